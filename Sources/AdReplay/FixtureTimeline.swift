import Mediation

/// A fixture as people read it: what was asked, then each seam's events with their times.
public enum FixtureTimeline {
    public static func render(_ fixture: Fixture, path: String? = nil) -> String {
        let scenario = fixture.scenario
        var lines = ["fixture \(fixture.name)\(path.map { " (\($0))" } ?? "")"]
        lines.append("  format \(scenario.format.rawValue), adapter \(scenario.adapterClassName ?? "none (host ad server)")")
        lines.append("  parameter \(scenario.parameter.map { "\"\($0)\"" } ?? "missing"), test request \(scenario.isTestRequest ? "yes" : "no")")
        if let size = scenario.adSize { lines.append("  ad size \(size)") }
        if let options = scenario.loaderOptions {
            var parts: [String] = []
            if let value = options.disableImageLoading { parts.append("disableImageLoading \(value)") }
            if let value = options.shouldRequestMultipleImages { parts.append("multipleImages \(value)") }
            if let value = options.mediaAspectRatio { parts.append("aspectRatio \(value.rawValue)") }
            if let value = options.adChoicesPosition { parts.append("adChoices \(value.rawValue)") }
            lines.append("  loader options: \(parts.joined(separator: ", "))")
        }
        if let custom = scenario.customNative {
            lines.append("  custom native formats \(custom.formatIDs.joined(separator: ", ")); installed apps: \(custom.installedAppSchemes.isEmpty ? "none" : custom.installedAppSchemes.joined(separator: ", "))")
        }
        let environment = fixture.environment
        lines.append("  recorded with \(environment.network); SDK \(environment.sdkVersion), adapter \(environment.adapterVersion ?? "-"), tool \(environment.toolVersion)")
        lines.append("script: \(Script.render(scenario.script))")
        lines.append("network:")
        for record in fixture.network {
            switch record {
            case .sample(let exchange):
                lines.append(row(exchange.requestedAt, "\(exchange.request) → \(exchange.answer)"))
            case .hostAdServer(let exchange):
                lines.append(row(exchange.time, "host ad server \(exchange.request.adUnitID) → \(describe(exchange.answer))"))
            }
        }
        lines.append("sdk callbacks:")
        lines += fixture.sdkCallbacks.map { row($0.time, $0.event.description) }
        lines.append("host events:")
        lines += fixture.hostEvents.map { row($0.time, $0.event.description) }
        lines.append("sdk effects:")
        lines += fixture.sdkEffects.map { row($0.time, $0.event.description) }
        return lines.joined(separator: "\n")
    }

    private static func row(_ time: Int, _ text: String) -> String {
        let stamp = String(time)
        return "  " + String(repeating: " ", count: max(0, 7 - stamp.count)) + stamp + " ms  " + text
    }

    /// Short text for a host ad server answer.
    private static func describe(_ answer: CustomNativeAdAnswer) -> String {
        let latency = answer.latency
        let latencyText = latency == 0 ? "" : " after \(latency) ms"
        switch answer.outcome {
        case .fill(let payload):
            return "fill \(payload.formatID)\(payload.hasVideo ? " video" : "")\(payload.adChoices == nil ? "" : " AdChoices")\(latencyText)"
        case .failure(let code):
            return "failure \(code)\(latencyText)"
        }
    }
}
