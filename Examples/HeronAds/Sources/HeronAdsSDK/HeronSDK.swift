/// The Heron Ads SDK: its version, and the timings its ads follow on the world's clock.
public enum HeronSDK {
    public static let version = "4.1.0"

    /// Where every Heron ad takes the user when clicked.
    public static let clickURL = "https://heron-ads.example/click"

    /// How long a loaded rewarded ad stays usable, in milliseconds: shown later, it fails with
    /// ``HeronError/adExpired``.
    public static let rewardedExpiry = 60_000

    /// How long a rewarded video plays, in milliseconds. The reward comes at its end, and only
    /// then does the close button appear.
    public static let rewardedVideoDuration = 15_000

    /// How long a self-tracking native ad must stay registered to a view before it counts its
    /// impression, in milliseconds.
    public static let nativeImpressionDelay = 1_000

    /// How long a native ad's video plays, in milliseconds.
    public static let nativeVideoDuration = 8_000
}
