import AdReplay
import AdReplayReports
import Foundation

/// How a replay worker answers for one fixture: a ``WorkerFrame`` with the request's number and
/// two fields, the path it was asked for (byte for byte) and the result. The result is
/// `P FORMAT NANOSECONDS` for a fixture that simply passed (nearly all of them, and the cheapest
/// to read and write), else `J` and the ``ReplayReportEntry`` as JSON.
package enum WorkerAnswer {
    /// The answer to request `number` for `path`.
    package static func frame(for entry: ReplayReportEntry, number: Int, path: [UInt8], encoder: JSONEncoder) -> WorkerFrame {
        WorkerFrame(number: number, fields: [path, Array(result(for: entry, encoder: encoder).utf8)])
    }

    static func result(for entry: ReplayReportEntry, encoder: JSONEncoder) -> String {
        if entry.passed, entry.notes.isEmpty, !entry.updated, entry.message == nil, entry.diagrams == nil, entry.live == nil {
            let (seconds, attoseconds) = entry.duration.components
            let nanoseconds = seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
            return "P \(entry.format?.rawValue ?? "-") \(nanoseconds)"
        }
        return "J " + ((try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
    }

    /// The entry `frame` gives for request `number`, which asked for `path`; throws when the
    /// frame answers another request (another number, another path) or holds no result. Paths
    /// are compared as bytes: two spellings of "é" are two files.
    package static func entry(from frame: WorkerFrame, number: Int, path: String) throws(ReplayWorkers.Failure) -> ReplayReportEntry {
        guard frame.fields.count == 2 else {
            throw ReplayWorkers.Failure(description: "a replay worker's answer for \(path.escapingControlCharacters) has \(frame.fields.count) fields instead of 2; a result may be another fixture's, so the run stops")
        }
        guard frame.number == number, frame.fields[0].elementsEqual(path.utf8) else {
            let answeredPath = String(decoding: frame.fields[0], as: UTF8.self)
            throw ReplayWorkers.Failure(description: "a replay worker asked for fixture \(number + 1), \(path.escapingControlCharacters), answered for fixture \(frame.number + 1), \(answeredPath.escapingControlCharacters); a result may be another fixture's, so the run stops")
        }
        guard var entry = entry(from: String(decoding: frame.fields[1], as: UTF8.self), path: path) else {
            throw ReplayWorkers.Failure(description: "a replay worker's answer for \(path.escapingControlCharacters) holds no result; a result may be another fixture's, so the run stops")
        }
        entry.path = path
        return entry
    }

    /// The entry a worker's result describes for the fixture at `path`, or nil when it is none.
    static func entry(from result: String, path: String) -> ReplayReportEntry? {
        if result.hasPrefix("P ") {
            let fields = result.split(separator: " ")
            guard fields.count == 3, let nanoseconds = Int64(fields[2]) else { return nil }
            var entry = ReplayReportEntry(path: path, status: .passed, format: Scenario.Format(rawValue: String(fields[1])))
            entry.duration = .nanoseconds(nanoseconds)
            return entry
        }
        guard result.hasPrefix("J ") else { return nil }
        return try? JSONDecoder().decode(ReplayReportEntry.self, from: Data(result.utf8.dropFirst(2)))
    }
}
