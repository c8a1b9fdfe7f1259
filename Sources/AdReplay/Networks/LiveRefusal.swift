/// A recording's network that can find, while the session runs, that what it met must not be
/// stored: a server that sent more than a fixture holds, or took longer than a recording may wait
/// (``SeamNetwork/liveNetwork(_:)`` returns one; `AdWorldHTTP`'s `AnswerBounds` says why).
///
/// After each answer the recording asks ``refusal``; once it is set, the session's recording fails
/// with it (one sentence naming the server) and no fixture is written, rather than storing the
/// failures the SDK met because the answers were cut short.
public protocol LiveRefusal: AnyObject {
    /// Why the recording must not be stored, or nil.
    var refusal: String? { get }
}
