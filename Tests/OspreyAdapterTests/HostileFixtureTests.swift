import AdReplay
import AdReplayOsprey
import Testing

/// Fixtures come attached to bug reports (issue #22): one edited by hand into something no ad
/// server should send still replays to an answer, in bounded time, and never traps. Each case is
/// one the structure-aware fuzzer (`scripts/fuzz`) or a hand-made fixture found trapping or hanging.
@Suite struct HostileFixtureTests {
    private func replay(_ fixture: Fixture) -> ReplayResult {
        Replayer(registry: .osprey).replay(fixture)
    }

    // `requestedAt + exp * 1000` trapped on overflow: a bid that never expires plays as recorded.
    @Test func aBidExpOfIntMax_replaysAsRecorded() throws {
        let fixture = try OspreyFixtures.edited("banner/fill", replacing: #""exp": 1800"#, with: #""exp": \#(Int.max)"#)
        #expect(replay(fixture).passed)
    }

    @Test func aVASTExpiresOfIntMax_replaysAsRecorded() throws {
        let fixture = try OspreyFixtures.edited(
            "interstitial/fill", replacing: "<Expires>900</Expires>", with: "<Expires>\(Int.max)</Expires>")
        #expect(replay(fixture).passed)
    }

    // Each `[` searched to the URL's end for its `]`, in the SDK's macro expansion and in the
    // ledger's templates: 100,000 of them took minutes. Now a changed win URL, at once.
    @Test func aWinURLOfAHundredThousandBrackets_replaysAsAChangedURL() throws {
        let brackets = String(repeating: "[", count: 100_000)
        let fixture = try OspreyFixtures.edited(
            "banner/fill", replacing: "t/win?bid=bc25ccd04bba9144e&price=${AUCTION_PRICE}",
            with: "t/win?b=\(brackets)")
        let result = replay(fixture)
        #expect(!result.passed)
        #expect(result.failureMessage?.contains("osprey effect fire win") == true)
    }

    // swift-http-types traps past 65,535 fields: the reader refuses the fixture first, naming it.
    @Test func tooManyHeaderPairs_areRefusedWhenRead() throws {
        let pairs = Array(repeating: #"["x-a", "b"]"#, count: 1_001).joined(separator: ", ")
        #expect(throws: FixtureError.self) {
            try OspreyFixtures.edited("banner/fill", replacing: #""headers": ["#, with: #""headers": [\#(pairs), "#)
        }
    }
}
