import AdReplayReports
import Foundation
import Testing

/// `replay --coverage`'s report, read from what `llvm-cov export` wrote for a small instrumented
/// program (Resources/coverage: the export as the toolchain's llvm-cov wrote it, its file renamed
/// to /src/Pebble/PebbleBanner.swift, and that source).
@Suite struct CoverageReportTests {
    static let folder = packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/coverage")

    static func export() throws -> LLVMCoverageExport {
        try LLVMCoverageExport.read(try Data(contentsOf: folder.appendingPathComponent("pebble-export.json")))
    }

    static func report() throws -> CoverageReport {
        CoverageReport(try #require(try export().data.first))
    }

    static func source(_ path: String) -> [Substring]? {
        guard path == "/src/Pebble/PebbleBanner.swift",
            let text = try? String(contentsOf: folder.appendingPathComponent("PebbleBanner.swift.txt"), encoding: .utf8)
        else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func text_listsEachFile_andTheSourceOfEachPlaceNeverRun() throws {
        let text = try Self.report().text(fixtures: 2, displayPath: { String($0.dropFirst("/src/".count)) }, source: Self.source)
        #expect(
            text == """
                coverage of the adapter's sources by 2 fixtures: 69.2 % of lines (18 of 26), 60.0 % of regions (12 of 20)
                           lines         regions  functions  file
                  69.2 % (18/26)  60.0 % (12/20)        5/6  Pebble/PebbleBanner.swift
                Swift maps no branches apart from regions: each arm of an if, a guard or a switch is a region of its own.

                never run: 4 places (8 regions)
                Pebble/PebbleBanner.swift:11:40-13:10
                      11 |         guard answer != "timeout" else {
                      12 |             return .failure(.timeout)
                      13 |         }
                Pebble/PebbleBanner.swift:14:27-16:10
                      14 |         if answer.isEmpty {
                      15 |             return .failure(.noFill)
                      16 |         }
                Pebble/PebbleBanner.swift:22:27-22:37
                      22 |         guard loaded else { return }
                         |                           ^^^^^^^^^^
                Pebble/PebbleBanner.swift:26:51-31:6
                      26 |     func describe(_ error: PebbleError) -> String {
                      27 |         switch error {
                      28 |         case .noFill: "no fill"
                      29 |         case .timeout: "timed out"
                      30 |         }
                      31 |     }

                """)
    }

    @Test func text_sumsUpALongPlace_andSaysWhenTheSourceCannotBeRead() throws {
        var report = try Self.report()
        report.files[0].neverRun = [CoverageReport.Place(lineStart: 1, columnStart: 1, lineEnd: 12, columnEnd: 2, regions: 1)]
        let text = report.text(fixtures: 1, displayPath: { $0 }, source: Self.source)
        #expect(
            text.hasSuffix(
                """
                never run: 1 place (1 region)
                /src/Pebble/PebbleBanner.swift:1:1-12:2
                       1 | enum PebbleError: Error {
                       2 |     case noFill
                       3 |     case timeout
                       4 | }
                       5 |
                       6 | final class PebbleBanner {
                       7 |     private(set) var loaded = false
                       8 |     private(set) var clicks = 0
                       … 4 more lines

                """), "\(text)")
        let unreadable = report.text(fixtures: 1, displayPath: { $0 }, source: { _ in nil })
        #expect(unreadable.hasSuffix("/src/Pebble/PebbleBanner.swift:1:1-12:2\n    (the source cannot be read here)\n"), "\(unreadable)")
    }

    @Test func keeping_leavesOtherFilesOut_ofTheRowsAndTheTotals() throws {
        let report = CoverageReport(try #require(try Self.export().data.first)) { $0.hasPrefix("/src/Heron/") }
        #expect(report.files == [])
        #expect(report.lines == CoverageReport.Tally(covered: 0, count: 0))
        #expect(report.regions == CoverageReport.Tally(covered: 0, count: 0))
    }

    @Test func marks_underlineTheColumnsCountedInBytes_keepingTabs() {
        #expect(CoverageReport.marks(under: "\tlet x = y ?? []", from: 15, to: 17) == "\t             ^^")
        #expect(CoverageReport.marks(under: "let é = a ?? b", from: 12, to: 14) == "          ^^")
        #expect(CoverageReport.marks(under: "short", from: 9, to: 12) == "     ^")
    }

    @Test func meets_comparesTheExactShareOfLines_notThePrintedOne() throws {
        let report = try Self.report()  // 18 of 26 lines: 69.23 %
        #expect(report.meets(minimum: 69.2))
        #expect(!report.meets(minimum: 69.3))
        #expect(report.meets(minimum: 0))
        #expect(!report.meets(minimum: 100))
    }

    @Test func tally_percent_roundsDown() {
        #expect(CoverageReport.Tally(covered: 9999, count: 10000).percent == "99.9 %")
        #expect(CoverageReport.Tally(covered: 5, count: 5).percent == "100.0 %")
        #expect(CoverageReport.Tally(covered: 0, count: 0).percent == "-")
    }

    @Test func read_refusesAnotherFormat_inASentenceEnd() {
        #expect(
            throws: LLVMCoverageExport.ReadError(
                description: "is llvm.coverage.json.export version 4.0.0, not the llvm-cov export (versions 2 and 3) this reads")
        ) {
            try LLVMCoverageExport.read(Data(#"{"type":"llvm.coverage.json.export","version":"4.0.0","data":[]}"#.utf8))
        }
        #expect(throws: LLVMCoverageExport.ReadError(description: "is not an llvm-cov export (no data)")) {
            try LLVMCoverageExport.read(Data(#"{"type":"llvm.coverage.json.export","version":"2.0.1"}"#.utf8))
        }
    }
}
