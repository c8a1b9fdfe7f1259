/// What a fixture reproduces when it is a bug report: a contract the adapter breaks, a crash, or
/// behaviour a person named wrong. A fixture that carries any replays `REPRODUCES` while the
/// adapter still does it and `FIXED` once it no longer does, instead of passing or differing
/// (``ReplayResult/Status``).
///
/// Stored (schema 3) as `"reproduces": [{"breach": "load completes exactly once", "ad": 2}]`,
/// `[{"crash": "SampleMediatedNativeAdSwift.swift:49", "function": "…", "message": "…"}]` or
/// `[{"behaviour": "the reward arrives twice"}]`.
public enum Reproduction: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The adapter breaks this mediation contract (as ``ContractRule`` names it), for the ad of
    /// load `ad` when one ad is to blame.
    case breach(rule: String, ad: Int?)
    /// The adapter traps at this site (``CrashSite``: `File.swift:49`, the function, the message,
    /// as much as the build that recorded it knew).
    case crash(site: CrashSite)
    /// The session as recorded is the bug, in the words of whoever marked it.
    case behaviour(String)

    public var description: String {
        switch self {
        case .breach(let rule, let ad): "breaks \(rule)" + (ad.map { " (ad \($0))" } ?? "")
        case .crash(let site): "crashes at \(site)"
        case .behaviour(let words): "does what was marked wrong: \(words)"
        }
    }

    /// A contract breach found while recording, as a reproduction.
    public init(_ breach: ContractBreach) {
        self = .breach(rule: "\(breach.rule)", ad: breach.ad)
    }

    /// Whether a replay that observed `breaches`, and ran the recorded session or not
    /// (`sameSession`: every entry, in order, and every request as recorded), still shows this
    /// bug. A marked behaviour is the recorded session itself. A crash never does here: a replay
    /// that returns did not crash (the command line tells a crash at the same site apart).
    func isReproduced(breaches: [ContractBreach], sameSession: Bool) -> Bool {
        switch self {
        case .breach(let rule, let ad):
            breaches.contains { "\($0.rule)" == rule && (ad == nil || $0.ad == ad) }
        case .crash:
            false
        case .behaviour:
            sameSession
        }
    }

    /// The crash bug report `fixture` holds that a process death described by `sentence`
    /// (`CrashSentence/from(stderr:termination:)`) reproduces, or nil: the report's, as it says
    /// it. Only a trap whose place or function is known counts: a death without one (a timeout,
    /// an exit, a signal from outside) is no evidence of the same bug, so it never reproduces
    /// one, and neither is AdReplay's own crash (``CrashSentence/isAdReplayFault(_:)``). The
    /// sites are compared on what both know (``CrashSite/isSame(as:)``), so a report recorded
    /// with a debug build reproduces with a release build, and the other way round.
    public static func crash(_ sentence: String, reproducedBy fixture: Fixture) -> Reproduction? {
        guard let site = CrashSentence.site(in: sentence) else { return nil }
        return fixture.reproduces.first {
            if case .crash(let recorded) = $0 { return recorded.isSame(as: site) }
            return false
        }
    }

    /// Whether this is a crash at a site the same as `site` (``CrashSite/isSame(as:)``).
    public func isCrash(at site: CrashSite) -> Bool {
        if case .crash(let mine) = self { return mine.isSame(as: site) }
        return false
    }

    /// What the adapter does now that it no longer shows this bug.
    var fixedSentence: String {
        switch self {
        case .breach(let rule, let ad): "no longer breaks \(rule)" + (ad.map { " (ad \($0))" } ?? "")
        case .crash(let site): "no longer crashes at \(site)"
        case .behaviour(let words): "no longer does what was marked wrong (\(words))"
        }
    }
}

extension Reproduction {
    var stored: JSONValue {
        switch self {
        case .breach(let rule, let ad):
            .object([.init(key: "breach", value: .string(rule))] + (ad.map { [.init(key: "ad", value: .int($0))] } ?? []))
        case .crash(let site):
            // `crash` says the site as every build since the first did (the place, else the
            // function); what else is known follows, so an older report reads as it always did.
            .object(
                [.init(key: "crash", value: .string(site.description))]
                    + (site.place == nil ? [] : site.function.map { [.init(key: "function", value: .string($0))] } ?? [])
                    + (site.message.map { [.init(key: "message", value: .string($0))] } ?? []))
        case .behaviour(let words): .object([.init(key: "behaviour", value: .string(words))])
        }
    }

    /// The most bugs one fixture may say it reproduces.
    static let limit = 1_000

    /// Rules renamed since a bug report could name them, by their stored name: a report of the old
    /// name is judged by the rule as it is now. "hasVideoContent iff a media view" also called an
    /// image ad with a media view a breach; GMA's media view shows such an ad's image, so a report
    /// of that half reads FIXED, and one of video content without a media view still reproduces.
    static let renamedRules = ["hasVideoContent iff a media view": "\(ContractRule.videoContentNeedsMediaView)"]

    /// Reads exactly one of `breach` (with an optional `ad` of 1 or more), `crash` (with an
    /// optional `function` when it names a place, and an optional `message`) or `behaviour`,
    /// each a non-empty string, and no other key: a mistyped bug report must not read as a fixed
    /// one.
    init(stored value: JSONValue) throws(FieldReader.Problem) {
        let fields = try FieldReader(value, what: "a reproduction")
        let kinds = ["breach", "crash", "behaviour"].filter(fields.contains)
        guard kinds.count == 1, let kind = kinds.first else {
            throw FieldReader.Problem(
                message:
                    "a reproduction names one of \"breach\", \"crash\" or \"behaviour\", not \(kinds.isEmpty ? "none" : kinds.joined(separator: " and "))"
            )
        }
        let allowed: Set<String> =
            switch kind {
            case "breach": ["breach", "ad"]
            case "crash": ["crash", "function", "message"]
            default: [kind]
            }
        if let stray = fields.members.first(where: { !allowed.contains($0.key) }) {
            throw FieldReader.Problem(message: "a \(kind) reproduction has no \"\(stray.key.escapingControlCharacters)\"")
        }
        let text = try fields.string(kind)
        guard !text.isEmpty else { throw FieldReader.Problem(message: "\"\(kind)\" is empty") }
        switch kind {
        case "breach":
            let ad = try fields.optionalInt("ad")
            if let ad, ad < 1 { throw FieldReader.Problem(message: "\"ad\" is \(ad), not a load number (1 or more)") }
            self = .breach(rule: Self.renamedRules[text] ?? text, ad: ad)
        case "crash": self = .crash(site: try Self.crashSite(text, fields))
        default: self = .behaviour(text)
        }
    }

    /// A crash's site from its stored fields: `crash` (a place, else a function), then what else
    /// the build knew.
    private static func crashSite(_ said: String, _ fields: FieldReader) throws(FieldReader.Problem) -> CrashSite {
        var site = CrashSite(said)
        for key in ["function", "message"] {
            guard let value = try fields.optionalString(key) else { continue }
            guard !value.isEmpty else { throw FieldReader.Problem(message: "\"\(key)\" is empty") }
            if key == "function" {
                guard site.place != nil else {
                    throw FieldReader.Problem(message: "\"function\" is given with \"crash\" naming no place (File.swift:49)")
                }
                site.function = value
            } else {
                site.message = value
            }
        }
        return site
    }
}
