/// A mediation contract the adapter broke, whatever the golden file says.
///
/// ```swift
/// breach.description
/// // "ad 2: no host event after a failed load at host event #4 (2000 ms): reportClick after its load failed"
/// ```
public struct ContractBreach: Equatable, Sendable, CustomStringConvertible {
    public var rule: ContractRule
    /// The ad that broke it, numbered by load (1 for the session's first load); nil when no one
    /// ad is to blame.
    public var ad: Int?
    /// Index into the host events, when one event is to blame.
    public var index: Int?
    public var time: Int?
    public var detail: String

    public init(rule: ContractRule, ad: Int? = nil, index: Int?, time: Int?, detail: String) {
        self.rule = rule
        self.ad = ad
        self.index = index
        self.time = time
        self.detail = detail
    }

    public var description: String {
        let who = ad.map { "ad \($0): " } ?? ""
        let place = index.map { " at host event #\($0)" } ?? ""
        let when = time.map { " (\($0) ms)" } ?? ""
        return "\(who)\(rule)\(place)\(when): \(detail)"
    }
}
