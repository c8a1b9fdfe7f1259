/// The Osprey Ads SDK: its version, its ad server, and the timings its ads follow on the world's
/// clock.
public enum OspreySDK {
    public static let version = "1.0.0"

    /// The ad server's host; a recording routes it elsewhere with a `RoutedTransport`.
    public static let auctionHost = "ads.osprey.example"

    /// Where bid requests go (POST, OpenRTB 2.6 JSON): `https://ads.osprey.example/openrtb2/auction`.
    public static let auctionURL = "https://\(auctionHost)\(auctionPath)"

    static let auctionPath = "/openrtb2/auction"

    /// Milliseconds the SDK waits for the auction (the request's `tmax`); a later answer is ignored.
    public static let auctionTimeout = 1_500

    /// Milliseconds the SDK waits for each wrapper's VAST document before giving up (VAST error 301).
    public static let wrapperTimeout = 2_000

    /// Wrappers followed before the InLine; one more is VAST error 302.
    public static let maxWrapperDepth = 5

    /// The video containers the SDK plays (the request's `video.mimes`): a VAST ad with no
    /// `MediaFile` of one of these types is refused with VAST error 403.
    public static let videoMIMETypes = ["video/mp4"]

    /// The VAST versions the SDK reads (the request's `video.protocols`, OpenRTB 2.6 list
    /// "Creative Subtypes - Audio/Video"): 7 VAST 4.0, 8 its wrapper, 11 4.1, 12 its wrapper, 13
    /// 4.2, 14 its wrapper. An ad server answers the highest it writes.
    public static let vastProtocols = [7, 8, 11, 12, 13, 14]

    /// Seconds a bid stays usable when it states no `exp`.
    public static let defaultExpiry = 3_600

    /// The world time (ms) `seconds` after `time`: when a bid's `exp` or a VAST `Expires` runs
    /// out. An ad server may send any integer, so the sum saturates at `Int.min` and `Int.max`
    /// instead of trapping; whatever checks the SDK's expiry should read it with this same rule.
    ///
    /// ```swift
    /// OspreySDK.expiry(30, after: 250)        // 30_250
    /// OspreySDK.expiry(.max, after: 250)      // Int.max: never expires
    /// ```
    public static func expiry(_ seconds: Int, after time: Int) -> Int {
        let (milliseconds, overflowed) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflowed else { return seconds < 0 ? .min : .max }
        let (sum, past) = time.addingReportingOverflow(milliseconds)
        return past ? (milliseconds < 0 ? .min : .max) : sum
    }

    /// Milliseconds a banner or a registered native ad must be on screen before it counts an impression.
    public static let impressionDelay = 1_000
}
