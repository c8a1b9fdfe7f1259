import AdReplay
import AdReplaySample
import Foundation
import Mediation
import NeutralUI
import SampleCustomEvent
import Testing

/// Two loader options of one kind in one request (`recordings/*/two-image-options`): GMA hands an
/// adapter the app's whole list, and Google's sample adapters walk it, a later option overriding an
/// earlier one. An adapter that reads only the first option of a kind asks its SDK for something
/// else, and a replay shows where.
@Suite struct LoaderOptionOrderTests {
    @Test func theFixture_holdsTwoImageOptions_andTheSampleAdapterFollowsTheLast() throws {
        let fixture = try committedFixture("nativeLegacy/two-image-options")
        #expect(
            fixture.scenario.loaderOptions?.list == [
                .image(disableImageLoading: true, shouldRequestMultipleImages: true),
                .image(disableImageLoading: false, shouldRequestMultipleImages: nil),
            ])
        let request = try #require(fixture.timeline.first { $0.kind == "sample request" })
        #expect(request.text.contains("downloadImages: true"), "\(request.text)")
        #expect(request.text.contains("multipleImages: false"), "\(request.text)")
        let result = try Replayer(registry: Registry.sample).replay(path: recording("nativeLegacy/two-image-options"))
        #expect(result.passed, "\(result.failureMessage ?? "")")
    }

    @Test func anAdapterReadingOnlyTheFirstOfAKind_differsOnTheSDKRequest() throws {
        var registry = Registry.sample
        registry.register(customEvent: FirstOfEachKindLegacyNativeAd.self, as: "SampleLegacyCustomEventNativeAd")
        let path = recording("nativeLegacy/two-image-options")
        let result = try Replayer(registry: registry).replay(path: path)
        #expect(result.status == .differed)
        let at = try #require(try committedFixture("nativeLegacy/two-image-options").timeline.firstIndex { $0.kind == "sample request" })
        let headline = try #require(result.diff?.headline)
        #expect(headline.hasPrefix("first difference at #\(at) (0 ms): sample request"), "\(headline)")
        #expect(headline.contains("downloadImages: true → false"), "\(headline)")
        #expect(result.breaches == [])
    }
}

/// A legacy native adapter that keeps only the first loader option of each kind, then loads as
/// the Sample adapter does: the bug an adapter has when it reads `options.first { … }`.
final class FirstOfEachKindLegacyNativeAd: CustomEventNativeAd, CustomEventNativeAdDelegate {
    weak var delegate: (any CustomEventNativeAdDelegate)?
    private let inner = SampleLegacyCustomEventNativeAd()

    init() {}

    func requestNativeAd(
        withParameter serverParameter: String?, request: CustomEventRequest, adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions], rootViewController: ViewController?
    ) {
        inner.delegate = self
        var kinds: Set<ObjectIdentifier> = []
        let firsts = options.filter { kinds.insert(ObjectIdentifier(type(of: $0))).inserted }
        inner.requestNativeAd(
            withParameter: serverParameter, request: request, adTypes: adTypes, options: firsts, rootViewController: rootViewController)
    }

    func customEventNativeAd(
        _ customEventNativeAd: any CustomEventNativeAd, didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd
    ) {
        delegate?.customEventNativeAd(self, didReceive: mediatedUnifiedNativeAd)
    }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: any Error) {
        delegate?.customEventNativeAd(self, didFailToLoadWithError: error)
    }
}
