import Foundation
import Mediation
import Testing

private struct Coordinates: CustomStringConvertible {
    var description: String { "48.1, 11.6" }
}

struct MediationValueTextTests {
    @Test func text_ofEachSupportedKind() throws {
        #expect(MediationValueText.text(of: "Quite Awesome!") == "Quite Awesome!")
        #expect(MediationValueText.text(of: 42) == "42")
        #expect(MediationValueText.text(of: 4.5) == "4.5")
        #expect(MediationValueText.text(of: true) == "true")
        #expect(MediationValueText.text(of: NSDecimalNumber(string: "4.5")) == "4.5")
        #expect(MediationValueText.text(of: try #require(URL(string: "https://a.example/x"))) == "https://a.example/x")
        #expect(MediationValueText.text(of: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(MediationValueText.text(of: ["a", 1] as [Any]) == "[a, 1]")
        #expect(MediationValueText.text(of: ["b": 2, "a": "x"] as [String: Any]) == "{a: x, b: 2}")
    }

    @Test func valueType_givesItsDescription_objectOnlyItsType() {
        #expect(MediationValueText.text(of: Coordinates()) == "48.1, 11.6")
        #expect(MediationValueText.text(of: NSObject()) == "unsupported value of type NSObject")
    }

    @Test func texts_convertsEveryValueAndKeepsEveryKey() {
        #expect(
            MediationValueText.texts(of: ["DegreeOfAwesomeness": "Quite Awesome!", "rank": 3, "thing": NSObject()])
                == ["DegreeOfAwesomeness": "Quite Awesome!", "rank": "3", "thing": "unsupported value of type NSObject"])
    }

    /// Sets and dictionaries with other keys than strings are hash-ordered: their text is sorted,
    /// so it is the same in every process.
    @Test func hashOrderedCollections_areSorted() {
        #expect(MediationValueText.text(of: Set(["delta", "gamma", "alpha", "beta"])) == "[alpha, beta, delta, gamma]")
        #expect(MediationValueText.text(of: [3: "c", 1: "a", 2: "b"]) == "{1: a, 2: b, 3: c}")
    }
}
