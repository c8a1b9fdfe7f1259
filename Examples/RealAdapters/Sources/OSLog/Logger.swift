// A stand-in for Apple's OSLog, which Linux has none of: Google's Moloco adapter imports it
// (and uses nothing from it at the time of writing). `Logger` prints nothing: a log line of an
// adapter is no part of what a session records.

/// `Logger`: a subsystem's log.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() {
        self.init(subsystem: "", category: "")
    }

    public func debug(_ message: String) {}
    public func info(_ message: String) {}
    public func notice(_ message: String) {}
    public func warning(_ message: String) {}
    public func error(_ message: String) {}
    public func fault(_ message: String) {}
    public func log(_ message: String) {}
}
