import AdReplay
import Mediation
import Testing

/// `Replayer.reads(of:)`: what the adapter reads when its fixture is replayed.
@Suite struct ReplayerReadsTests {
    @Test func committedBannerFixture_readsItsSizeParameterAndTestFlag() throws {
        let reads = try Replayer(registry: Registry.sample).reads(of: try committedFixture("banner/size-medium-rectangle"))
        #expect(
            reads.members == [
                AdapterReads.Read(member: .adSize, values: ["300×250"]),
                AdapterReads.Read(member: .credentials, values: ["keys parameter"]),
                AdapterReads.Read(member: .isTestRequest, values: ["no"]),
            ])
    }

    /// A legacy custom event gets its request as arguments, which the host does not note.
    @Test func legacyCustomEvent_readsNothingNoted() throws {
        let reads = try Replayer(registry: Registry.sample).reads(of: try committedFixture("nativeLegacy/content-video-yes-images"))
        #expect(reads.members.isEmpty)
    }
}
