import AdWorld
import NeutralUI

// A deliberately small ad network SDK, its adapter and its plug-in, so the tests can prove that
// AdReplay records, replays and diffs a network the engine never heard of.

public enum TinyAnswer: Codable, Hashable, Sendable, CustomStringConvertible {
    case fill(text: String)
    case failure(code: Int)

    public var description: String {
        switch self {
        case .fill(let text): "fill \"\(text)\""
        case .failure(let code): "failure \(code)"
        }
    }
}

public struct TinyRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public var slot: String

    public init(slot: String) {
        self.slot = slot
    }

    public var description: String { "slot \(slot)" }
}

public enum TinyCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case didLoad
    case didFail(code: Int)
    case wasTapped

    public var description: String {
        switch self {
        case .didLoad: "tinyDidLoad"
        case .didFail(let code): "tinyDidFail(\(code))"
        case .wasTapped: "tinyWasTapped"
        }
    }
}

public enum TinyEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    case shown(text: String)
    /// Never performed: its labels are the timeline's own keys, to prove such a case still stores.
    case noted(at: Int, answer: String)

    public var description: String {
        switch self {
        case .shown(let text): "shows \"\(text)\""
        case .noted(let at, let answer): "noted \(answer) at \(at)"
        }
    }
}

public typealias TinySeamValue = SDKSeam<TinyRequest, TinyAnswer, TinyCallback, TinyEffect>

/// The Tiny SDK's seam in a world; its own network always fills after 100 ms.
public enum TinySeam: WorldKey {
    public static func defaultValue(in world: World) -> TinySeamValue {
        SDKSeam(network: TinyNetwork(.fill(text: "Tiny ad"), latency: 100))
    }
}

/// Answers every request the same way.
public final class TinyNetwork: AdNetwork {
    let reply: NetworkReply<TinyAnswer>

    public init(_ answer: TinyAnswer, latency: Int) {
        reply = NetworkReply(answer, latency: latency)
    }

    public func answer(_ request: TinyRequest) -> NetworkReply<TinyAnswer> { reply }
}

public protocol TinyBannerDelegate: AnyObject {
    func tinyBannerDidLoad(_ banner: TinyBanner)
    func tinyBanner(_ banner: TinyBanner, didFailWith code: Int)
    func tinyBannerWasTapped(_ banner: TinyBanner)
}

/// The Tiny SDK's one ad: a banner that shows its text and reports taps.
public final class TinyBanner: View {
    public weak var delegate: (any TinyBannerDelegate)?
    private let world = World.current ?? World()
    private let slot: String

    public init(slot: String) {
        self.slot = slot
        super.init(frame: Rect(width: 320, height: 50))
        addTapHandler { [weak self] in self?.tapped() }
    }

    private var seam: TinySeamValue { world[TinySeam.self] }

    public func load() {
        seam.fetch(TinyRequest(slot: slot), in: world) { [weak self] answer in
            guard let self else { return }
            switch answer {
            case .fill(let text):
                seam.perform(.shown(text: text), in: world)
                seam.call(delegate, .didLoad, in: world) { $0.tinyBannerDidLoad(self) }
            case .failure(let code):
                seam.call(delegate, .didFail(code: code), in: world) { $0.tinyBanner(self, didFailWith: code) }
            }
        }
    }

    private func tapped() {
        seam.call(delegate, .wasTapped, in: world) { $0.tinyBannerWasTapped(self) }
    }
}
