import Foundation

extension MediationError {
    /// The typed record of any `Error` an adapter hands the host, made once at the boundary.
    ///
    /// A ``MediationError`` is kept as it is. Anything else is read as the `NSError` it bridges
    /// to: its domain, code and every user-info entry, each value through
    /// ``MediationValueText/text(of:)`` (an unsupported value is recorded as a sentence, never
    /// dropped). A Swift error that is a `LocalizedError` contributes its description and failure
    /// reason when the user info has none.
    ///
    /// ```swift
    /// let error = NSError(domain: "com.example", code: 101, userInfo: ["description": "no fill"])
    /// MediationError(error)   // com.example 101, userInfo ["description": "no fill"]
    /// ```
    public init(_ error: any Error) {
        if let error = error as? MediationError {
            self = error
            return
        }
        let bridged = error as NSError
        var userInfo = MediationValueText.texts(of: bridged.userInfo)
        if let localized = error as? any LocalizedError {
            if userInfo[Self.localizedDescriptionKey] == nil, let text = localized.errorDescription {
                userInfo[Self.localizedDescriptionKey] = text
            }
            if userInfo[Self.localizedFailureReasonKey] == nil, let text = localized.failureReason {
                userInfo[Self.localizedFailureReasonKey] = text
            }
        }
        self.init(domain: Self.withoutAddress(bridged.domain), code: bridged.code, userInfo: userInfo)
    }

    /// A Swift error type declared `private` or inside a function bridges to a domain holding a
    /// memory address ("Module.(unknown context at $55e0c1a2).MyError"), different on every run;
    /// the address is dropped so that a recording replays.
    static func withoutAddress(_ domain: String) -> String {
        // Nearly every domain has no parenthesis at all: a byte scan spares Foundation's search.
        guard domain.utf8.contains(UInt8(ascii: "(")) else { return domain }
        var rest = Substring(domain), result = ""
        while let start = rest.range(of: "(unknown context at $") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: ").") else { return result + rest[start.lowerBound...] }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}

extension MediationError {
    /// `error` as the `NSError` GMA's host would hold: a ``MediationError`` with its own domain,
    /// code and user info (Swift's `as NSError` gives a struct's type name and code 1 instead),
    /// anything else as it bridges. For the package's own readers of adapter errors (the test kit).
    package static func nsError(_ error: any Error) -> NSError {
        guard let error = error as? MediationError else { return error as NSError }
        return NSError(domain: error.domain, code: error.code, userInfo: error.userInfo)
    }
}
