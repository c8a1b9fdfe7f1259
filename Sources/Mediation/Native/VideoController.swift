/// What the app can learn about a custom native ad's video.
///
/// GMA hands out a controller object; only ``hasVideoContent`` matters here, so it is a value.
public struct VideoController: Equatable, Sendable {
    /// Whether the ad has a video; exactly then it has a media view.
    public let hasVideoContent: Bool

    public init(hasVideoContent: Bool) {
        self.hasVideoContent = hasVideoContent
    }
}
