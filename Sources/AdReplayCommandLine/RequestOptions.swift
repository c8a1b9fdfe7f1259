import AdReplay
import ArgumentParser
import Foundation
import Mediation

extension AgeRestrictedTreatment: ExpressibleByArgument {}

/// `record`'s options for what else the app's request carries, handed to the adapter through
/// GMA's configuration members and stored in the fixture's scenario only when given.
struct RequestOptions: ParsableArguments {
    @Option(help: "The bid response of a bidding line (the adapter reads adConfiguration.bidResponse).")
    var bidResponse: String?

    @Option(
        help: ArgumentHelp(
            "An extra the app registers, KEY=VALUE (repeatable; the adapter reads adConfiguration.extras).",
            valueName: "key=value"),
        transform: RequestOptions.parseExtra)
    var extra: [Extra] = []

    @Option(
        help: ArgumentHelp(
            "A server-side setting of the line beside its parameter, KEY=VALUE (repeatable; the adapter reads adConfiguration.credentials.settings[KEY] and its set-up's configuration).",
            valueName: "key=value"),
        transform: RequestOptions.parseCredential)
    var credential: [Extra] = []

    @Option(
        help: ArgumentHelp(
            "The watermark a bidding load gets beside its bid response, as base64 text (the adapter reads adConfiguration.watermark).",
            valueName: "base64"))
    var watermark: String?

    @Option(help: "The app's child-directed tag, yes or no (the adapter reads adConfiguration.childDirectedTreatment; default: unset).")
    var childDirected: YesNo?

    @Option(
        help: "The SDK's tagForChildDirectedTreatment, yes or no (the adapter reads MobileAds.shared.requestConfiguration; default: unset)."
    )
    var tagForChildDirected: YesNo?

    @Option(help: "The SDK's tagForUnderAgeOfConsent, yes or no (MobileAds.shared.requestConfiguration; default: unset).")
    var tagForUnderAgeOfConsent: YesNo?

    @Option(
        help: "The SDK's ageRestrictedTreatment: unspecified, child or teen (MobileAds.shared.requestConfiguration; default: unspecified).")
    var ageRestrictedTreatment: AgeRestrictedTreatment?

    @Option(help: "The SDK's maxAdContentRating: G, PG, T or MA (MobileAds.shared.requestConfiguration; default: unset).")
    var maxAdContentRating: String?

    @Option(
        help: ArgumentHelp(
            "A test device identifier the app registered (repeatable; MobileAds.shared.requestConfiguration.testDeviceIdentifiers).",
            valueName: "identifier"))
    var testDevice: [String] = []

    @Option(help: "Whether the app muted its audio, yes or no (the adapter reads MobileAds.shared.isApplicationMuted; default: no).")
    var applicationMuted: YesNo?

    // Unconditional: `--application-volume -1` is a value to refuse with its range, not a missing value.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The app's volume, 0 to 1 (MobileAds.shared.applicationVolume; default: 1).", valueName: "volume"))
    var applicationVolume: Double?

    struct Extra {
        let key: String
        let value: String
    }

    static func parseCredential(_ text: String) throws -> Extra {
        try pair(text, option: "--credential", example: "application_id=1234")
    }

    static func parseExtra(_ text: String) throws -> Extra {
        try pair(text, option: "--extra", example: "placement=home")
    }

    /// `KEY=VALUE` (the value may hold `=`), or the sentence saying what `option` takes.
    private static func pair(_ text: String, option: String, example: String) throws -> Extra {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw ValidationError("\(option) takes KEY=VALUE, e.g. \(example), not \"\(text.escapingControlCharacters)\".")
        }
        return Extra(key: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }

    /// Refuses a key given twice to `option`.
    private static func refuseRepeatedKeys(_ pairs: [Extra], option: String) throws {
        var seen: Set<String> = []
        for pair in pairs where !seen.insert(pair.key).inserted {
            throw ValidationError("\(option) \(pair.key.escapingControlCharacters) is given twice; give each key once.")
        }
    }

    func validate() throws {
        if let watermark, Data(base64Encoded: watermark) == nil {
            throw ValidationError("--watermark takes base64 text (e.g. aGVsbG8=), not \"\(watermark.escapingControlCharacters)\".")
        }
        if let maxAdContentRating, !MobileAdsSettings.maxAdContentRatings.contains(maxAdContentRating) {
            throw ValidationError("--max-ad-content-rating takes G, PG, T or MA, not \"\(maxAdContentRating.escapingControlCharacters)\".")
        }
        if let applicationVolume, !(0...1).contains(applicationVolume) {
            throw ValidationError("--application-volume takes a number from 0 to 1, not \(applicationVolume).")
        }
        try Self.refuseRepeatedKeys(extra, option: "--extra")
        try Self.refuseRepeatedKeys(credential, option: "--credential")
        if credential.contains(where: { $0.key == "parameter" }) {
            throw ValidationError("--credential parameter=… is the line's parameter: give it as --parameter.")
        }
    }

    /// The request the options describe, or nil when none was given (the fixture then stores none).
    var request: MediationRequest? {
        guard bidResponse != nil || watermark != nil || !extra.isEmpty || childDirected != nil else { return nil }
        return MediationRequest(
            bidResponse: bidResponse, watermark: watermark,
            extras: extra.isEmpty ? nil : Dictionary(uniqueKeysWithValues: extra.map { ($0.key, $0.value) }),
            childDirectedTreatment: childDirected?.bool)
    }

    /// The line's settings beside its parameter, or nil when none was given.
    var credentials: [String: String]? {
        credential.isEmpty ? nil : Dictionary(uniqueKeysWithValues: credential.map { ($0.key, $0.value) })
    }

    /// What the app set on the SDK, or nil when none of it was given (the fixture then stores none).
    var mobileAds: MobileAdsSettings? {
        let settings = MobileAdsSettings(
            tagForChildDirectedTreatment: tagForChildDirected?.bool, tagForUnderAgeOfConsent: tagForUnderAgeOfConsent?.bool,
            ageRestrictedTreatment: ageRestrictedTreatment, maxAdContentRating: maxAdContentRating,
            testDeviceIdentifiers: testDevice.isEmpty ? nil : testDevice, isApplicationMuted: applicationMuted?.bool,
            applicationVolume: applicationVolume)
        return settings.isEmpty ? nil : settings
    }
}
