import AdReplay
import Mediation
import SampleAdSDK

/// One answer of the network a recording could have met, ready to record: the recording's own
/// scenario (same adapter, same script) against a network forced to give that answer.
///
/// Made by ``Variants/of(_:path:)``; recorded by ``Variants/record(_:registry:)``.
///
/// ```swift
/// let variant = try Variants.of(fixture)[1]
/// variant.name      // "failure-unknown"
/// variant.summary   // "the network fails: unknown (1)"
/// ```
public struct Variant: Sendable {
    /// The file name's stem: `DIR/<name>.fixture.gz`, and the fixture's name.
    public var name: String
    /// What the network does, in one line.
    public var summary: String
    public var scenario: Scenario
    public var network: LiveNetwork
}

extension Variant {
    /// Which answer a variant gives. Each kind knows its name and, where ``LiveNetwork`` can force
    /// it, its network; a kind without one is left out of ``Variants/of(_:path:)`` until it can.
    enum Kind: Hashable, Sendable {
        /// A fill of a format without native assets.
        case fill
        /// A native fill from the Sample network. `video: false` is AdReplay's network variant:
        /// Google's Sample SDK always attaches a media view (fidelity B1).
        case nativeFill(SampleNativeVariant, video: Bool)
        case failure(SampleErrorCode)
        /// A custom native fill from the host's ad server.
        case hostFill(video: Bool)
        /// A failure of the host's ad server, with its code.
        case hostFailure(MediationError.HostCode)
        /// No ad unit in the request: the Sample SDK answers BadRequest before it asks the network.
        case missingAdUnit
        /// The fill, arriving ``Variants/lateAnswerDelay`` milliseconds after the request.
        case late

        /// The name, given whether the request asks for images to be downloaded (native only).
        func name(downloadsImages: Bool) -> String {
            switch self {
            case .fill: "fill"
            case .nativeFill(let variant, let video):
                "\(variant.rawValue)-video-\(video ? "yes" : "no")-\(downloadsImages ? "images" : "urls")"
            case .failure(let code): "failure-\(Self.kebab(String(describing: code)))"
            case .hostFill(let video): "fill-video-\(video ? "yes" : "no")"
            case .hostFailure(let code): "failure-\(Self.kebab(String(describing: code)))"
            case .missingAdUnit: "missing-ad-unit"
            case .late: "late-fill"
            }
        }

        func summary(downloadsImages: Bool) -> String {
            let images = downloadsImages ? "images downloaded" : "image URLs only (the request disables image loading)"
            switch self {
            case .fill: return "the network fills"
            case .nativeFill(let variant, true):
                return "the network fills with a \(variant.rawValue) ad with video (as Google's Sample SDK always does), \(images)"
            case .nativeFill(let variant, false):
                return "the network fills with a \(variant.rawValue) ad without video (AdReplay's no-video variant: Google's Sample SDK always attaches video), \(images)"
            case .failure(let code): return "the network fails: \(code) (\(code.rawValue))"
            case .hostFill(let video): return "the host's ad server fills, \(video ? "with" : "without") video"
            case .hostFailure(let code): return "the host's ad server fails: \(code) (\(code.rawValue))"
            case .missingAdUnit: return "the request has no ad unit"
            case .late: return "the network fills \(Variants.lateAnswerDelay) ms after the request"
            }
        }

        /// The network that gives this answer to `format`, or nil when the format cannot meet it
        /// (the host's ad server's answers are for custom native only, the Sample network's for
        /// the rest).
        func network(for format: Scenario.Format) -> LiveNetwork? {
            switch (self, format) {
            case (.missingAdUnit, .customNative): .seeded(0)
            case (.hostFill(let video), .customNative): .hostAnswer(.fill, video: video)
            case (.hostFailure(let code), .customNative): .hostAnswer(.failure(code))
            case (.late, .customNative): .hostAnswer(.fill, video: true, latency: Variants.lateAnswerDelay)
            case (_, .customNative), (.hostFill, _), (.hostFailure, _): nil
            case (.fill, _), (.missingAdUnit, _): .answer(.fill)
            case (.nativeFill(let variant, let video), _): .answer(.fill, video: video, variant: variant)
            case (.failure(let code), _): .answer(.failure(code))
            case (.late, _): .answer(SampleNetworkAnswer.fill.delayed(by: Variants.lateAnswerDelay))
            }
        }

        /// `noInventory` → `no-inventory`.
        private static func kebab(_ text: String) -> String {
            var result = ""
            for character in text {
                if character.isUppercase {
                    result += "-" + character.lowercased()
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }
}
