import AdReplay
import Mediation

/// A fixture as people read it: what was asked, then its one timeline, numbered as diffs number it.
public enum FixtureTimeline {
    /// ```text
    /// fixture fill (recordings/banner/fill.fixture.gz)
    ///   format banner, adapter SampleCustomEvent
    ///   …
    /// timeline:
    ///   #0       0 ms  do load
    ///   #1       0 ms  sample request banner, adUnit: "sample-ad-unit" → fill
    /// ```
    public static func render(_ fixture: Fixture, path: String? = nil) -> String {
        let scenario = fixture.scenario
        var lines = ["fixture \(fixture.name)\(path.map { " (\($0))" } ?? "")"]
        lines.append("  format \(scenario.format.rawValue), adapter \(scenario.adapterClassName ?? "none (host ad server)")")
        lines.append(
            "  parameter \(scenario.parameter.map { "\"\($0)\"" } ?? "missing"), test request \(scenario.isTestRequest ? "yes" : "no")")
        if let credentials = scenario.credentials {
            lines.append("  credentials: " + FixtureTimeline.text(ofPairs: credentials))
        }
        if let size = scenario.adSize { lines.append("  ad size \(size)") }
        if let options = scenario.loaderOptions {
            if options.isOneOfEachKind {
                lines.append("  loader options: \(options.list.map(text(of:)).joined(separator: ", "))")
            } else {
                let list = options.list.enumerated().map { "\($0.offset + 1). \(text(of: $0.element))" }
                lines.append("  loader options, in order: \(list.joined(separator: "; "))")
            }
        }
        if let custom = scenario.customNative {
            lines.append(
                "  custom native formats \(custom.formatIDs.joined(separator: ", ")); installed apps: \(custom.installedAppSchemes.isEmpty ? "none" : custom.installedAppSchemes.joined(separator: ", "))"
            )
        }
        if let request = scenario.request { lines.append("  request: \(FixtureTimeline.text(of: request))") }
        if let mobileAds = scenario.mobileAds { lines.append("  mobile ads: \(FixtureTimeline.text(of: mobileAds))") }
        let environment = fixture.environment
        lines.append(
            "  recorded with \(environment.network); SDK \(environment.sdkVersion), adapter \(environment.adapterVersion ?? "-"), tool \(environment.toolVersion)"
        )
        if fixture.fidelity == .perSeam {
            lines.append("  read from schema 1: the order across seams within a millisecond is inferred; migrate it (the migrate command)")
        }
        if !fixture.reproduces.isEmpty {
            lines.append("  a bug report: it \(fixture.reproduces.map(\.description).joined(separator: "; "))")
        }
        lines.append("script: \(Script.render(scenario.script))")
        lines.append("timeline:")
        let width = String(max(0, fixture.timeline.count - 1)).count + 1
        for (index, entry) in fixture.timeline.enumerated() {
            let number = "#\(index)"
            lines.append(
                "  " + number + String(repeating: " ", count: max(0, width - number.count)) + row(entry.at, entry.text).dropFirst())
        }
        // A crash is not stored as an entry (the session ends there): the report says where.
        for case .crash(let site) in fixture.reproduces {
            lines.append("  then the adapter crashes at \(site)")
        }
        // Everything shown comes from the fixture: no control character reaches the terminal.
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    private static func row(_ time: Int, _ text: String) -> String {
        let stamp = String(time)
        return "  " + String(repeating: " ", count: max(0, 7 - stamp.count)) + stamp + " ms  " + text
    }
}

extension FixtureTimeline {
    /// `bid response "…", extras a=1, b=2, child-directed yes`, or `nothing set`.
    static func text(of request: MediationRequest) -> String {
        var parts: [String] = []
        if let bid = request.bidResponse { parts.append("bid response \"\(bid.escapingControlCharacters)\"") }
        if let watermark = request.watermark { parts.append("watermark \"\(watermark.escapingControlCharacters)\"") }
        if let extras = request.extras {
            parts.append("extras " + text(ofPairs: extras))
        }
        if let childDirected = request.childDirectedTreatment { parts.append("child-directed \(childDirected ? "yes" : "no")") }
        return parts.isEmpty ? "nothing set" : parts.joined(separator: ", ")
    }

    /// `a=1, b=2` in key order, or `none`.
    static func text(ofPairs pairs: [String: String]) -> String {
        let sorted = pairs.sorted { $0.key < $1.key }.map { "\($0.key.escapingControlCharacters)=\($0.value.escapingControlCharacters)" }
        return sorted.isEmpty ? "none" : sorted.joined(separator: ", ")
    }

    /// `child-directed yes, under age of consent no, age-restricted child, max rating T, test devices a, b, muted yes, volume 0.5`.
    static func text(of settings: MobileAdsSettings) -> String {
        func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }
        var parts: [String] = []
        if let flag = settings.tagForChildDirectedTreatment { parts.append("child-directed \(yesNo(flag))") }
        if let flag = settings.tagForUnderAgeOfConsent { parts.append("under age of consent \(yesNo(flag))") }
        if let treatment = settings.ageRestrictedTreatment { parts.append("age-restricted \(treatment.rawValue)") }
        if let rating = settings.maxAdContentRating { parts.append("max rating \(rating.escapingControlCharacters)") }
        if let devices = settings.testDeviceIdentifiers {
            parts.append("test devices " + devices.map(\.escapingControlCharacters).joined(separator: ", "))
        }
        if let muted = settings.isApplicationMuted { parts.append("muted \(yesNo(muted))") }
        if let volume = settings.applicationVolume { parts.append("volume \(volume)") }
        return parts.isEmpty ? "nothing set" : parts.joined(separator: ", ")
    }
}

extension FixtureTimeline {
    /// `disableImageLoading true, multipleImages false`, `aspectRatio landscape`, `adChoices topLeft`.
    static func text(of option: Scenario.LoaderOptions.Option) -> String {
        switch option {
        case .image(let disable, let multiple):
            var parts: [String] = []
            if let disable { parts.append("disableImageLoading \(disable)") }
            if let multiple { parts.append("multipleImages \(multiple)") }
            return parts.isEmpty ? "image defaults" : parts.joined(separator: ", ")
        case .media(let ratio): return "aspectRatio \(ratio.rawValue)"
        case .adView(let position): return "adChoices \(position.rawValue)"
        }
    }
}
