import AdReplay
import AdReplayOsprey
import Foundation
import Testing

/// `swift test` records from the loopback ad server, which each recording starts on 127.0.0.1
/// and stops when its session ends, and replays with no server: for every format the adapter
/// serves, the recording made now is the committed fixture byte for byte.
@Suite struct LoopbackRecordingTests {
    /// (fixture, the answer it was recorded with), one or more per format.
    static let cases: [(String, LiveNetwork)] = [
        ("banner/fill", .answer("fill")), ("banner/no-bid", .answer("noBid")), ("banner/timeout", .answer("timeout")),
        ("interstitial/fill", .answer("fill")), ("interstitial/wrapper-loop", .answer("wrapperLoop")),
        ("interstitial/expired", .answer("expired")), ("rewarded/fill", .answer("fill")), ("rewarded/seeded-2", .seeded(2)),
        ("native/fill", .answer("fill")),
        // The deepest chain the SDK follows, and one wrapper past it (error 302).
        ("interstitial/wrappers-5", .answer("fill", wrappers: 5)), ("interstitial/wrappers-6", .answer("fill", wrappers: 6)),
        ("rewarded/wrappers-5", .answer("fill", wrappers: 5)),
        // A native fill's assets reversed, without types, with every id twice: the ad is the same.
        ("native/reversed", .answer("fill", variant: "reversed")), ("native/untyped", .answer("fill", variant: "untyped")),
        ("native/duplicate-ids", .answer("fill", variant: "duplicateIds")),
        // Two loads in flight at once: recorded in an order no thread timing decides (issue 36:
        // 3 of 133 such sessions recorded other bytes each time and swapped ad 1 and ad 2).
        ("banner/overlapping-loads", .seeded(1)), ("interstitial/overlapping-loads", .seeded(1)),
        ("rewarded/overlapping-loads", .seeded(5)), ("native/overlapping-loads", .answer("fill")),
        // A second load after the first ad was shown: the earlier ad's events after the reload
        // (its click, reward and dismissal) are replayed as its own, for every Osprey format.
        ("interstitial/reload-after-dismissal", .answer("fill")), ("rewarded/earlier-ad-events-after-reload", .answer("fill")),
        ("native/reload", .answer("fill")),
    ]

    @Test(arguments: cases)
    func recording_isTheCommittedFixture_andReplaysWithNoServer(_ name: String, _ network: LiveNetwork) throws {
        let committed = try OspreyFixtures.read(name)

        let recording = try Recorder(registry: .osprey).record(committed.scenario, name: committed.name, network: network)
        let replay = Replayer(registry: .osprey).replay(recording.fixture)

        #expect(recording.breaches.isEmpty, "\(recording.breaches)")
        #expect(
            try FixtureCodec.encode(recording.fixture) == Array(Data(contentsOf: URL(fileURLWithPath: OspreyFixtures.path(name)))),
            "\(name): recorded again, the bytes changed")
        #expect(replay.passed, "\(replay.failureMessage ?? "")")
        #expect(replay.requestProblems.isEmpty)
    }

    /// However the server lays out a native fill's assets (reversed, untyped, each id twice), the
    /// adapter shows the host the same ad: the SDK finds assets by id, then by type, the first of an id.
    @Test(arguments: ["native/reversed", "native/untyped", "native/duplicate-ids"])
    func aNativeVariant_showsTheHostTheSameAd(_ name: String) throws {
        func loaded(_ name: String) throws -> [String] {
            try OspreyFixtures.read(name).timeline.map(\.line).filter { $0.contains(" host loadCompleted ") }
        }
        let fill = try loaded("native/fill")
        #expect(fill.count == 1 && fill.first?.contains(#""Island Trips""#) == true, "\(fill)")
        #expect(try loaded(name) == fill)
    }

    /// `wrapperLoop` is a video answer: forced on a banner, the server would answer a video bid the
    /// SDK refuses for its `mtype`, a fixture named after a loop that never happened. Refused.
    @Test func aWrapperLoop_isRefusedForABanner_namingWhatABannerMeets() throws {
        let banner = try OspreyFixtures.read("banner/fill")
        let error = #expect(throws: Recorder.UnknownAnswer.self) {
            try Recorder(registry: .osprey).record(banner.scenario, name: "loop", network: .answer("wrapperLoop"))
        }
        #expect(
            error?.description
                == #"the osprey network never answers a banner request with "wrapperLoop" (forced, it would record another answer under that name); to a banner request it gives fill, noBid, noBidReason, serverError, timeout, malformed, expired"#
        )
    }

    @Test func aFill_exchangesWithTheServerOverHTTP() throws {
        let fixture = try OspreyFixtures.read("rewarded/fill")
        let requests = fixture.timeline.compactMap { entry -> String? in
            entry.line.contains(" request ") ? String(entry.line.split(separator: " ", maxSplits: 4)[4]) : nil
        }
        #expect(requests.first == "POST https://ads.osprey.example/openrtb2/auction (285 bytes) → 200 OK (2482 bytes)", "\(requests)")
        #expect(requests.filter { $0.hasPrefix("GET https://track.osprey.example/t/") }.count >= 10, "\(requests)")
    }
}
