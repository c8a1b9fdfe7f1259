import AdReplay
import AdReplaySample
import Foundation
import Mediation
import Testing

/// Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md cannot rot: every Swift block it shows is quoted from the guide's
/// adapter in `Guide/`, which this target compiles, and which records, for each format, the host
/// events the page says it sends.
@Suite struct AdapterGuideTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let page = "Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md"

    private static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The page's Swift blocks, each as its first line and the rest.
    private static func swiftBlocks(of markdown: String) -> [(marker: String, code: String)] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
            guard let code = block.components(separatedBy: "\n```").first else { return nil }
            let lines = code.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(lines[0]), lines.count > 1 ? String(lines[1]) : "")
        }
    }

    @Test func everySwiftBlock_isQuotedVerbatimFromTheGuidesSources() throws {
        let blocks = Self.swiftBlocks(of: try Self.text(Self.page))
        #expect(blocks.filter { $0.marker.hasPrefix("// Tests/AdapterGuideTests/Guide/") }.count >= 10)
        for (marker, code) in blocks {
            guard marker.hasPrefix("// "), marker.hasSuffix(".swift"), !marker.contains("..") else {
                Issue.record("a Swift block does not name the file it quotes (\"// Tests/AdapterGuideTests/Guide/….swift\"): \(marker)")
                continue
            }
            let path = String(marker.dropFirst(3))
            let source = try Self.text(path)
            for part in code.components(separatedBy: "\n    …\n") {
                #expect(source.contains(part), "\(Self.page) quotes \(path) with text it does not hold:\n\(part)")
            }
        }
    }

    @Test(arguments: [
        "Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md", "Sources/AdReplay/AdReplay.docc/WritingAPlugin.md",
        "README.md",
    ])
    func everyRelativeLink_resolves(_ page: String) throws {
        let markdown = try Self.text(page)
        let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
        var rest = Substring(markdown)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = String(rest[..<close]).components(separatedBy: "#")[0]
            guard !target.isEmpty, !target.contains("://"), !target.contains(" ") else { continue }
            let path = folder == "." ? target : "\(folder)/\(target)"
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                "\(page) links to \(target), which is missing")
        }
    }

    @Test func readme_linksTheGuide() throws {
        #expect(try Self.text("README.md").contains("(Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md)"))
    }
}

/// What the guide's adapter tells the host, format by format: the sequences the page describes.
@Suite struct GuideAdapterTests {
    private var registry: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(GuideAdapter.self, formats: [.banner, .interstitial, .rewarded, .rewardedInterstitial, .appOpen, .native])
        registry.register(customEvent: GuideLegacyNativeAd.self)
        return registry
    }

    /// The host line of the guide adapter's Sample content ad with video, as the engine renders it.
    private static let nativeLoaded =
        #"0 ms  host loadCompleted ad native "Sample Content!", media view, hasVideoContent true, icon image 50×50 rgba(0, 0, 0.8, 1) @1x"#

    private func hostEvents(
        _ format: Scenario.Format, adapter: String = "GuideAdapter", script: String? = nil,
        network: LiveNetwork = .answer(.fill)
    ) throws -> [String] {
        let steps = try script.map { try Script.parse($0) } ?? Script.defaultSteps(for: format)
        let scenario = Scenario(
            format: format, adapterClassName: adapter, parameter: "sample-ad-unit",
            adSize: format == .banner ? .init(width: 320, height: 50) : nil, script: steps)
        let recording = try Recorder(registry: registry).record(scenario, name: "guide", network: network)
        #expect(recording.breaches.isEmpty, "\(recording.breaches)")
        return recording.fixture.timeline.filter(\.isHostEvent).map(\.line)
    }

    @Test func banner() throws {
        let events = try hostEvents(.banner)
        #expect(events == ["0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"", "1000 ms  host reportClick"])
    }

    @Test func interstitial() throws {
        let events = try hostEvents(.interstitial, script: "load; +1000 present; +1000 close")
        #expect(
            events
                == [
                    "0 ms  host loadCompleted ad full-screen", "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                    "2000 ms  host willDismissFullScreenView", "2000 ms  host didDismissFullScreenView",
                ])
    }

    @Test(arguments: [Scenario.Format.rewarded, .rewardedInterstitial])
    func rewarded(_ format: Scenario.Format) throws {
        let events = try hostEvents(format)
        #expect(
            events == [
                "0 ms  host loadCompleted ad full-screen", "1300 ms  host willPresentFullScreenView", "1300 ms  host reportImpression",
                "1300 ms  host didStartVideo", "11000 ms  host didEndVideo", "11000 ms  host didRewardUser",
                "12000 ms  host willDismissFullScreenView", "12000 ms  host didDismissFullScreenView",
            ])
    }

    @Test func appOpen() throws {
        let events = try hostEvents(.appOpen)
        #expect(
            events == [
                "0 ms  host loadCompleted ad full-screen", "1000 ms  host willPresentFullScreenView", "1000 ms  host reportImpression",
                "6500 ms  host reportClick", "7000 ms  host willDismissFullScreenView", "7000 ms  host didDismissFullScreenView",
            ])
    }

    @Test func native_hostTracked() throws {
        let events = try hostEvents(.native)
        #expect(events == [Self.nativeLoaded, "1000 ms  host didPlayVideo"])
    }

    @Test func nativeLegacy_selfTracking() throws {
        let events = try hostEvents(.nativeSelfTracking, adapter: "GuideLegacyNativeAd")
        #expect(
            events
                == [
                    Self.nativeLoaded, "2000 ms  host notificationSource.didRecordImpression",
                    "3000 ms  host notificationSource.didRecordClick",
                    "3000 ms  host notificationSource.willLeaveApplication",
                ])
    }

    /// A second present of a shown ad fails through the event delegate. (Before its load
    /// completes an ad has no delegate to fail through; the host presents only loaded ads.)
    @Test func presentingAShownAdAgain_failsToPresent() throws {
        let events = try hostEvents(.rewarded, script: "load; +1000 present; +11000 close; +1000 present")
        #expect(
            events.suffix(3) == [
                "12000 ms  host willDismissFullScreenView", "12000 ms  host didDismissFullScreenView",
                "13000 ms  host didFailToPresentWithError com.example.guide-adapter 2 \"The ad is not ready to be shown.\"",
            ])
    }

    /// An NSError is recorded whole: domain, code, description, failure reason, other user info.
    @Test func loadFailure_isRecordedWhole() throws {
        let scenario = Scenario(
            format: .interstitial, adapterClassName: "GuideAdapter", parameter: "sample-ad-unit",
            script: [ScriptStep(at: 0, .load)])
        let fixture = try Recorder(registry: registry).record(scenario, name: "guide", network: .answer(.failure(.noInventory))).fixture
        #expect(
            fixture.hostEvents.map(\.event) == [
                .loadCompleted(
                    .error(
                        ErrorSummary(
                            domain: "com.example.guide-adapter", code: 103, description: "The Sample SDK could not load an ad.",
                            userInfo: ["sampleErrorCode": "3"])))
            ])
    }
}
