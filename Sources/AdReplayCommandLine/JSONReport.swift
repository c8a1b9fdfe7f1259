import AdReplay
import AdReplayReports
import Foundation

/// The machine-readable form of a replay run: totals, then one entry per fixture with its status,
/// the headline, and the first difference as fields (seam, index, time, kind, field, expected,
/// actual).
///
/// Statuses: `passed`, `differed`, `contractBreached`, `unsupported` (the replaying adapter does
/// not implement the format), `reproduces` and `fixed` (a bug report whose bug the adapter still
/// shows, or no longer shows), `crashed` (the replay trapped; `error` says where), `failed` (could
/// not run), `unreadable`, `unwritable` (`--update` could not write the fixture), `stale` (a live
/// recording past `--max-age` under `--fail-stale`) and `dependsOnOrder` (with `--shared-process`:
/// it failed after the fixtures before it in one process and passes alone in a fresh one; its
/// first difference, request problems and breaches are those it showed after them). The totals
/// count `unsupported`, `crashed`, `unwritable`, `reproduces`, `fixed`, `stale` and
/// `dependsOnOrder` only when there are some, so that they add up to `fixtures`. A path is shown as
/// every report shows it, control and bidi characters escaped (``ReplayReportEntry/displayPath``).
enum JSONReport {
    struct Run: Encodable {
        var totals: Totals
        var fixtures: [Entry]
    }

    struct Totals: Encodable {
        var fixtures, passed, differed, contractBreached, failed, unreadable, updated: Int
        var unsupported, crashed, unwritable, reproduces, fixed, stale, dependsOnOrder: Int?
    }

    struct Entry: Encodable {
        var path: String
        var status: String
        var headline: String?
        var firstDifference: ReplayReportEntry.FirstDifference?
        var requestProblems: [String]
        var breaches: [String]
        var error: String?
        /// A known bug the run accepted (`--accept-reproductions`); absent otherwise.
        var accepted: Bool?
    }

    static func text(_ entries: [ReplayReportEntry]) -> String {
        let ordered = entries.filter { !$0.isFileError } + entries.filter(\.isFileError)
        let totals = ReplayTotals(entries)
        let run = Run(
            totals: Totals(
                fixtures: totals.fixtures, passed: totals.passed, differed: totals.differed,
                contractBreached: totals.contractBreached, failed: totals.failed,
                unreadable: totals.unreadable, updated: totals.updated,
                unsupported: totals.unsupported == 0 ? nil : totals.unsupported,
                crashed: totals.crashed == 0 ? nil : totals.crashed,
                unwritable: totals.unwritable == 0 ? nil : totals.unwritable,
                reproduces: totals.reproduced == 0 ? nil : totals.reproduced,
                fixed: totals.fixed == 0 ? nil : totals.fixed,
                stale: totals.stale == 0 ? nil : totals.stale,
                dependsOnOrder: totals.dependsOnOrder == 0 ? nil : totals.dependsOnOrder),
            fixtures: ordered.map(entry))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(run)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private static func entry(_ entry: ReplayReportEntry) -> Entry {
        return Entry(
            path: entry.displayPath, status: entry.status.name, headline: entry.headline, firstDifference: entry.firstDifference,
            requestProblems: entry.requestProblems, breaches: entry.breaches, error: entry.status.error,
            accepted: entry.accepted ? true : nil)
    }
}
