import AdReplay
import Mediation
import Testing

/// The reads report: per adapter and member, the values a corpus covered.
@Suite struct CorpusReadsTests {
    static func reads(_ pairs: [(ConfigurationMember, [String])]) -> AdapterReads {
        AdapterReads(members: pairs.map { AdapterReads.Read(member: $0.0, values: $0.1) })
    }

    @Test func lines_sayOnlyNeverSetCountsAndWhatNothingRead() {
        var corpus = CorpusReads()
        corpus.add(Self.reads([(.adSize, ["320×50"]), (.childDirectedTreatment, ["unset"]), (.isTestRequest, ["no"])]), adapter: "B")
        corpus.add(Self.reads([(.adSize, ["320×50"]), (.isTestRequest, ["yes"])]), adapter: "B")
        corpus.add(Self.reads([(.adSize, ["300×250"]), (.isTestRequest, ["no"])]), adapter: "B")
        corpus.add(Self.reads([]), adapter: "A")
        #expect(
            corpus.lines == [
                "A (1 fixture):",
                "  never read: " + ConfigurationMember.allCases.map(\.rawValue).joined(separator: ", "),
                "B (3 fixtures):",
                "  adSize: 320×50 in 2 fixtures, 300×250 in 1",
                "  isTestRequest: no in 2 fixtures, yes in 1",
                "  childDirectedTreatment: never set (read in 1 of 3 fixtures)",
                "  read but never varied: childDirectedTreatment",
                "  never read: credentials, bidResponse, watermark, extras, requestConfiguration.tagForChildDirectedTreatment, "
                    + "requestConfiguration.tagForUnderAgeOfConsent, requestConfiguration.ageRestrictedTreatment, "
                    + "requestConfiguration.maxAdContentRating, requestConfiguration.testDeviceIdentifiers, "
                    + "MobileAds.isApplicationMuted, MobileAds.applicationVolume",
            ])
    }

    @Test func oneValueEverywhere_readsOnly() {
        var corpus = CorpusReads()
        corpus.add(Self.reads([(.adSize, ["320×50"])]), adapter: "B")
        corpus.add(Self.reads([(.adSize, ["320×50"])]), adapter: "B")
        #expect(corpus.lines[1] == "  adSize: 320×50 only")
        #expect(corpus.adapters["B"]?.neverVaried == [.adSize])
    }
}
