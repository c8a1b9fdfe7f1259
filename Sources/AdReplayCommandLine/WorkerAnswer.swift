import AdReplay
import AdReplayIsolation
import AdReplayReports
import Foundation

/// How a replay worker answers for one fixture: a ``WorkerFrame`` with the request's number and
/// two fields, the path it was asked for (byte for byte) and the result. The result is
/// `P FORMAT NANOSECONDS` for a fixture that simply passed (nearly all of them, and the cheapest
/// to read and write), else `J` and the ``ReplayReportEntry`` as JSON.
package enum WorkerAnswer {
    /// The answer to request `number` for `path`.
    package static func frame(for entry: ReplayReportEntry, number: Int, path: [UInt8], encoder: JSONEncoder) -> WorkerFrame {
        WorkerFrame(number: number, fields: [path, result(for: entry, encoder: encoder)])
    }

    static func result(for entry: ReplayReportEntry, encoder: JSONEncoder) -> [UInt8] {
        if entry.passed, entry.notes.isEmpty, !entry.updated, entry.message == nil, entry.diagrams == nil, entry.live == nil {
            let (seconds, attoseconds) = entry.duration.components
            let nanoseconds = seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
            // Bytes put together rather than a string interpolated: one is written per fixture.
            var bytes: [UInt8] = [UInt8(ascii: "P"), UInt8(ascii: " ")]
            bytes += (entry.format?.rawValue ?? "-").utf8
            bytes.append(UInt8(ascii: " "))
            bytes += String(nanoseconds).utf8
            return bytes
        }
        return Array("J ".utf8) + ((try? encoder.encode(entry)).map(Array.init) ?? Array("{}".utf8))
    }

    /// The entry `frame` gives for request `number`, which asked for `path`; throws when the
    /// frame answers another request (another number, another path) or holds no result. Paths
    /// are compared as bytes: two spellings of "é" are two files.
    package static func entry(from frame: WorkerFrame, number: Int, path: String) throws(ReplayWorkers.Failure) -> ReplayReportEntry {
        guard frame.fields.count == 2 else {
            throw ReplayWorkers.Failure(
                description:
                    "a replay worker's answer for \(path.escapingControlCharacters) has \(frame.fields.count) fields instead of 2; a result may be another fixture's, so the run stops"
            )
        }
        guard frame.number == number, sameBytes(frame.fields[0], path) else {
            let answeredPath = String(decoding: frame.fields[0], as: UTF8.self)
            throw ReplayWorkers.Failure(
                description:
                    "a replay worker asked for fixture \(number + 1), \(path.escapingControlCharacters), answered for fixture \(frame.number + 1), \(answeredPath.escapingControlCharacters); a result may be another fixture's, so the run stops"
            )
        }
        guard var entry = entry(from: frame.fields[1], path: path) else {
            throw ReplayWorkers.Failure(
                description:
                    "a replay worker's answer for \(path.escapingControlCharacters) holds no result; a result may be another fixture's, so the run stops"
            )
        }
        entry.path = path
        return entry
    }

    /// Whether `bytes` are `path`'s UTF-8, compared in place (a run compares one per fixture).
    private static func sameBytes(_ bytes: [UInt8], _ path: String) -> Bool {
        let compared = path.utf8.withContiguousStorageIfAvailable { utf8 in
            bytes.withUnsafeBufferPointer { field in
                guard field.count == utf8.count, let start = field.baseAddress, let other = utf8.baseAddress else {
                    return field.count == utf8.count  // equal only when both are empty
                }
                return memcmp(start, other, field.count) == 0
            }
        }
        return compared ?? bytes.elementsEqual(path.utf8)
    }

    /// The entry a worker's result describes for the fixture at `path`, or nil when it is none:
    /// `P FORMAT DIGITS` with single spaces, as ``result(for:encoder:)`` writes a pass (read
    /// from the bytes: a run reads one per fixture), or `J` and the entry as JSON.
    static func entry(from result: [UInt8], path: String) -> ReplayReportEntry? {
        if result.starts(with: "J ".utf8) {
            return try? JSONDecoder().decode(ReplayReportEntry.self, from: Data(result.dropFirst(2)))
        }
        guard result.count >= 5, result[0] == UInt8(ascii: "P"), result[1] == UInt8(ascii: " "),
            let space = result[2...].firstIndex(of: UInt8(ascii: " ")), space > 2
        else { return nil }
        let digits = result[(space + 1)...]
        guard (1...18).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        var entry = ReplayReportEntry(
            path: path, status: .passed,
            format: Scenario.Format(rawValue: String(decoding: result[2..<space], as: UTF8.self)))
        entry.duration = .nanoseconds(digits.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) })
        return entry
    }
}
