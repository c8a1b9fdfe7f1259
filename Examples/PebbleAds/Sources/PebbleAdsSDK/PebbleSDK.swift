/// The Pebble Ads SDK: its version, and the timings its ads follow.
public enum PebbleSDK {
    public static let version = "2.3.0"

    /// Where every Pebble ad takes the user when clicked.
    public static let clickURL = "https://pebble-ads.example/click"

    /// How long a banner stays on screen before it counts an impression, in milliseconds: one
    /// second for a static creative, two for a video one (the usual viewability rules).
    public static func impressionDelay(video: Bool) -> Int {
        video ? 2_000 : 1_000
    }

    /// How long a video interstitial plays, in milliseconds; it cannot be closed before.
    public static let videoDuration = 5_000
}
