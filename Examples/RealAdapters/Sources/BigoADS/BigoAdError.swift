/// `BigoAdError`: why a load or a show failed, with Bigo's code and message.
public final class BigoAdError {
    public let errorCode: Int32
    /// A finer code under `errorCode`, as the initialiser takes it; the stand-in's own failures
    /// give 0. Internal: neither Google's adapter nor its suite reads it.
    let subErrorCode: Int32
    public let errorMsg: String

    /// The initialiser Google's Bigo suite makes errors with
    /// (`BigoAdError(errorCode: 12345, subErrorCode: 67890, errorMsg: "Ad failed to load.")`).
    public init(errorCode: Int32, subErrorCode: Int32, errorMsg: String) {
        self.errorCode = errorCode
        self.subErrorCode = subErrorCode
        self.errorMsg = errorMsg
    }

    public convenience init(errorCode: Int32, errorMsg: String) {
        self.init(errorCode: errorCode, subErrorCode: 0, errorMsg: errorMsg)
    }
}
