import Foundation
import Testing

@testable import AdWorld

/// A stand-in's server as the kit builds it from a description: seeded, always, overriding.
private enum ToyNetwork: StandInNetwork {
    typealias Request = String
    typealias Answer = StandInAnswer<String>
    typealias Callback = String

    static let defaultLatency = 40
    static let clickURL = "https://toy.example/click"
    static let failures = [StandInFailure("noFill", 2, "No fill."), StandInFailure("timeout", 3, "Timed out.")]
    static let logPrefix = "[Toy] "

    static func reply(overriding request: String, latency: Int) -> NetworkReply<Answer>? {
        request.isEmpty ? NetworkReply(.failure(code: 9, message: "empty"), latency: 0) : nil
    }

    static func draw(for request: String, with generator: inout SeededGenerator) -> Answer {
        generator.draw(below: 2) == 0
            ? .fill("\(request) \(generator.draw(below: 100))") : failure(named: "noFill") ?? .failure(code: 0, message: "")
    }
}

/// Hears the effects a seam is told of.
private final class EffectLog: SDKObserver {
    let heard: (StandInEffect) -> Void
    init(_ heard: @escaping (StandInEffect) -> Void) { self.heard = heard }
    func sdk(exchanged request: String, answer: StandInAnswer<String>, requestedAt: Int, answeredAt: Int) {}
    func sdk(called callback: String, at time: Int) {}
    func sdk(performed effect: StandInEffect, at time: Int) { heard(effect) }
}

/// A stand-in's callbacks, named after the delegate methods.
private enum ToyCallback: StandInCallback, Codable, CustomStringConvertible {
    case bannerDidLoad
    case bannerDidFail(code: Int)

    var description: String {
        switch self {
        case .bannerDidFail(let code): "banner(didFailWithError: \(code))"
        default: name
        }
    }
}

@Suite struct StandInNetworkTests {
    @Test func failureNamed_isTheTablesEntry_andNilForAnotherName() {
        #expect(ToyNetwork.failure(named: "timeout") == .failure(code: 3, message: "Timed out."))
        #expect(ToyNetwork.failure(named: "fill") == nil)
    }

    @Test func seeded_givesTheSameAnswersForTheSameSeed_atTheDefaultLatency() {
        let first = ToyNetwork.seeded(7)
        let second = ToyNetwork.seeded(7)
        let answers = (0..<20).map { first.answer("ad \($0)") }
        #expect(answers == (0..<20).map { second.answer("ad \($0)") })
        #expect(answers.allSatisfy { $0.latency == 40 })
        #expect(Set(answers.map { if case .fill = $0.answer { "fill" } else { "failure" } }) == ["fill", "failure"])
    }

    @Test func always_givesItsAnswer_butTheOverridingReplyWins() {
        let server = ToyNetwork.always(.fill("house ad"), latency: 5)
        #expect(server.answer("a") == NetworkReply(.fill("house ad"), latency: 5))
        #expect(server.answer("") == NetworkReply(.failure(code: 9, message: "empty"), latency: 0))
    }

    @Test func theSeam_startsSeeded_andTheContextRoutesThroughIt() {
        let world = World()
        let context = world.run { StandInContext<ToyNetwork>(for: "Toy") }
        var loaded: [String] = []
        var failed: [Int] = []
        world[StandInSeam<ToyNetwork>.self].network = ToyNetwork.always(.fill("x"), latency: 0)
        world.run {
            context.load("a") {
                loaded.append($0)
            } failed: { code, _ in
                failed.append(code)
            }
            context.load("") {
                loaded.append($0)
            } failed: { code, _ in
                failed.append(code)
            }
        }
        #expect(loaded == ["x"])
        #expect(failed == [9])
    }

    @Test func answersAndEffects_areStoredUnderTheirFixtureKeys() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        #expect(try json(StandInAnswer<String>.fill("x")) == #"{"fill":{"creative":"x"}}"#)
        #expect(try json(StandInEffect.log("hi")) == #"{"log":{"line":"hi"}}"#)
        #expect(try json(StandInEffect.presented("Ad")) == #"{"presented":{"screen":"Ad"}}"#)
        #expect(try json(StandInEffect.presented("Ad", from: "app")) == #"{"presented":{"from":"app","screen":"Ad"}}"#)
        #expect(try json(StandInEffect.openedURL("u")) == #"{"openedURL":{"url":"u"}}"#)
        #expect(StandInEffect.presented("Ad", from: "app screen").description == "present Ad from app screen")
        #expect(StandInAnswer<String>.failure(code: 2, message: "No fill.").description == #"failure 2 "No fill.""#)
    }

    @Test func aCallbacksName_isItsCase_withOrWithoutAPayload() {
        #expect(ToyCallback.bannerDidLoad.name == "bannerDidLoad")
        #expect(ToyCallback.bannerDidFail(code: 3).name == "bannerDidFail")
        #expect(ToyCallback.bannerDidFail(code: 3).description == "banner(didFailWithError: 3)")
        #expect(ToyCallback.bannerDidLoad.description == "bannerDidLoad")
    }

    @Test func aLoad_keepsTheCreative_andFailsWithTheSDKsError() {
        let world = World()
        world[StandInSeam<ToyNetwork>.self].network = ToyNetwork.always(.failure(code: 2, message: "No fill."), latency: 0)
        let loading = world.run { StandInLoad<ToyNetwork, String>(for: "ToyLoader") }
        var errors: [NSError] = []
        world.run {
            loading.load("a", log: "Loading a") { _ in
            } failed: { _, error in
                errors.append(error)
            }
        }
        #expect(!loading.isLoaded)
        #expect(errors.map(\.domain) == ["ToyNetwork"] && errors.map(\.code) == [2] && errors.map(\.localizedDescription) == ["No fill."])
        world[StandInSeam<ToyNetwork>.self].network = ToyNetwork.always(.fill("house ad"), latency: 0)
        var loaded: [String] = []
        world.run {
            loading.load("b") {
                loaded.append($0)
            } failed: { _, _ in
            }
        }
        #expect(loaded == ["house ad"] && loading.creative == "house ad" && loading.isLoaded)
    }

    /// A creative the SDK reports loaded twice is handed on twice (and kept once); `discard`
    /// lets it go.
    @Test func aLoad_handsOnACreativeLoadedTwiceTwice_andDiscardLetsItGo() {
        struct Twice: Codable, Hashable, Sendable, CustomStringConvertible, StandInLoadedTwice {
            var loadedTwice: Bool?
            var description: String { "twice" }
        }
        enum TwiceNetwork: StandInNetwork {
            typealias Request = String
            typealias Answer = StandInAnswer<Twice>
            typealias Callback = String
            static let defaultLatency = 0
            static let clickURL = "https://twice.example/click"
            static let failures: [StandInFailure] = []
            static func draw(for request: String, with generator: inout SeededGenerator) -> Answer { .fill(Twice()) }
        }
        let world = World()
        world[StandInSeam<TwiceNetwork>.self].network = TwiceNetwork.always(.fill(Twice(loadedTwice: true)), latency: 0)
        let loading = world.run { StandInLoad<TwiceNetwork, Twice>(for: "TwiceLoader") }
        var loaded = 0
        world.run {
            loading.load("a") { _ in
                loaded += 1
            } failed: { _, _ in
            }
        }
        #expect(loaded == 2 && loading.isLoaded)
        #expect(Twice(loadedTwice: nil).timesLoaded == 1 && Twice(loadedTwice: true).timesLoaded == 2)
        loading.discard()
        #expect(!loading.isLoaded && loading.creative == nil)
    }

    /// One SDK object per world, made inside it on first use; another world has its own.
    @Test func aSharedObject_isOnePerWorld_madeInsideIt() {
        final class ToySDK {
            let world = World.current
        }
        let first = World(), second = World()
        let one = first.run { StandInShared.current { ToySDK() } }
        #expect(first.run { StandInShared.current { ToySDK() } } === one && one.world === first)
        #expect(second.run { StandInShared.current { ToySDK() } } !== one)
        #expect(StandInShared.current { ToySDK() }.world?.isDetached == true)
    }

    @Test func aFormat_isDescribedByItsRawValue() {
        enum ToyFormat: String, StandInFormat { case banner, rewardVideo }
        #expect(ToyFormat.rewardVideo.description == "rewardVideo" && ToyFormat.allCases == [.banner, .rewardVideo])
    }

    @Test func aLog_startsWithTheNetworksPrefix() {
        let world = World()
        var lines: [StandInEffect] = []
        world[StandInSeam<ToyNetwork>.self].observer = EffectLog { lines.append($0) }
        world.run { StandInContext<ToyNetwork>(for: "Toy").log("Loading a") }
        #expect(lines == [.log("[Toy] Loading a")])
    }
}
