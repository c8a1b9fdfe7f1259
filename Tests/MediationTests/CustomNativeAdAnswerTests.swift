import Foundation
import Mediation
import NeutralUI
import Testing

struct CustomNativeAdAnswerTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func failure_encodesFlat() throws {
        #expect(try json(CustomNativeAdAnswer.failure(code: 1, latency: 30)) == #"{"failure":{"code":1},"latency":30}"#)
    }

    @Test func assets_encodeAsKeyWithTextOrImage() throws {
        let assets: [CustomNativeAdPayload.Asset] = [
            .init(key: "Headline", value: .text("Hi")),
            .init(key: "MainImage", value: .image(NativeAdImageValue(url: "https://www.example.com/a.png"))),
        ]
        #expect(
            try json(assets)
                == #"[{"key":"Headline","text":"Hi"},{"image":{"scale":1,"url":"https://www.example.com/a.png"},"key":"MainImage"}]"#)
    }

    @Test func seededAnswers_roundTrip() throws {
        let server = SeededHostAdServer(seed: 9)
        let answers = (SeededHostAdServer.directAdUnitIDs + SeededHostAdServer.backfillAdUnitIDs + ["/x"]).map {
            server.answer(CustomNativeAdRequest(adUnitID: $0, formatIDs: ["10063170"]))
        }
        let data = try JSONEncoder().encode(answers)
        #expect(try JSONDecoder().decode([CustomNativeAdAnswer].self, from: data) == answers)
    }

    @Test func answerWithoutOutcome_isRejected() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CustomNativeAdAnswer.self, from: Data(#"{"latency":0}"#.utf8))
        }
    }

    @Test func events_roundTrip() throws {
        let events: [MediationEvent] = [
            .impressionRecorded(ad: "CustomNativeAd#1"),
            .click(ad: "CustomNativeAd#1", assetKey: "Headline", path: .deepLink(url: "app://x")),
            .customNativeAdFailed(adUnitID: "/x", error: .host(.noFill)),
            .urlOpened(url: "https://www.example.com"),
        ]
        let data = try JSONEncoder().encode(events)
        #expect(try JSONDecoder().decode([MediationEvent].self, from: data) == events)
    }
}
