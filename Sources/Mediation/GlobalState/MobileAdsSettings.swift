/// What an app set on the Google Mobile Ads SDK before loading, as a scenario states it: the
/// request configuration's tags, the app's volume. The host applies it to ``MobileAds/shared``
/// at the start of each session; a fixture stores it only when the scenario sets any of it
/// (`record --tag-for-child-directed yes`, `--age-restricted-treatment child`, …), and `inspect`
/// shows it.
public struct MobileAdsSettings: Codable, Equatable, Hashable, Sendable {
    /// `requestConfiguration.tagForChildDirectedTreatment`: true or false when the app set it.
    public var tagForChildDirectedTreatment: Bool?
    /// `requestConfiguration.tagForUnderAgeOfConsent`: true or false when the app set it.
    public var tagForUnderAgeOfConsent: Bool?
    /// `requestConfiguration.ageRestrictedTreatment`; unspecified when nil.
    public var ageRestrictedTreatment: AgeRestrictedTreatment?
    /// `requestConfiguration.maxAdContentRating` (`"G"`, `"PG"`, `"T"`, `"MA"`); nil when unset.
    public var maxAdContentRating: String?
    /// `requestConfiguration.testDeviceIdentifiers`; nil when unset.
    public var testDeviceIdentifiers: [String]?
    /// `isApplicationMuted`; false when nil.
    public var isApplicationMuted: Bool?
    /// `applicationVolume`, 0 to 1; 1 when nil.
    public var applicationVolume: Double?

    public init(
        tagForChildDirectedTreatment: Bool? = nil, tagForUnderAgeOfConsent: Bool? = nil,
        ageRestrictedTreatment: AgeRestrictedTreatment? = nil, maxAdContentRating: String? = nil,
        testDeviceIdentifiers: [String]? = nil, isApplicationMuted: Bool? = nil, applicationVolume: Double? = nil
    ) {
        self.tagForChildDirectedTreatment = tagForChildDirectedTreatment
        self.tagForUnderAgeOfConsent = tagForUnderAgeOfConsent
        self.ageRestrictedTreatment = ageRestrictedTreatment
        self.maxAdContentRating = maxAdContentRating
        self.testDeviceIdentifiers = testDeviceIdentifiers
        self.isApplicationMuted = isApplicationMuted
        self.applicationVolume = applicationVolume
    }

    /// Whether the app set none of it.
    public var isEmpty: Bool { self == MobileAdsSettings() }
}

/// How the app asked ads to treat its users' age, GMA 12's `AgeRestrictedTreatment`
/// (`GADAgeRestrictedTreatment`).
public enum AgeRestrictedTreatment: String, Codable, Hashable, Sendable, CaseIterable {
    case unspecified, child, teen
}
