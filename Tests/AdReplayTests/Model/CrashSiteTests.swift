import AdReplay
import Foundation
import Testing

/// A crash bug report reproduces with either build (issue 45, item 18): its site carries what the
/// build that recorded it knew (the function always when a backtrace named it; the place and the
/// message when the build kept them), and two sites match on what both know.
@Suite struct CrashSiteTests {
    static let render = CrashSentenceTests.renderFunction
    static let debug = CrashSite(
        place: "SampleCustomEventNativeAdSwift.swift:77", function: render,
        message: "Unexpectedly found nil while implicitly unwrapping an Optional value")
    static let release = CrashSite(function: render)

    @Test func debugAndRelease_areTheSameCrash_eitherWay() {
        #expect(Self.debug.isSame(as: Self.release))
        #expect(Self.release.isSame(as: Self.debug))
        #expect(Self.debug.isSame(as: Self.debug))
    }

    /// A trap elsewhere is another crash, whatever the builds.
    @Test func aCrashElsewhere_isNotTheSame() {
        #expect(!Self.release.isSame(as: CrashSite(function: "SampleCustomEventNativeAdSwift.loadNativeAd(for:completionHandler:)")))
        var otherLine = Self.debug
        otherLine.place = "SampleCustomEventNativeAdSwift.swift:78"
        #expect(!Self.debug.isSame(as: otherLine))
        var otherMessage = Self.debug
        otherMessage.message = "Index out of range"
        #expect(!Self.debug.isSame(as: otherMessage))
        // A message alone names no code; nothing known names nothing.
        #expect(!CrashSite(message: "Index out of range").isSame(as: CrashSite(message: "Index out of range")))
        #expect(!CrashSite.unknown.isSame(as: .unknown))
        // An old report (a place only) and a release build's crash (a function only) share nothing.
        #expect(!CrashSite(place: "SampleCustomEventNativeAdSwift.swift:77").isSame(as: Self.release))
    }

    /// As stored under `"crash"`: a place when it reads as one, else a function.
    @Test func said_isAPlaceOrAFunction() {
        #expect(CrashSite("SampleMediatedNativeAdSwift.swift:49") == CrashSite(place: "SampleMediatedNativeAdSwift.swift:49"))
        #expect(CrashSite("File.swift") == CrashSite(place: "File.swift"))
        #expect(CrashSite(Self.render) == Self.release)
        #expect(CrashSite("closure #1 in Type.method(_:)") == CrashSite(function: "closure #1 in Type.method(_:)"))
        #expect(Self.debug.description == "SampleCustomEventNativeAdSwift.swift:77")
        #expect(Self.release.description == Self.render)
    }
}
