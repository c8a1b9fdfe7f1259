import Foundation
import Testing

/// Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/TestingTheAdapterYouShip.md's table of GMA's two generations of names is generated
/// from Sources/GoogleMobileAdsCompat/GADNames.swift: each declaration there is documented as
/// "`OLD` (GMA 12: `NEW`)." or "`NAME` … (both generations).", and this test renders those
/// comments. It fails when a comment does not name the declaration under it, or when the docs'
/// table is not the rendering; `ADREPLAY_RECORD=all swift test --filter GADNamesTableTests`
/// writes the table into the page.
@Suite struct GADNamesTableTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let source = root.appendingPathComponent("Sources/GoogleMobileAdsCompat/GADNames.swift")
    private static let page = root.appendingPathComponent(
        "Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/TestingTheAdapterYouShip.md")
    private static let begin = "<!-- gma-names: generated from Sources/GoogleMobileAdsCompat/GADNames.swift by GADNamesTableTests -->"
    private static let end = "<!-- gma-names: end -->"

    struct Row: Equatable {
        var old: String
        var new: String
        var kind: String
    }

    /// Every declaration of the file with the comment above it, as table rows.
    static func rows() throws -> [Row] {
        let lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        var rows: [Row] = []
        var comment = ""
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("///") {
                comment += (comment.isEmpty ? "" : " ") + String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let (kind, name) = declaration(trimmed) else {
                comment = ""
                continue
            }
            guard let named = firstCode(in: comment), named.contains(name) else {
                Issue.record("GADNames.swift: the comment above \(name) does not name it first: \(comment)")
                comment = ""
                continue
            }
            let new: String
            if let range = comment.range(of: "(GMA 12: ") {
                new = firstCode(in: String(comment[range.upperBound...])) ?? "?"
            } else if comment.contains("(both generations") {
                new = named
            } else {
                Issue.record("GADNames.swift: the comment above \(name) says neither its GMA 12 name nor \"both generations\"")
                comment = ""
                continue
            }
            rows.append(Row(old: named, new: new, kind: kind))
            comment = ""
        }
        return rows
    }

    private static func declaration(_ line: String) -> (String, String)? {
        for (prefix, kind) in [
            ("public typealias ", "type"), ("public let ", "constant"), ("public func ", "function"),
            ("public static func ", "member"), ("public var ", "member"),
        ] where line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return (kind, String(name))
        }
        return nil
    }

    private static func firstCode(in text: String) -> String? {
        let parts = text.components(separatedBy: "`")
        return parts.count >= 3 ? parts[1] : nil
    }

    static func table() throws -> String {
        var text = "| GMA 11 and earlier | GMA 12 and later | kind |\n|---|---|---|\n"
        for row in try rows() {
            text += "| `\(row.old)` | \(row.new == row.old ? "the same" : "`\(row.new)`") | \(row.kind) |\n"
        }
        return text
    }

    @Test func everyDeclaration_isDocumentedWithBothGenerations() throws {
        let rows = try Self.rows()
        #expect(rows.count > 90)
        #expect(rows.contains(Row(old: "GADMediationAdapter", new: "MediationAdapter", kind: "type")))
        #expect(rows.contains(Row(old: "GADAdSizeEqualToSize(_:_:)", new: "isAdSizeEqualToSize(size1:size2:)", kind: "function")))
        #expect(
            rows.contains(Row(old: "GADMediationBannerLoadCompletionHandler", new: "GADMediationBannerLoadCompletionHandler", kind: "type"))
        )
    }

    @Test func docsTable_isTheRenderingOfTheSource() throws {
        let table = try Self.table()
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        guard let start = page.range(of: Self.begin), let stop = page.range(of: Self.end), start.upperBound <= stop.lowerBound else {
            Issue.record(
                "Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/TestingTheAdapterYouShip.md has no generated names table between \(Self.begin) and \(Self.end)"
            )
            return
        }
        let current = String(page[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .newlines)
        if current == table.trimmingCharacters(in: .newlines) { return }
        if ProcessInfo.processInfo.environment["ADREPLAY_RECORD"] == "all" {
            let rewritten = page.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: "\n" + table)
            try rewritten.write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        Issue.record(
            "Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/TestingTheAdapterYouShip.md's names table is not the rendering of GADNames.swift; regenerate it with ADREPLAY_RECORD=all swift test --filter GADNamesTableTests"
        )
    }
}
