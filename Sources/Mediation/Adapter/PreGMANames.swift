import AdWorld
import Synchronization

/// The members `Mediation` had before it took Google Mobile Ads' Swift shapes, names GMA never
/// had, kept as requirements so that an adapter still declaring one is refused instead of
/// silently ignored. (`setUp(with:completionHandler:)` taking any `Error` is GMA 12's own name,
/// a requirement of ``MediationAdapter``, and is not among them.)
///
/// Each had a default, so such an adapter compiled, and the host went on calling GMA's name: a
/// `var handlesUserClicks: Bool { true }` read as false. Swift 6.3 says nothing when a conforming
/// type declares a member that a protocol extension also declares, whether that member is
/// `@available(*, unavailable, renamed:)` or deprecated (a protocol requirement may be marked
/// unavailable only in an `@objc` protocol), and it warns of a near miss only for a method written
/// in the extension that declares the conformance. So the old names are requirements whose
/// defaults say they were reached, and `PreGMANames.refusal(of:)` names every one a type
/// declares itself; the host refuses the session with that sentence.
///
/// Removal plan: these are migration scaffolding for this project's own spellings before it
/// took GMA's (2026-11), not GMA's, and every adapter inherits them as requirements. They stay
/// through the 0.1 releases, where a refusal that names GMA's spelling is worth more than a
/// clean protocol; AdReplay 0.2.0 removes both protocols, their defaults and
/// ``PreGMANames``, with the three host calls of `refusal(of:)` (HostHarness, NativeHost,
/// LegacyNativeHost). An adapter still declaring an old name then compiles and is not asked
/// for it, as with any other extra member.
public protocol PreGMAAdapterNames: AnyObject {
    /// GMA: `setUp(with:completionHandler:)` whose handler takes any `Error`.
    static func setUp(with configuration: MediationServerConfiguration, completionHandler: @escaping (MediationError?) -> Void)
    /// GMA: `networkExtrasClass()`.
    static var networkExtrasClass: (any AdNetworkExtras.Type)? { get }
}

/// The native ad's members from before GMA's shapes (see ``PreGMAAdapterNames``).
public protocol PreGMANativeAdNames: AnyObject {
    /// GMA: `handlesUserClicks()`.
    var handlesUserClicks: Bool { get }
    /// GMA: `handlesUserImpressions()`.
    var handlesUserImpressions: Bool { get }
}

extension PreGMAAdapterNames {
    public static func setUp(with configuration: MediationServerConfiguration, completionHandler: @escaping (MediationError?) -> Void) {
        PreGMANames.reached(.setUpTakingMediationError)
    }

    public static var networkExtrasClass: (any AdNetworkExtras.Type)? {
        PreGMANames.reached(.networkExtrasClass)
        return nil
    }
}

extension PreGMANativeAdNames {
    public var handlesUserClicks: Bool {
        PreGMANames.reached(.handlesUserClicks)
        return false
    }

    public var handlesUserImpressions: Bool {
        PreGMANames.reached(.handlesUserImpressions)
        return false
    }
}

/// Finds the pre-GMA members a type declares itself.
public enum PreGMANames {
    /// One old member, and GMA's name for it.
    enum Member: CaseIterable {
        case setUpTakingMediationError, networkExtrasClass, handlesUserClicks, handlesUserImpressions

        var old: String {
            switch self {
            case .setUpTakingMediationError: "static func setUp(with:completionHandler:) taking a MediationError"
            case .networkExtrasClass: "static var networkExtrasClass"
            case .handlesUserClicks: "var handlesUserClicks: Bool"
            case .handlesUserImpressions: "var handlesUserImpressions: Bool"
            }
        }

        var gma: String {
            switch self {
            case .setUpTakingMediationError: "static func setUp(with:completionHandler:) taking any Error"
            case .networkExtrasClass: "static func networkExtrasClass()"
            case .handlesUserClicks: "func handlesUserClicks() -> Bool"
            case .handlesUserImpressions: "func handlesUserImpressions() -> Bool"
            }
        }
    }

    /// The defaults reached while one type is probed; one world runs on one thread at a time.
    final class Probe: @unchecked Sendable {
        var reached: Set<Member> = []
    }

    @TaskLocal static var probe: Probe?

    static func reached(_ member: Member) {
        probe?.reached.insert(member)
    }

    /// Calls each old member with `body`; the ones whose default was not reached are the type's own.
    /// The old members among `members` that the type `id` declares, learnt by calling each once
    /// with a probe bound (`body`): a default reached is a member not declared. The answer is the
    /// type's, so it is learnt once per type and process; every session asks it.
    private static func declared(by id: ObjectIdentifier, among members: [Member], _ body: () -> Void) -> [Member] {
        let key = Asked(type: id, members: members)
        if let known = declaredByType.withLock({ $0[key] }) { return known }
        let probe = Probe()
        $probe.withValue(probe, operation: body)
        let declared = members.filter { !probe.reached.contains($0) }
        declaredByType.withLock { $0[key] = declared }
        return declared
    }

    /// A type, and the members asked of it (a class may be both an adapter and a native ad).
    private struct Asked: Hashable {
        var type: ObjectIdentifier
        var members: [Member]
    }

    private static let declaredByType = Mutex<[Asked: [Member]]>([:])

    /// The sentence refusing an adapter class that declares an old member, or nil.
    ///
    /// The adapter's own old `setUp(with:completionHandler:)` taking a `MediationError`, if it has
    /// one, runs (with a completion handler that does nothing); call this only where adapter code
    /// may run.
    ///
    /// ```swift
    /// PreGMANames.refusal(of: OldAdapter.self)
    /// // "OldAdapter declares static var networkExtrasClass, which the host never uses (a name
    /// //  from before AdReplay took Google Mobile Ads' shapes); declare static func
    /// //  networkExtrasClass() as GMA does."
    /// ```
    public static func refusal(of adapter: any PreGMAAdapterNames.Type) -> String? {
        let members = declared(by: ObjectIdentifier(adapter), among: [.setUpTakingMediationError, .networkExtrasClass]) {
            let configuration = MediationServerConfiguration(credentials: [])
            adapter.setUp(with: configuration, completionHandler: { (_: MediationError?) in })
            _ = adapter.networkExtrasClass
        }
        return sentence(String(describing: adapter), members)
    }

    /// The sentence refusing a native ad (or legacy custom event) that declares an old member, or nil.
    public static func refusal(of ad: any PreGMANativeAdNames) -> String? {
        let members = declared(by: ObjectIdentifier(type(of: ad)), among: [.handlesUserClicks, .handlesUserImpressions]) {
            _ = ad.handlesUserClicks
            _ = ad.handlesUserImpressions
        }
        return sentence(String(describing: type(of: ad)), members)
    }

    private static func sentence(_ typeName: @autoclosure () -> String, _ members: [Member]) -> String? {
        guard !members.isEmpty else { return nil }
        let olds = list(members.map(\.old)), gmas = list(members.map(\.gma))
        return
            "\(typeName()) declares \(olds), which the host never uses (a name from before AdReplay took Google Mobile Ads' shapes); declare \(gmas) as GMA does."
    }

    /// "a", "a and b", "a, b and c", each name once.
    private static func list(_ names: [String]) -> String {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique.proseList
    }
}
