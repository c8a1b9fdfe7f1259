import Mediation
import NeutralUI

/// The configurations one recording's adapter should also be tried with, each as a ``Variant``:
/// the same adapter, script and network answer (the network's first fill, as ``Variants``'
/// `fill`), one configuration member changed — and only members the adapter read
/// (``AdapterReads``, from recording ``baseline(of:registry:)``): a variant of a member it never
/// reads could only record the same session.
///
/// Per member read, in ``ConfigurationMember``'s order, each value the recording does not have:
/// - `adSize` (banners): GMA's standard sizes, `size-banner` (320×50), `size-large-banner`,
///   `size-medium-rectangle`, `size-full-banner`, `size-leaderboard`, `size-skyscraper`, and
///   `size-anchored-adaptive`, the width and height of an anchored adaptive banner on the host's
///   390-point screen (390×59; a scenario holds no size flags, so the adapter sees a plain size);
/// - `isTestRequest`: `test-mode` or `test-mode-off`;
/// - `bidResponse`: `waterfall`, the line without its bid response and watermark (a bidding line
///   cannot be made from a waterfall one: its bid response comes from the network's server);
/// - `watermark`: `without-watermark`;
/// - `extras`: `extras-without-KEY` for each key the request carries;
/// - `childDirectedTreatment`: `child-directed-yes`, `-no`, `-unset`;
/// - `requestConfiguration`'s tags: `tag-for-child-directed-…`, `tag-for-under-age-of-consent-…`
///   (`yes`, `no`, `unset`), `age-restricted-treatment-…` (`unspecified`, `child`, `teen`),
///   `max-ad-content-rating-…` (`g`, `pg`, `t`, `ma`, `unset`);
/// - `MobileAds`: `muted` or `unmuted`; `volume-0`, `volume-0.5`, `volume-1`.
///
/// `credentials` and `testDeviceIdentifiers` are read but not varied: what other value they
/// could hold is the publisher's (``notVaried(reads:of:)`` says so).
///
/// ```swift
/// let baseline = try Variants.record(ConfigurationVariants.baseline(of: fixture, registry: registry), registry: registry)
/// ConfigurationVariants.of(fixture.scenario, reads: baseline.reads, registry: registry).map(\.name)
/// // ["size-large-banner", "size-medium-rectangle", …, "test-mode"] for the Sample banner adapter
/// ```
public enum ConfigurationVariants {
    /// The recording's own scenario on the network's first fill: what every variant is recorded
    /// on, and compared with.
    public static func baseline(of fixture: Fixture, registry: AdapterRegistry) -> Variant {
        let plugin = registry.network(of: fixture.scenario)
        let fill = Variants.kinds(for: fixture.scenario.format, network: plugin)[0]
        return Variant(
            name: fixture.name, summary: "the recording's configuration", scenario: fixture.scenario,
            network: fill.live(network: plugin.name))
    }

    /// The variants `reads` call for, in the order above.
    public static func of(_ scenario: Scenario, reads: AdapterReads, registry: AdapterRegistry) -> [Variant] {
        let plugin = registry.network(of: scenario)
        let network = Variants.kinds(for: scenario.format, network: plugin)[0].live(network: plugin.name)
        var taken = Set<String>()
        return reads.members.flatMap { changes(of: $0.member, in: scenario) }.map { change in
            // Two extras keys may make one slug (`a_b`, `a-b`): the later gets a number.
            var name = change.name
            var number = 2
            while !taken.insert(name).inserted {
                name = "\(change.name)-\(number)"
                number += 1
            }
            var changed = scenario
            change.apply(&changed)
            changed.request = changed.request.flatMap { $0.isEmpty ? nil : $0 }
            changed.mobileAds = changed.mobileAds.flatMap { $0.isEmpty ? nil : $0 }
            return Variant(name: name, summary: change.summary, scenario: changed, network: network)
        }
    }

    /// For each member `reads` holds that no variant changes, why: one line each,
    /// `credentials: the line's server-side settings are the publisher's; not varied`.
    public static func notVaried(reads: AdapterReads, of scenario: Scenario) -> [String] {
        reads.members.compactMap { read -> String? in
            guard changes(of: read.member, in: scenario).isEmpty else { return nil }
            let why =
                switch read.member {
                case .credentials: "the line's server-side settings are the publisher's"
                case .testDeviceIdentifiers: "the test devices are the publisher's"
                case .bidResponse: "a waterfall line has no bid response to vary (record a bidding line with record --bid-response)"
                case .watermark: "the line has no watermark to leave out"
                case .extras: "the request carries no extras to leave out (record with --extra KEY=VALUE)"
                case .adSize: "only banners have a size"
                default: "no other value applies"
                }
            return "\(read.member.rawValue): \(why); not varied"
        }
    }

    /// One changed member: the variant's name, its summary, and how it changes a scenario.
    struct Change {
        var name: String
        var summary: String
        var apply: (inout Scenario) -> Void
    }

    /// The standard sizes GMA names, then the adaptive one, as `size-NAME`.
    static let sizes: [(name: String, size: AdSize, what: String)] = [
        ("banner", AdSizeBanner, "GMA's banner"), ("large-banner", AdSizeLargeBanner, "GMA's large banner"),
        ("medium-rectangle", AdSizeMediumRectangle, "GMA's medium rectangle"), ("full-banner", AdSizeFullBanner, "GMA's full banner"),
        ("leaderboard", AdSizeLeaderboard, "GMA's leaderboard"), ("skyscraper", AdSizeSkyscraper, "GMA's skyscraper"),
        (
            "anchored-adaptive", portraitAnchoredAdaptiveBanner(width: HostScreen.portraitWidth),
            "the size of GMA's anchored adaptive banner on the host's \(Int(HostScreen.portraitWidth))-point screen (without its flag)"
        ),
    ]

    static func changes(of member: ConfigurationMember, in scenario: Scenario) -> [Change] {
        let request = scenario.request ?? MediationRequest()
        let settings = scenario.mobileAds ?? MobileAdsSettings()
        switch member {
        case .adSize:
            guard scenario.format == .banner else { return [] }
            let current = scenario.adSize ?? Size(width: 320, height: 50)
            return sizes.compactMap { entry in
                let size = Size(width: Double(entry.size.size.width), height: Double(entry.size.size.height))
                guard size != current else { return nil }
                return Change(name: "size-\(entry.name)", summary: "the banner asks for \(entry.what), \(size)") { $0.adSize = size }
            }
        case .isTestRequest:
            let test = !scenario.isTestRequest
            return [
                Change(name: test ? "test-mode" : "test-mode-off", summary: "isTestRequest is \(test ? "yes" : "no")") {
                    $0.isTestRequest = test
                }
            ]
        case .bidResponse:
            guard request.isBidding else { return [] }
            return [
                Change(name: "waterfall", summary: "the line is a waterfall line: no bid response, no watermark") {
                    $0.request?.bidResponse = nil
                    $0.request?.watermark = nil
                }
            ]
        case .watermark:
            guard request.watermark != nil else { return [] }
            return [
                Change(name: "without-watermark", summary: "the bid response comes without a watermark") { $0.request?.watermark = nil }
            ]
        case .extras:
            return (request.extras ?? [:]).keys.sorted().map { key in
                Change(name: "extras-without-\(slug(key))", summary: "the extras leave out \"\(key.escapingControlCharacters)\"") {
                    $0.request?.extras?[key] = nil
                    if $0.request?.extras?.isEmpty == true { $0.request?.extras = nil }
                }
            }
        case .childDirectedTreatment:
            return tags(request.childDirectedTreatment, name: "child-directed", member: member) { scenario, tag in
                var changed = scenario.request ?? MediationRequest()
                changed.childDirectedTreatment = tag
                scenario.request = changed
            }
        case .tagForChildDirectedTreatment:
            return tags(settings.tagForChildDirectedTreatment, name: "tag-for-child-directed", member: member) {
                set(\.tagForChildDirectedTreatment, $1, in: &$0)
            }
        case .tagForUnderAgeOfConsent:
            return tags(settings.tagForUnderAgeOfConsent, name: "tag-for-under-age-of-consent", member: member) {
                set(\.tagForUnderAgeOfConsent, $1, in: &$0)
            }
        case .ageRestrictedTreatment:
            let current = settings.ageRestrictedTreatment ?? .unspecified
            return AgeRestrictedTreatment.allCases.filter { $0 != current }.map { treatment in
                Change(name: "age-restricted-treatment-\(treatment.rawValue)", summary: "\(member.rawValue) is \(treatment.rawValue)") {
                    set(\.ageRestrictedTreatment, treatment == .unspecified ? nil : treatment, in: &$0)
                }
            }
        case .maxAdContentRating:
            let ratings: [String?] = [MaxAdContentRating.general, .parentalGuidance, .teen, .matureAudience].map(\.rawValue) + [nil]
            return ratings.filter { $0 != settings.maxAdContentRating }.map { rating in
                Change(
                    name: "max-ad-content-rating-\((rating ?? ConfigurationMember.unset).lowercased())",
                    summary: "\(member.rawValue) is \(rating ?? ConfigurationMember.unset)"
                ) { set(\.maxAdContentRating, rating, in: &$0) }
            }
        case .isApplicationMuted:
            let muted = !(settings.isApplicationMuted ?? false)
            return [
                Change(name: muted ? "muted" : "unmuted", summary: "\(member.rawValue) is \(muted ? "yes" : "no")") {
                    set(\.isApplicationMuted, muted ? true : nil, in: &$0)
                }
            ]
        case .applicationVolume:
            let current = settings.applicationVolume ?? 1
            return [0, 0.5, 1].filter { $0 != current }.map { volume in
                let text = volume == 0.5 ? "0.5" : String(Int(volume))
                return Change(name: "volume-\(text)", summary: "\(member.rawValue) is \(text)") {
                    set(\.applicationVolume, volume == 1 ? nil : volume, in: &$0)
                }
            }
        case .credentials, .testDeviceIdentifiers:
            return []
        }
    }

    /// A tag's other values (`yes`, `no`, `unset`), each a change named `NAME-VALUE`.
    private static func tags(
        _ current: Bool?, name: String, member: ConfigurationMember, set: @escaping (inout Scenario, Bool?) -> Void
    ) -> [Change] {
        let values: [Bool?] = [true, false, nil]
        return values.filter { $0 != current }.map { tag in
            let text = tag.map { $0 ? "yes" : "no" } ?? ConfigurationMember.unset
            return Change(name: "\(name)-\(text)", summary: "\(member.rawValue) is \(text)") { set(&$0, tag) }
        }
    }

    /// Sets one of `scenario`'s SDK settings (making them when it has none).
    private static func set<Value>(_ setting: WritableKeyPath<MobileAdsSettings, Value>, _ value: Value, in scenario: inout Scenario) {
        var settings = scenario.mobileAds ?? MobileAdsSettings()
        settings[keyPath: setting] = value
        scenario.mobileAds = settings
    }

    /// `app_id` → `app-id`: a key as a file name may hold it (letters, digits, `-`).
    static func slug(_ key: String) -> String {
        let kept = key.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let text = String(kept).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return text.isEmpty ? "key" : String(text.prefix(40))
    }
}
