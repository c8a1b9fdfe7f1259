import AdReplay
import AdWorldHTTP
import ArgumentParser
import Foundation
import Mediation
import NeutralUI

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run a scenario against a live (seeded or forced) network and write its fixture.",
        discussion: """
            Without --script each format runs a full flow:
            \(CommandLineTool.current.formats.map { "  \($0.rawValue): \(CommandLineTool.current.defaultScriptText(for: $0))" }.joined(separator: "\n"))
            Script steps: [@MS|+MS] load | present | tap | close | render | impression | click ASSET |
            untrack | adchoices | click-handler on|off | choose BUTTON | wait MS, separated by ';'.
            """
    )

    @OptionGroup var session: SessionOptions

    @Option(help: "Where to write the fixture (recordings/<format>/<name>.fixture.gz).")
    var out: String

    @Option(
        parsing: .unconditional, help: "Seed for the embedded network: a whole number from 0 to \(UInt64.max) (default 0).",
        transform: parseSeed)
    var seed: UInt64?

    @Option(help: "Force the network's answer: \(RecordCommand.answerHelp).")
    var answer: String?

    @Option(
        help: """
            Fills with video or not, for the formats whose network's ads can carry it \
            (\(RecordCommand.videoFormats)). A network whose real SDK always attaches video says so in the fixture.
            """)
    var video: YesNo?

    @Option(
        parsing: .unconditional,
        help: "Every network answer arrives this many virtual milliseconds after its request (default: the network's own latency).",
        transform: { text in
            guard let latency = Int(text), (0...FixtureLimits.horizon).contains(latency) else {
                throw ValidationError("--latency takes milliseconds from 0 to \(FixtureLimits.horizon), not \"\(text)\".")
            }
            return latency
        })
    var latency: Int?

    @Option(
        parsing: .unconditional,
        help:
            "Video fills: this many VAST wrappers before the InLine, for the formats whose network's fills can come behind them (\(RecordCommand.wrapperFormats)); past the SDK's limit, a chain it must refuse.",
        transform: { text in
            guard let wrappers = Int(text), (0...RecordCommand.maximumWrappers).contains(wrappers) else {
                throw ValidationError(
                    "--wrappers takes a number of VAST wrappers from 0 to \(RecordCommand.maximumWrappers), not \"\(text.escapingControlCharacters)\"."
                )
            }
            return wrappers
        })
    var wrappers: Int?

    @Option(
        help: ArgumentHelp(
            "Record against a real ad server: the network's requests go to this origin (http or https) instead of its simulation, for the networks that can (\(RecordCommand.upstreamNetworks)). The fixture says the day it was recorded and the origin; `replay --max-age` and `status` read them.",
            valueName: "url"))
    var upstream: String?

    @Option(help: "Native and custom native fills: the network's content variant (\(RecordCommand.variantHelp)).")
    var variant: String?

    @Option(help: "Native: download images (yes) or pass URLs (no).")
    var downloadImages: YesNo?

    @Option(help: "Native: the media aspect ratio option (unknown, any, landscape, portrait, square).")
    var aspectRatio: MediaAspectRatio?

    @Option(help: "Native: the preferred AdChoices position (topRight, topLeft, bottomRight, bottomLeft).")
    var adChoicesPosition: AdChoicesPosition?

    @Option(help: "Native: request multiple images (yes or no).")
    var multipleImages: YesNo?

    @Option(
        help: ArgumentHelp(
            "Native: one loader option, passed in the order given (repeatable, several of one kind allowed, at most \(Scenario.LoaderOptions.maximumCount)): download-images=yes|no and multiple-images=yes|no (one image option, comma-separated), aspect-ratio=RATIO, or ad-choices-position=POSITION. Gives the whole list, so not with the four options above.",
            valueName: "field=value"))
    var loaderOption: [String] = []

    @Option(
        help: """
            Banner: the ad size the host asks for, WIDTHxHEIGHT in points or a GMA size: \(RecordCommand.namedSizes.map(\.name).joined(separator: ", ")) (default banner, 320x50).
            """, transform: RecordCommand.parseAdSize)
    var adSize: Size?

    @Flag(help: "Mark the request as a test request.")
    var testRequest = false

    @OptionGroup var request: RequestOptions

    @Option(help: "Custom native: an app URL scheme installed on the device (repeatable).")
    var installedApp: [String] = []

    @Option(help: "Custom native: the format IDs the app can render (comma-separated).")
    var formatIds: String?

    @Option(help: "Host and user actions, e.g. \"load; +1000 present; +10500 close\".")
    var script: String?

    @OptionGroup var contracts: ContractOptions

    @Option(
        help:
            "Mark the fixture as a bug report: the session as recorded is the bug, in these words. It replays REPRODUCES while the adapter still does it, FIXED once it does not."
    )
    var reproduces: String?

    @Option(help: "The fixture's name (default: the file name).")
    var name: String?

    @Flag(help: "Overwrite an existing fixture.")
    var force = false

    // Unconditional: `--timeout -1` is a value to refuse with the rule, not a missing value.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds the session may take (wall clock) before it is stopped and nothing is written (0: no limit). A virtual session takes milliseconds; a script of thousands of steps on a busy machine may need more.",
            valueName: "seconds"))
    var timeout = SessionRecorder.timeout

    func validate() throws {
        if timeout < 0 { throw ValidationError("--timeout must be 0 (no limit) or more, not \(timeout).") }
        // An option the format cannot use would be silently ignored yet written into the fixture.
        let nativeOnly: [(String, Bool)] = [
            ("--download-images", downloadImages != nil), ("--aspect-ratio", aspectRatio != nil),
            ("--ad-choices-position", adChoicesPosition != nil), ("--multiple-images", multipleImages != nil),
            ("--loader-option", !loaderOption.isEmpty),
        ]
        for (option, given) in nativeOnly where given && !format.isNative {
            throw ValidationError(
                "\(option) applies to the native formats (native, nativeLegacy, nativeSelfTracking), not \(format.rawValue).")
        }
        // The host's ad server has content variants of its own (`duplicateKeys`).
        if variant != nil, !format.isNative, format != .customNative {
            throw ValidationError(
                "--variant applies to the native formats (native, nativeLegacy, nativeSelfTracking, customNative), not \(format.rawValue).")
        }
        if !loaderOption.isEmpty {
            let single = [
                ("--download-images", downloadImages != nil), ("--multiple-images", multipleImages != nil),
                ("--aspect-ratio", aspectRatio != nil), ("--ad-choices-position", adChoicesPosition != nil),
            ]
            if let (option, _) = single.first(where: { $0.1 }) {
                throw ValidationError(
                    "\(option) and --loader-option exclude each other: --loader-option gives the whole list, so give every option with it, in order."
                )
            }
            if loaderOption.count > Scenario.LoaderOptions.maximumCount {
                throw ValidationError(
                    "--loader-option is given \(loaderOption.count) times; a scenario passes at most \(Scenario.LoaderOptions.maximumCount) loader options."
                )
            }
            for text in loaderOption { _ = try Self.parseLoaderOption(text) }
        }
        if video != nil {
            let network = try network(for: CommandLineTool.current)
            let networks = CommandLineTool.current.registry.networks
            let formats = CommandLineTool.current.formats.filter { format in networks.contains { $0.recording.videoApplies(to: format) } }
            if !network.recording.videoApplies(to: format) {
                throw ValidationError("--video applies to \(network.videoFormatsPhrase(formats)), not \(format.rawValue).")
            }
        }
        if wrappers != nil {
            let network = try network(for: CommandLineTool.current)
            if !network.recording.wrappersApply(to: format) {
                let formats = CommandLineTool.current.formats.filter(network.recording.wrappersApply(to:)).map(\.rawValue)
                throw ValidationError(
                    "--wrappers applies to the \(network.networkName)'s \(formats.isEmpty ? "no format" : formats.joined(separator: ", ")), not \(format.rawValue)."
                )
            }
        }
        if adSize != nil, format != .banner {
            throw ValidationError("--ad-size applies to banner only, not \(format.rawValue).")
        }
        for (option, given) in [("--installed-app", !installedApp.isEmpty), ("--format-ids", formatIds != nil)]
        where given && format != .customNative {
            throw ValidationError("\(option) applies to customNative only, not \(format.rawValue).")
        }
        let tool = CommandLineTool.current
        if let answer {
            let network = try self.network(for: tool)
            let answerNames = network.recording.answerNames(for: format)
            if !answerNames.contains(answer) {
                let whose =
                    format == .customNative ? "the host's ad server (customNative)" : "the \(network.networkName) (\(format.rawValue))"
                if let formats = network.recording.answerFormats[answer] {
                    let given = tool.formats.filter(formats.contains).map(\.rawValue).joined(separator: ", ")
                    throw ValidationError(
                        "--answer \(answer.escapingControlCharacters) is an answer the \(network.networkName) gives only to \(given), not to \(format.rawValue); for \(format.rawValue) it takes \(answerNames.joined(separator: ", "))."
                    )
                }
                throw ValidationError(
                    "--answer \(answer.escapingControlCharacters) is not an answer of \(whose); it takes \(answerNames.joined(separator: ", "))."
                )
            }
        }
        if let answer, answer != "fill" {
            for (option, given) in [("--video", video != nil), ("--variant", variant != nil), ("--wrappers", wrappers != nil)] where given {
                throw ValidationError(
                    "\(option) describes the ad a fill carries; --answer \(answer.escapingControlCharacters) carries none.")
            }
        }
        if let variant {
            let names = try network(for: tool).recording.variantNames
            if !names.contains(variant) {
                throw ValidationError(
                    "--variant \(variant.escapingControlCharacters) is not a content variant of the network; it takes \(names.isEmpty ? "none" : names.joined(separator: " or "))."
                )
            }
        }
        if let formatIds, Self.formatIDs(formatIds).isEmpty {
            throw ValidationError("--format-ids needs at least one format ID, e.g. 10063170.")
        }
        if seed != nil && answer != nil { throw ValidationError("--seed and --answer exclude each other.") }
        if let upstream {
            guard let components = URLComponents(string: upstream), ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
                components.host?.isEmpty == false
            else {
                throw ValidationError(
                    "--upstream \(Self.shownWithoutSecrets(upstream)) is not an http or https origin, e.g. https://ads.example.com.")
            }
            // A port no server can listen on was tried, failed inside libcurl, and was written
            // as the network's `failure badRequest`, exit 0.
            if let port = components.port, !(1...65535).contains(port) {
                throw ValidationError(
                    "--upstream \(Self.shownWithoutSecrets(upstream)) names port \(port), not a port from 1 to 65535, e.g. https://ads.example.com:8443."
                )
            }
            let network = try network(for: tool)
            guard network.recording.recordsUpstream else {
                throw ValidationError(
                    "--upstream applies to \(RecordCommand.upstreamNetworks), not the \(network.networkName) (\(format.rawValue)).")
            }
            if answer != nil || seed != nil || video != nil || variant != nil || latency != nil || wrappers != nil {
                throw ValidationError(
                    "--upstream records what the real server answers; --answer, --seed, --video, --variant, --latency and --wrappers choose a simulated answer."
                )
            }
        }
        if let reproduces, reproduces.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError(
                "--reproduces needs words for what the adapter does wrong, e.g. --reproduces \"the reward arrives twice\".")
        }
        if out.isEmpty || out.hasSuffix("/") {
            throw ValidationError("--out needs a file name, e.g. recordings/\(format.rawValue)/NAME.fixture.gz.")
        }
        // A folder replay reads `*.fixture.gz` only: another name would be skipped without a word.
        if !out.hasSuffix(".fixture.gz") {
            let name = out.hasSuffix(".fixture") ? out + ".gz" : out + ".fixture.gz"
            throw ValidationError(
                "--out \(out.escapingControlCharacters): a fixture's name ends in .fixture.gz (a folder replay reads only those), e.g. \(name.escapingControlCharacters)."
            )
        }
        if let script {
            do {
                _ = try Script.parse(script)
            } catch {
                throw ValidationError("--script: \(error)")
            }
        }
    }

    /// Comma-separated format IDs, each trimmed, empty ones dropped.
    static func formatIDs(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        let tool = CommandLineTool.current
        let scenario = try makeScenario(tool)
        var network: LiveNetwork =
            if let answer {
                .answer(answer, video: video?.bool, variant: variant, latency: latency, wrappers: wrappers)
            } else {
                .seeded(seed ?? 0, video: video?.bool, variant: variant, latency: latency, wrappers: wrappers)
            }
        if let upstream {
            network.upstream = Fixture.Live(recordedOn: try Today.day(), upstream: upstream)
            noteProxy(upstream)
        }
        let fixtureName = name ?? URL(fileURLWithPath: out).lastPathComponent.replacingOccurrences(of: ".fixture.gz", with: "")
        if !force, FileManager.default.fileExists(atPath: out) {
            throw Failure.input(FixtureError(path: out, problem: .alreadyExists).commandLineDescription)
        }
        if !scenario.script.contains(where: { $0.action == .load }) {
            FileHandle.standardError.write(
                Data("warning: the script has no load step, so no ad is requested and the fixture records none.\n".utf8))
        }
        // In a child process: an adapter that traps costs the child, and what happened up to
        // the trap becomes a bug report of the crash.
        switch try SessionRecorder.record(
            scenario, name: fixtureName, network: network, optIn: contracts.optIn,
            registry: tool.registry, file: out, limit: timeout == 0 ? nil : timeout)
        {
        case .crashed(let crash):
            try write(crash)
        case .recorded(let recording):
            let fixture = try write(recording.fixture)
            let observation = fixture.observation
            print(
                "wrote \(out): \(fixture.timeline.count) timeline entr\(fixture.timeline.count == 1 ? "y" : "ies") (\(observation.exchanges.count) network, \(observation.callbacks.count) SDK callbacks, \(observation.hostEvents.count) host events)"
            )
            for breach in recording.breaches {
                FileHandle.standardError.write(Data("warning: \(out): breaks a mediation contract: \(breach)\n".utf8))
            }
            for note in recording.notes {
                FileHandle.standardError.write(Data("note: \(out.escapingControlCharacters): \(note.escapingControlCharacters)\n".utf8))
            }
            noteBugReport(fixture)
            if !recording.breaches.isEmpty { throw Failure.differences }
        }
    }

    /// Writes `fixture` to `--out`, marked with `--reproduces` when given; returns what was written.
    private func write(_ recorded: Fixture) throws -> Fixture {
        var fixture = recorded
        if let reproduces { fixture.reproduces.append(.behaviour(reproduces)) }
        do {
            try FixtureStore.write(fixture, to: out, overwrite: force)
        } catch {
            throw Failure.input(error.commandLineDescription)
        }
        return fixture
    }

    /// Says, in one line, when the environment sends the requests to `upstream` through a proxy:
    /// the proxy's scheme and host only (its user, password and port stay unsaid), and the
    /// variable that named it. A simulated recording reaches no proxy (``ReplayWorkers/environment``).
    private func noteProxy(_ upstream: String) {
        guard let components = URLComponents(string: upstream), let scheme = components.scheme, let host = components.host else { return }
        let proxies = HTTPProxies(environment: ProcessInfo.processInfo.environment)
        guard let proxy = proxies.proxy(scheme: scheme, host: host) else { return }
        FileHandle.standardError.write(
            Data(
                "note: \(out.escapingControlCharacters): the upstream \(Self.shownWithoutSecrets(upstream)) is reached through the proxy \(proxy.shown) (\(proxy.variable)).\n"
                    .utf8))
    }

    /// Says that the fixture written is a bug report, and of what.
    private func noteBugReport(_ fixture: Fixture) {
        guard !fixture.reproduces.isEmpty else { return }
        let bugs = fixture.reproduces.map(\.description).joined(separator: "; ").escapingControlCharacters
        FileHandle.standardError.write(
            Data(
                "note: \(out.escapingControlCharacters) is a bug report: it replays REPRODUCES until the adapter no longer \(bugs).\n".utf8)
        )
    }

    /// Writes the fixture of a session whose adapter trapped, and says so: a bug found, so the
    /// command fails (exit 1) though the fixture was written.
    private func write(_ crash: SessionRecorder.Crash) throws {
        let fixture = try write(crash.fixture)
        print(
            "wrote \(out.escapingControlCharacters): \(fixture.timeline.count) timeline entr\(fixture.timeline.count == 1 ? "y" : "ies") up to the adapter's crash"
        )
        FileHandle.standardError.write(Data("warning: \(out.escapingControlCharacters): the adapter \(crash.sentence)\n".utf8))
        noteBugReport(fixture)
        throw Failure.differences
    }

    /// The plug-in of the network whose answers `--answer` forces.
    private func network(for tool: CommandLineTool) throws -> any NetworkPlugin {
        try session.network()
    }

    private var format: Scenario.Format { session.format }

    private func makeScenario(_ tool: CommandLineTool) throws -> Scenario {
        let adapterClassName = try session.adapterName()
        let parameter = session.serverParameter
        let steps: [ScriptStep]
        do {
            steps = try script.map(Script.parse) ?? tool.defaultScript(for: format)
        } catch {
            throw ValidationError("--script: \(error)")
        }
        var options: Scenario.LoaderOptions?
        if format.isNative, !loaderOption.isEmpty {
            options = Scenario.LoaderOptions(try loaderOption.map(Self.parseLoaderOption))
        } else if format.isNative, downloadImages != nil || multipleImages != nil || aspectRatio != nil || adChoicesPosition != nil {
            options = Scenario.LoaderOptions(
                disableImageLoading: downloadImages.map { !$0.bool }, shouldRequestMultipleImages: multipleImages?.bool,
                mediaAspectRatio: aspectRatio, adChoicesPosition: adChoicesPosition)
        }
        var customNative: Scenario.CustomNativeSettings?
        if format == .customNative {
            customNative = Scenario.CustomNativeSettings(
                formatIDs: formatIds.map(Self.formatIDs) ?? ["10063170"],
                installedAppSchemes: installedApp)
        }
        return Scenario(
            format: format, adapterClassName: adapterClassName, parameter: parameter, credentials: request.credentials,
            isTestRequest: testRequest, adSize: adSize ?? format.profile.defaultAdSize,
            loaderOptions: options, customNative: customNative, request: request.request, mobileAds: request.mobileAds,
            script: steps)
    }
}

extension RecordCommand {
    /// `--loader-option`: `download-images=no,multiple-images=yes` (one image option),
    /// `aspect-ratio=landscape` or `ad-choices-position=topLeft`.
    static func parseLoaderOption(_ text: String) throws -> Scenario.LoaderOptions.Option {
        let quoted = "--loader-option \"\(text.escapingControlCharacters)\""
        var fields: [(key: String, value: String)] = []
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw ValidationError(
                    "\(quoted): write one option as download-images=yes|no and multiple-images=yes|no, aspect-ratio=RATIO or ad-choices-position=POSITION."
                )
            }
            let key = String(parts[0]).trimmingCharacters(in: .whitespaces)
            if fields.contains(where: { $0.key == key }) {
                throw ValidationError(
                    "\(quoted): \(key.escapingControlCharacters) is given twice; give each option as its own --loader-option.")
            }
            fields.append((key, String(parts[1]).trimmingCharacters(in: .whitespaces)))
        }
        func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ value: String, _ type: Choice.Type) throws -> Choice
        where Choice.RawValue == String {
            guard let choice = Choice(rawValue: value) else {
                throw ValidationError(
                    "\(quoted): \(key) takes \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(value.escapingControlCharacters)\"."
                )
            }
            return choice
        }
        let imageKeys = ["download-images", "multiple-images"]
        if fields.allSatisfy({ imageKeys.contains($0.key) }) {
            var download: YesNo?, multiple: YesNo?
            for (key, value) in fields {
                if key == "download-images" {
                    download = try choice(key, value, YesNo.self)
                } else {
                    multiple = try choice(key, value, YesNo.self)
                }
            }
            return .image(disableImageLoading: download.map { !$0.bool }, shouldRequestMultipleImages: multiple?.bool)
        }
        let known = imageKeys + ["aspect-ratio", "ad-choices-position"]
        if let unknown = fields.first(where: { !known.contains($0.key) }) {
            throw ValidationError(
                "\(quoted): \(unknown.key.escapingControlCharacters) is not a loader option field; it takes \(known.joined(separator: ", "))."
            )
        }
        guard fields.count == 1 else {
            throw ValidationError("\(quoted) gives more than one kind of option; give each as its own --loader-option.")
        }
        let (key, value) = fields[0]
        return key == "aspect-ratio"
            ? .media(try choice(key, value, MediaAspectRatio.self)) : .adView(try choice(key, value, AdChoicesPosition.self))
    }

    /// The banner sizes GMA names, as `--ad-size` takes them.
    static let namedSizes: [(name: String, size: AdSize)] = [
        ("banner", AdSizeBanner), ("largeBanner", AdSizeLargeBanner), ("mediumRectangle", AdSizeMediumRectangle),
        ("fullBanner", AdSizeFullBanner), ("leaderboard", AdSizeLeaderboard),
    ]

    /// `--ad-size`: a named size, or `WIDTHxHEIGHT` in whole points from 1 to 10,000.
    static func parseAdSize(_ text: String) throws -> Size {
        if let named = namedSizes.first(where: { $0.name == text }) { return Size(named.size.size) }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...10_000).contains(width), (1...10_000).contains(height)
        else {
            throw ValidationError(
                "--ad-size takes WIDTHxHEIGHT in points (e.g. 300x250) or one of \(namedSizes.map(\.name).joined(separator: ", ")).")
        }
        return Size(width: Double(width), height: Double(height))
    }

    /// The formats `--video` applies to with this tool's networks.
    static var videoFormats: String {
        let networks = CommandLineTool.current.registry.networks
        return CommandLineTool.current.formats.filter { format in networks.contains { $0.recording.videoApplies(to: format) } }
            .map(\.rawValue).joined(separator: ", ")
    }

    /// A refused `--upstream` as a refusal may show it: its scheme and host only, `…` for
    /// whatever else it held (a password, a path or a query may carry an API key, and a refusal
    /// goes to CI logs); a value that is no URL at all is not shown.
    static func shownWithoutSecrets(_ upstream: String) -> String {
        guard let components = URLComponents(string: upstream), let scheme = components.scheme, !scheme.isEmpty else {
            return "(a value that is not a URL, not shown: it may hold a secret)"
        }
        let host = components.host ?? ""
        let rest =
            components.user != nil || components.password != nil || components.port != nil || !components.path.isEmpty
            || components.query != nil || components.fragment != nil
        return "\(scheme)://\(host)\(rest ? "…" : "")".escapingControlCharacters
    }

    /// The networks `--upstream` applies to, for its help and its refusal.
    static var upstreamNetworks: String {
        let names = CommandLineTool.current.registry.networks.filter(\.recording.recordsUpstream).map { "the \($0.networkName)" }
        return names.isEmpty ? "none of this tool's networks" : names.joined(separator: ", ")
    }

    /// `--variant`'s help: each network's content variants.
    static var variantHelp: String {
        let named = CommandLineTool.current.registry.networks.filter { !$0.recording.variantNames.isEmpty }
        guard !named.isEmpty else { return "this tool's networks have none" }
        return named.map { network in
            let whose = network.name == HostAdServerPlugin.name ? "the host's ad server's (customNative)" : "the \(network.networkName)'s"
            return "\(whose): \(network.recording.variantNames.joined(separator: " or "))"
        }.joined(separator: "; ")
    }

    /// The most VAST wrappers `--wrappers` asks for: past any SDK's limit (VAST 4.2 recommends
    /// at least five), short of a chain that only measures the server.
    static let maximumWrappers = 10

    /// `--wrappers`' help: the formats of each network whose fills can come behind wrappers.
    static var wrapperFormats: String {
        let tool = CommandLineTool.current
        let named = tool.registry.networks.compactMap { network -> String? in
            let formats = tool.formats.filter(network.recording.wrappersApply(to:))
            return formats.isEmpty ? nil : "the \(network.networkName)'s \(formats.map(\.rawValue).joined(separator: ", "))"
        }
        return named.isEmpty ? "this tool's networks have none" : named.joined(separator: "; ")
    }

    /// `--answer`'s help: the answers of every network the tool knows.
    static var answerHelp: String {
        CommandLineTool.current.registry.networks.map { network in
            let whose = network.name == HostAdServerPlugin.name ? "for customNative the host's ad server's" : "the \(network.networkName)'s"
            return "\(whose) \(network.recording.answerNames.joined(separator: ", "))"
        }.joined(separator: "; ")
    }
}

extension NetworkPlugin {
    /// "the native formats (native, nativeLegacy, …)", or the formats listed.
    func videoFormatsPhrase(_ formats: [Scenario.Format]) -> String {
        let names = formats.map(\.rawValue).joined(separator: ", ")
        return formats.allSatisfy({ $0.isNative || $0 == .customNative }) ? "the native formats (\(names))" : names
    }

    /// `Sample network`: the SDK's name without "SDK".
    var networkName: String {
        sdkName.hasSuffix(" SDK") ? "\(sdkName.dropLast(4)) network" : "\(sdkName) network"
    }
}
