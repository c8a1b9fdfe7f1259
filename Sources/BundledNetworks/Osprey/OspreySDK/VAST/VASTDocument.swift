/// A VAST 4.x response, the markup of a video bid or the answer to a wrapper's tag URI: its ads
/// (each an InLine or a Wrapper) and the `Error` URLs a no-ad response carries at its root.
///
/// Only what a player needs to play an ad and fire its trackers is kept; the URLs are as written,
/// macros unreplaced.
///
/// ```swift
/// let vast = try VASTDocument.parse(Data(xml.utf8))
/// if case .wrapper(let wrapper) = vast.ads.first { wrapper.adTagURI }   // "https://ads.osprey.example/vast/next"
/// ```
public struct VASTDocument: Codable, Hashable, Sendable {
    public var version: String?
    public var ads: [VASTAd]
    /// Root-level `Error` URLs: fired when the response has no ad.
    public var errors: [String]

    public init(version: String?, ads: [VASTAd], errors: [String] = []) {
        self.version = version
        self.ads = ads
        self.errors = errors
    }
}

/// One `Ad` of a VAST response.
public enum VASTAd: Codable, Hashable, Sendable {
    case inLine(VASTInLine)
    case wrapper(VASTWrapper)
}

/// An ad with its creative: what plays, and the trackers at this last level of a wrapper chain.
public struct VASTInLine: Codable, Hashable, Sendable {
    public var id: String?
    public var adSystem: String?
    public var adTitle: String?
    public var impressions: [String]
    public var errors: [String]
    /// Seconds after the request for this document that the ad may no longer play.
    public var expires: Int?
    /// The first linear creative; nil when the ad has none.
    public var linear: VASTLinear?
    /// True when a creative holds `NonLinearAds` (which the SDK does not play); optional so that
    /// a `VASTInLine` encoded before it existed still decodes.
    public var hasNonLinear: Bool?

    public init(
        id: String? = nil, adSystem: String? = nil, adTitle: String? = nil, impressions: [String], errors: [String] = [],
        expires: Int? = nil, linear: VASTLinear?
    ) {
        self.id = id
        self.adSystem = adSystem
        self.adTitle = adTitle
        self.impressions = impressions
        self.errors = errors
        self.expires = expires
        self.linear = linear
    }
}

/// A redirect to another VAST document, with trackers of its own that fire with the ad's.
public struct VASTWrapper: Codable, Hashable, Sendable {
    public var id: String?
    public var adTagURI: String
    public var impressions: [String]
    public var errors: [String]
    /// The wrapper's own tracking and click tracking; it has no media or duration.
    public var linear: VASTLinear?
    /// `followAdditionalWrappers`: false when the document it leads to may not be a Wrapper.
    public var followAdditionalWrappers: Bool?

    public init(id: String? = nil, adTagURI: String, impressions: [String], errors: [String] = [], linear: VASTLinear? = nil) {
        self.id = id
        self.adTagURI = adTagURI
        self.impressions = impressions
        self.errors = errors
        self.linear = linear
    }
}

/// A linear (video) creative.
public struct VASTLinear: Codable, Hashable, Sendable {
    /// Milliseconds, from `Duration` (`HH:MM:SS` or `HH:MM:SS.mmm`); nil in a wrapper, or when
    /// the text is not a time (then ``durationText`` holds it).
    public var duration: Int?
    /// The `Duration` text when it is not a time.
    public var durationText: String?
    /// `skipoffset`, as written.
    public var skipOffset: String?
    public var trackingEvents: [VASTTracking]
    public var clickThrough: String?
    public var clickTracking: [String]
    public var mediaFiles: [VASTMediaFile]

    public init(
        duration: Int? = nil, trackingEvents: [VASTTracking] = [], clickThrough: String? = nil,
        clickTracking: [String] = [], mediaFiles: [VASTMediaFile] = []
    ) {
        self.duration = duration
        self.trackingEvents = trackingEvents
        self.clickThrough = clickThrough
        self.clickTracking = clickTracking
        self.mediaFiles = mediaFiles
    }

    /// The tracking events the SDK fires: the quartiles.
    public static let playedEvents: Set<String> = ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]

    /// What the SDK does not do with this creative, for its log: a skip offset (the SDK shows no
    /// skip button), and each tracking event it never fires (`progress`, `skip`, `loaded`,
    /// `creativeView`, `closeLinear`, `mute`, …), once each, in document order.
    public var ignoredFeatures: [String] {
        var found: [String] = skipOffset.map { ["skipoffset \"\($0)\""] } ?? []
        var seen = Set<String>()
        for tracking in trackingEvents where !Self.playedEvents.contains(tracking.event) && seen.insert(tracking.event).inserted {
            found.append("the \(tracking.event) tracker")
        }
        return found
    }

    /// The URLs tracking `event` ("start", "firstQuartile", …), in document order.
    public func urls(for event: String) -> [String] {
        trackingEvents.filter { $0.event == event }.map(\.url)
    }
}

/// One `Tracking` element: the event it tracks and the URL to fire.
public struct VASTTracking: Codable, Hashable, Sendable {
    public var event: String
    public var url: String
    public init(event: String, url: String) { self.event = event; self.url = url }
}

public struct VASTMediaFile: Codable, Hashable, Sendable {
    public var url: String
    public var type: String?
    public var delivery: String?
    public var width: Int?
    public var height: Int?

    public init(url: String, type: String? = nil, delivery: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.type = type
        self.delivery = delivery
        self.width = width
        self.height = height
    }
}
