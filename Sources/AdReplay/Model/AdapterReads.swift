import Mediation

/// What an adapter read in one session of GMA's members — its configuration's and the SDK's
/// global state's (``ConfigurationMember``) — with the values each held when read, as text.
/// Members it never read are absent.
///
/// ```swift
/// let recording = try Recorder(registry: registry).record(scenario, name: "fill", network: .seeded(42))
/// recording.reads.members.map(\.member)   // [.adSize, .credentials, .isTestRequest]
/// recording.reads.values(of: .adSize)     // ["320×50"]
/// ```
public struct AdapterReads: Codable, Equatable, Sendable {
    /// One member read and its values, sorted.
    public struct Read: Codable, Equatable, Sendable {
        public var member: ConfigurationMember
        public var values: [String]

        public init(member: ConfigurationMember, values: [String]) {
            self.member = member
            self.values = values
        }
    }

    /// Each member read, in ``ConfigurationMember``'s order.
    public var members: [Read]

    public init(members: [Read] = []) {
        self.members = members.sorted { $0.member < $1.member }
    }

    /// What `log` noted.
    package init(_ log: ConfigurationReads) {
        self.init(members: log.values.map { Read(member: $0.key, values: $0.value) })
    }

    /// Whether the adapter read `member`.
    public func read(_ member: ConfigurationMember) -> Bool { members.contains { $0.member == member } }

    /// The values `member` was read with; empty when it was never read.
    public func values(of member: ConfigurationMember) -> [String] {
        members.first { $0.member == member }?.values ?? []
    }
}
