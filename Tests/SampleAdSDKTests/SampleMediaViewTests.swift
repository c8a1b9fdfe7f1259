import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleMediaViewTests {
    @Test func createMediaContent_addsAGreenSampleVideoLabel() throws {
        try withWorld(network: .scripted([])) { world, trace in
            let mediaView = SampleMediaView(frame: Rect(width: 300, height: 150))
            #expect(mediaView.text == nil)

            mediaView.createMediaContent()

            let label = try #require(mediaView.subviews.first as? Label)
            #expect(mediaView.text == "Sample video")
            #expect(label.text == "Sample video")
            #expect(label.backgroundColor == Color(red: 0, green: 0.8, blue: 0, alpha: 1))
            #expect(label.frame == Rect(width: 300, height: 150))
            #expect(label.isTextCentered)
            #expect(mediaView.clipsToBounds)
        }
    }

    @Test func playMedia_twice_schedulesTwoSetsOfUpdates() throws {
        try withWorld(network: .scripted([])) { world, trace in
            let mediaView = SampleMediaView(frame: .zero)
            mediaView.createMediaContent()
            mediaView.playMedia()
            world.advance(to: 500)
            mediaView.playMedia()
            try world.settle()

            #expect(
                trace.lines(.effects) == [
                    #"1000 ms  sample effect SampleMediaView text "20% loaded""#,
                    #"1500 ms  sample effect SampleMediaView text "20% loaded""#,
                    #"2000 ms  sample effect SampleMediaView text "40% loaded""#,
                    #"2500 ms  sample effect SampleMediaView text "40% loaded""#,
                    #"3000 ms  sample effect SampleMediaView text "60% loaded""#,
                    #"3500 ms  sample effect SampleMediaView text "60% loaded""#,
                    #"5000 ms  sample effect SampleMediaView text "100% loaded""#,
                    #"5500 ms  sample effect SampleMediaView text "100% loaded""#,
                ])
            #expect(mediaView.text == "100% loaded")
        }
    }

    @Test func playMedia_thenLetGo_stillShowsItsProgress() throws {
        // The sample's dispatched blocks retain the view; so do the port's scheduled updates.
        try withWorld(network: .scripted([])) { world, trace in
            do {
                let mediaView = SampleMediaView(frame: .zero)
                mediaView.createMediaContent()
                mediaView.playMedia()
            }
            try world.settle()

            #expect(
                trace.lines(.effects) == [
                    #"1000 ms  sample effect SampleMediaView text "20% loaded""#,
                    #"2000 ms  sample effect SampleMediaView text "40% loaded""#,
                    #"3000 ms  sample effect SampleMediaView text "60% loaded""#,
                    #"5000 ms  sample effect SampleMediaView text "100% loaded""#,
                ])
        }
    }

    @Test func playMedia_beforeCreateMediaContent_changesNothing() throws {
        try withWorld(network: .scripted([])) { world, trace in
            let mediaView = SampleMediaView(frame: .zero)
            mediaView.playMedia()
            try world.settle()

            #expect(mediaView.text == nil)
            #expect(trace.lines(.effects).isEmpty)
        }
    }
}
