import Testing

@testable import AdWorld

@Suite("The one list of names in prose")
struct ProseListTests {
    @Test(
        "none, one, two and three names",
        arguments: [
            ([], ""),
            (["a"], "a"),
            (["a", "b"], "a and b"),
            (["a", "b", "c"], "a, b and c"),
        ])
    func prose(names: [String], expected: String) {
        #expect(names.proseList == expected)
    }
}
