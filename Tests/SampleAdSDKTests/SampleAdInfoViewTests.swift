import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleAdInfoViewTests {
    @Test func init_isA24PointClearInfoIcon() throws {
        try withWorld(network: .scripted([])) { world, trace in
            let infoView = SampleAdInfoView()
            let icon = try #require(infoView.subviews.first as? ImageView)

            #expect(infoView.frame == Rect(width: 24, height: 24))
            #expect(infoView.backgroundColor == .clear)
            #expect(icon.image?.name == "info_icon")
            #expect(icon.frame == Rect(width: 24, height: 24))
        }
    }

    @Test func tap_showsTheSampleSDKAlertWithoutCallbacks() throws {
        try withWorld(network: .scripted([])) { world, trace in
            let infoView = SampleAdInfoView()

            #expect(infoView.tap())

            let alert = try #require(world.application.rootViewController.presentedViewController as? AlertController)
            #expect(alert.title == "Sample SDK")
            #expect(alert.message == "This is a sample ad from the Sample SDK")
            #expect(alert.actions.map(\.title) == ["OK"])
            #expect(trace.lines(.effects) == ["0 ms  sample effect present Sample SDK"])
            #expect(trace.lines(.callbacks).isEmpty)
        }
    }
}
