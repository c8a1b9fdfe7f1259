/// `BigoAdError`: why a load or a show failed, with Bigo's code and message.
public final class BigoAdError {
    public let errorCode: Int32
    public let errorMsg: String

    public init(errorCode: Int32, errorMsg: String) {
        self.errorCode = errorCode
        self.errorMsg = errorMsg
    }
}
