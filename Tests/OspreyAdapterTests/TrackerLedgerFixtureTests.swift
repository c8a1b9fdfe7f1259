import AdReplay
import AdReplayTesting
import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@testable import AdReplayOsprey

/// ``TrackerLedger`` on the committed fixtures, as `Osprey.breaches(in:_:timeline:)` runs it on
/// every record and replay: each holds no breach, and each edit of a timeline that breaks a rule
/// reads as that rule. Then the sessions a correct SDK produces that a naive ledger misreads.
@Suite struct TrackerLedgerFixtureTests {
    static let track = LedgerSession.track
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func fixture(_ name: String) throws -> Fixture {
        try FixtureStore.read("\(folder)/\(name).fixture.gz", networks: [SeamPlugin<Osprey>()])
    }

    /// The ledger's breaches of `fixture` with its timeline edited by `edit`.
    static func breaches(_ fixture: Fixture, _ edit: (inout [TimelineEntry]) -> Void = { _ in }) -> [String] {
        var timeline = fixture.timeline
        edit(&timeline)
        let events = timeline.compactMap { entry -> Timed<HostEvent>? in
            if case .host(let event) = entry.event { Timed(entry.at, event) } else { nil }
        }
        let attributed = ContractCheck.attributedByOrder(events, loads: fixture.scenario.script.count { $0.action == .load })
        return Osprey.breaches(in: fixture.scenario, attributed, timeline: timeline).map(\.description)
    }

    static func exchange(_ entry: TimelineEntry) -> (call: HTTPCall, answer: HTTPOutcome, requestedAt: Int, answeredAt: Int)? {
        guard case .sdk(let sdk) = entry.event,
            case .exchange(let call, let answer, let requestedAt, let answeredAt)? = sdk.entry(as: SeamEntry<Osprey>.self)
        else { return nil }
        return (call, answer, requestedAt, answeredAt)
    }

    static func entry(_ call: HTTPCall, _ answer: HTTPOutcome, requestedAt: Int, answeredAt: Int) -> TimelineEntry {
        TimelineEntry(
            at: answeredAt,
            .sdk(
                SDKEntry(
                    sdk: Osprey.name,
                    SeamEntry<Osprey>.exchange(
                        request: call, answer: answer, requestedAt: requestedAt, answeredAt: answeredAt))))
    }

    /// The index of the exchange whose GET URL ends with `suffix`.
    static func index(of suffix: String, in timeline: [TimelineEntry]) -> Int? {
        timeline.firstIndex { exchange($0).map { $0.call.head.method == .get && $0.call.url.hasSuffix(suffix) } ?? false }
    }

    /// `timeline` with the GET ending with `suffix` sent at `time` (answered as long after).
    static func move(_ suffix: String, to time: Int, in timeline: inout [TimelineEntry]) {
        guard let index = index(of: suffix, in: timeline), let old = exchange(timeline[index]) else { return }
        timeline.remove(at: index)
        let moved = entry(old.call, old.answer, requestedAt: time, answeredAt: time + old.answeredAt - old.requestedAt)
        timeline.insert(moved, at: timeline.firstIndex { $0.at > moved.at } ?? timeline.endIndex)
    }

    @Test(arguments: FixtureFile.all(in: "Fixtures"))
    func committedFixture_breaksNoTrackerRule(_ file: FixtureFile) throws {
        let fixture = try FixtureStore.read(file.path, networks: [SeamPlugin<Osprey>()])
        #expect(Self.breaches(fixture) == [])
    }

    @Test func droppedImpression() throws {
        let breaches = Self.breaches(try Self.fixture("interstitial/fill")) { timeline in
            if let index = Self.index(of: "layer=inline", in: timeline) { timeline.remove(at: index) }
        }
        #expect(
            breaches == [
                "ad 1: every Impression of the wrapper chain fires: impression https://track.osprey.example/t/imp?bid=bc25ccd04bba9144e&layer=inline (VAST document 2 of the chain) never fired"
            ])
    }

    @Test func duplicatedBilling() throws {
        let breaches = Self.breaches(try Self.fixture("banner/fill")) { timeline in
            if let index = Self.index(of: "/bill?bid=bc25ccd04bba9144e&price=4.62", in: timeline) { timeline.append(timeline[index]) }
        }
        #expect(
            breaches == [
                "ad 1: each win, billing and impression URL fires once (1193 ms): billing https://track.osprey.example/t/bill?bid=bc25ccd04bba9144e&price=${AUCTION_PRICE} fired 2 times (at 1193, 1193 ms)"
            ])
    }

    @Test func reorderedQuartiles() throws {
        let breaches = Self.breaches(try Self.fixture("interstitial/fill")) { timeline in
            Self.move("layer=inline&e=firstQuartile", to: 16301, in: &timeline)
        }
        #expect(
            breaches == [
                "ad 1: quartiles in order, none twice (16300 ms): midpoint fired at 16300 ms, before firstQuartile at 16301 ms"
            ])
    }

    @Test func anUnreplacedPrice() throws {
        let breaches = Self.breaches(try Self.fixture("native/fill")) { timeline in
            guard let index = Self.index(of: "/bill?bid=bc25ccd04bba9144e&price=4.62", in: timeline),
                let old = Self.exchange(timeline[index]),
                let url = URL(string: "https://track.osprey.example/t/bill?bid=bc25ccd04bba9144e&price=${AUCTION_PRICE}"),
                let call = HTTPCall(get: url)
            else { return }
            timeline[index] = Self.entry(call, old.answer, requestedAt: old.requestedAt, answeredAt: old.answeredAt)
        }
        #expect(
            breaches == [
                "ad 1: no unreplaced macro in a fired URL (2000 ms): https://track.osprey.example/t/bill?bid=bc25ccd04bba9144e&price=$%7BAUCTION_PRICE%7D still holds ${AUCTION_PRICE}"
            ])
    }

    /// The wrapper loop fires the wrapper's `Error` URL with 302 in place of `[ERRORCODE]`; left
    /// unreplaced, it is a breach.
    @Test func anUnreplacedErrorCode() throws {
        let breaches = Self.breaches(try Self.fixture("interstitial/wrapper-loop")) { timeline in
            guard let index = Self.index(of: "layer=wrapper-1&code=302", in: timeline), let old = Self.exchange(timeline[index]),
                let url = URL(string: "https://track.osprey.example/t/error?bid=bc25ccd04bba9144e&layer=wrapper-1&code=[ERRORCODE]"),
                let call = HTTPCall(get: url)
            else { return }
            timeline[index] = Self.entry(call, old.answer, requestedAt: old.requestedAt, answeredAt: old.answeredAt)
        }
        #expect(
            breaches == [
                "ad 1: no unreplaced macro in a fired URL (246 ms): https://track.osprey.example/t/error?bid=bc25ccd04bba9144e&layer=wrapper-1&code=%5BERRORCODE%5D still holds [ERRORCODE]"
            ])
    }

    /// The fill's bid has an `exp` of 1800 s and its InLine an `Expires` of 900 s from its fetch
    /// at 193 ms: the sooner, the VAST's, decides; an impression sent at 900 193 ms is late.
    @Test func anImpressionPastExpiry() throws {
        let breaches = Self.breaches(try Self.fixture("interstitial/fill")) { timeline in
            Self.move("layer=wrapper-1", to: 900_193, in: &timeline)
        }
        #expect(
            breaches == [
                "ad 1: no impression after the bid or the VAST expires (900193 ms): impression https://track.osprey.example/t/imp?bid=bc25ccd04bba9144e&layer=wrapper-1 fired at 900193 ms, when the ad had expired at 900193 ms (the VAST Expires of 900 s)"
            ])
    }

    @Test func aNoBidThatLoaded() throws {
        let breaches = Self.breaches(try Self.fixture("banner/no-bid-reason")) { timeline in
            timeline = timeline.map { entry in
                guard case .host(.loadCompleted) = entry.event else { return entry }
                return TimelineEntry(at: entry.at, .host(.loadCompleted(.ad(.fullScreen))))
            }
        }
        #expect(
            breaches == [
                "ad 1: a no-bid reaches the host as no fill (193 ms): the auction answered no bid (nbr 2) at 193 ms, yet the host's load succeeded"
            ])
    }
}
