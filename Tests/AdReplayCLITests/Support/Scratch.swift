import Foundation
import Testing

/// A fresh temporary folder for one test to run `adreplay` in; removed when the test is done.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("adreplay-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The absolute URL of `relative` inside the folder.
    func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: file(relative).path) }

    func bytes(_ relative: String) throws -> Data { try Data(contentsOf: file(relative)) }

    /// Writes `data` to `relative`, creating folders.
    func write(_ data: Data, to relative: String) throws {
        let target = file(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }

    /// Copies `recordings/<corpusPath>` to `relative`.
    func copy(fixture corpusPath: String, to relative: String) throws {
        try write(try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent(corpusPath)), to: relative)
    }

    /// Runs `adreplay` here.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIRun {
        try AdReplayCLI.run(arguments, in: url, environment: environment)
    }
    func run(_ line: String) throws -> CLIRun { try AdReplayCLI.run(line, in: url) }
}

/// The system `gzip`, to check fixtures with a tool that is not ours.
enum SystemGzip {
    static let executable: URL? = ["/usr/bin/gzip", "/bin/gzip", "/usr/local/bin/gzip"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
        .map { URL(fileURLWithPath: $0) }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `gzip -dc file`: the inflated bytes, or an error with gzip's complaint.
    static func decompress(_ file: URL) throws -> Data {
        guard let executable else { throw Failure(description: "gzip is not installed") }
        let run = try AdReplayCLI.runRaw(executable, ["-dc", file.path], in: file.deletingLastPathComponent())
        guard run.exited, run.status == 0 else {
            throw Failure(description: "gzip -dc \(file.path) failed (\(run.status)): \(String(decoding: run.stderr, as: UTF8.self))")
        }
        return run.stdout
    }

    /// `gzip -n` of `data` (no name, no time stamp), written to `file`.
    static func compress(_ data: Data, to file: URL) throws {
        guard let executable else { throw Failure(description: "gzip is not installed") }
        let plain = file.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).plain")
        try data.write(to: plain)
        defer { try? FileManager.default.removeItem(at: plain) }
        let run = try AdReplayCLI.runRaw(executable, ["-n", "-c", plain.path], in: file.deletingLastPathComponent())
        guard run.exited, run.status == 0 else {
            throw Failure(description: "gzip -n failed (\(run.status)): \(String(decoding: run.stderr, as: UTF8.self))")
        }
        try run.stdout.write(to: file)
    }
}

extension Scratch {
    /// Copies a committed fixture to `relative` with its JSON text edited: each `edit` is a
    /// (find, replace) pair that must occur in the text.
    func copy(fixture corpusPath: String, to relative: String, editing edits: [(String, String)]) throws {
        var text = String(
            decoding: try SystemGzip.decompress(AdReplayCLI.recordings.appendingPathComponent(corpusPath)),
            as: UTF8.self)
        for (find, replace) in edits {
            guard text.contains(find) else {
                throw SystemGzip.Failure(description: "\(corpusPath) does not contain \(find)")
            }
            text = text.replacingOccurrences(of: find, with: replace)
        }
        try FileManager.default.createDirectory(at: file(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try SystemGzip.compress(Data(text.utf8), to: file(relative))
    }

    /// Writes gzip of `text` to `relative`.
    func writeGzip(_ text: String, to relative: String) throws {
        try FileManager.default.createDirectory(at: file(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try SystemGzip.compress(Data(text.utf8), to: file(relative))
    }
}

/// Broken files, each with the sentence `adreplay` must say about it (after "PATH: ").
enum BrokenFixture: String, CaseIterable, CustomTestStringConvertible {
    case notGzip, truncated, corrupt, checksumMismatch, futureSchema, noSchema, notJSON

    var testDescription: String { rawValue }

    /// Why `adreplay` refuses the file, as the sentence after "PATH: ".
    var complaint: String {
        switch self {
        case .notGzip: "is not gzip data; it is not a fixture AdReplay can read, re-record it."
        case .truncated: "is truncated; it is not a fixture AdReplay can read, re-record it."
        case .corrupt: "is corrupt (invalid deflate data); it is not a fixture AdReplay can read, re-record it."
        case .checksumMismatch: "fails its CRC check; it is not a fixture AdReplay can read, re-record it."
        case .futureSchema: "schema 4 is newer than this AdReplay understands (3); upgrade AdReplay or re-record it."
        case .noSchema: "has no \"schema\" number, so it is not an AdReplay fixture."
        case .notJSON: "is not JSON (line 1, column 1: invalid literal); it is not a fixture AdReplay can read, re-record it."
        }
    }

    /// Writes the broken file to `relative` in `scratch`, made from a committed fixture.
    func write(to relative: String, in scratch: Scratch) throws {
        let source = "banner/fill.fixture.gz"
        let good = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent(source))
        switch self {
        case .notGzip:
            try scratch.write(Data("this is plain text, not a fixture\n".utf8), to: relative)
        case .truncated:
            try scratch.write(good.prefix(good.count / 2), to: relative)
        case .corrupt:
            // A gzip header, then a final deflate block of the reserved type 3.
            let bytes: [UInt8] = [0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff, 0x07, 0, 0, 0, 0, 0, 0, 0, 0]
            try scratch.write(Data(bytes), to: relative)
        case .checksumMismatch:
            var bytes = good
            bytes[bytes.count - 8] ^= 0xff  // first byte of the CRC-32 in the trailer
            try scratch.write(bytes, to: relative)
        case .futureSchema:
            try scratch.copy(fixture: source, to: relative, editing: [("\"schema\": 2,", "\"schema\": 4,")])
        case .noSchema:
            try scratch.writeGzip("{\n  \"name\" : \"fill\"\n}\n", to: relative)
        case .notJSON:
            try scratch.writeGzip("not json at all\n", to: relative)
        }
    }
}
