/// One answer of the network a recording could have met, ready to record: the recording's own
/// scenario (same adapter, same script) against a network forced to give that answer.
///
/// Made by ``Variants/of(_:registry:path:)``; recorded by ``Variants/record(_:registry:)``.
///
/// ```swift
/// let variant = try Variants.of(fixture, registry: registry)[1]
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
    /// Which answer a variant gives, in the words of the scenario's network plug-in.
    enum Kind: Hashable, Sendable {
        /// A fill: of one of the network's content variants (nil: the network's own), with video
        /// or without (nil: where video does not apply).
        case fill(variant: String?, video: Bool?)
        /// A failure the network answers, by its plug-in's name for it.
        case failure(String)
        /// No ad unit in the request: an SDK usually refuses before it asks the network.
        case missingAdUnit
        /// The first fill, arriving ``Variants/lateAnswerDelay`` milliseconds after the request.
        case late(Kind.Fill)

        struct Fill: Hashable, Sendable {
            var variant: String?
            var video: Bool?
        }

        /// The name, given whether the request asks for images to be downloaded (native only).
        func name(images: Bool?) -> String {
            switch self {
            case .fill(let variant, let video):
                var words = [variant ?? "fill"]
                if let video { words.append("video-\(video ? "yes" : "no")") }
                if let images { words.append(images ? "images" : "urls") }
                return words.joined(separator: "-")
            case .failure(let name): return "failure-\(Self.kebab(name))"
            case .missingAdUnit: return "missing-ad-unit"
            case .late: return "late-fill"
            }
        }

        func summary(images: Bool?, network plugin: any NetworkPlugin) -> String {
            let who = plugin.name == HostAdServerPlugin.name ? "the host's ad server" : "the network"
            let imagesText = images.map { $0 ? ", images downloaded" : ", image URLs only (the request disables image loading)" } ?? ""
            switch self {
            case .fill(let variant, let video):
                var text = "\(who) fills"
                if let variant { text += " with \(variant.withIndefiniteArticle) ad" }
                switch video {
                case true?: text += " with video"
                case false?: text += " without video" + (plugin.recording.noVideoNote.map { " \($0)" } ?? "")
                case nil: break
                }
                return text + imagesText
            case .failure(let name):
                let described = plugin.recording.describe(answer: name)
                let reason = described.range(of: "failure ").map { String(described[$0.upperBound...]) } ?? name
                return "\(who) fails: \(reason)"
            case .missingAdUnit: return "the request has no ad unit"
            case .late: return "\(who) fills \(Variants.lateAnswerDelay) ms after the request"
            }
        }

        /// How a recording forces this answer on `network`.
        func live(network: String) -> LiveNetwork {
            switch self {
            case .fill(let variant, let video): .answer("fill", network: network, video: video, variant: variant)
            case .failure(let name): .answer(name, network: network)
            case .missingAdUnit: .answer("fill", network: network)
            case .late(let fill):
                .answer("fill", network: network, video: fill.video, variant: fill.variant, latency: Variants.lateAnswerDelay)
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
