import Foundation
import Testing

/// `adreplay reads`: what each adapter read across a corpus, word for word.
@Suite struct ReadsCommandTests {
    @Test func listsPerAdapterTheValuesCovered_andWhatNoFixtureVaries() throws {
        let scratch = try Scratch()
        for name in ["fill", "size-medium-rectangle", "test-mode", "swift-fill"] {
            try scratch.copy(fixture: "banner/\(name).fixture.gz", to: "corpus/\(name).fixture.gz")
        }
        try scratch.copy(fixture: "customNative/click-browser.fixture.gz", to: "corpus/click.fixture.gz")
        try scratch.copy(fixture: "nativeLegacy/content-video-yes-images.fixture.gz", to: "corpus/legacy.fixture.gz")
        let run = try scratch.run("reads corpus")
        #expect(run.status == 0, "\(run)")
        let neverRead =
            "  never read: bidResponse, watermark, extras, childDirectedTreatment, requestConfiguration.tagForChildDirectedTreatment, "
            + "requestConfiguration.tagForUnderAgeOfConsent, requestConfiguration.ageRestrictedTreatment, "
            + "requestConfiguration.maxAdContentRating, requestConfiguration.testDeviceIdentifiers, MobileAds.isApplicationMuted, "
            + "MobileAds.applicationVolume"
        #expect(
            run.stdoutLines == [
                "SampleCustomEvent (3 fixtures):",
                "  adSize: 320×50 in 2 fixtures, 300×250 in 1",
                "  credentials: keys parameter only",
                "  isTestRequest: no in 2 fixtures, yes in 1",
                "  read but never varied: credentials",
                neverRead,
                "SampleCustomEventSwift (1 fixture):",
                "  adSize: 320×50 only",
                "  credentials: keys parameter only",
                "  isTestRequest: no only",
                "  read but never varied: adSize, credentials, isTestRequest",
                neverRead,
                "4 fixtures read, 1 without an adapter (custom native), 1 of legacy custom events (not noted)",
                "Record what they leave out: adreplay variants --configurations FIXTURE --out DIR",
            ])
        #expect(run.stderr == "")
    }

    @Test func anUnreadableFixture_isNamed_andExits2() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "corpus/fill.fixture.gz")
        try scratch.write(Data("not gzip".utf8), to: "corpus/broken.fixture.gz")
        let run = try scratch.run("reads corpus")
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stdoutLines.suffix(2) == [
                "1 fixture read, 1 could not be", "Record what they leave out: adreplay variants --configurations FIXTURE --out DIR",
            ])
        #expect(run.stderrLines.count == 1)
        #expect(run.stderrLines.first?.hasPrefix("corpus/broken.fixture.gz: ") == true, "\(run)")
    }
}
