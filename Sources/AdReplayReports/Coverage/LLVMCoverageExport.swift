import Foundation

/// What `llvm-cov export` writes (its JSON export, formats 2 and 3), as much as
/// ``CoverageReport`` reads: each file's summary, and each function's regions with their counts.
/// The toolchain computes every figure; this only reads them.
package struct LLVMCoverageExport: Decodable, Equatable, Sendable {
    package var type: String
    package var version: String
    package var data: [Export]

    /// One export: the files asked for, their functions, and the totals over those files.
    package struct Export: Decodable, Equatable, Sendable {
        package var files: [File]
        package var functions: [Function]
        package var totals: Summary
    }

    package struct File: Decodable, Equatable, Sendable {
        package var filename: String
        package var summary: Summary
    }

    /// What llvm-cov counts of a file or of all of them. Swift's coverage mapping has no branch
    /// regions (each arm of an `if`, a `guard`, a `switch` is a region of its own), so
    /// `branches` counts nothing for Swift sources.
    package struct Summary: Decodable, Equatable, Sendable {
        package var lines: Tally
        package var functions: Tally
        package var regions: Tally
        package var branches: Tally
    }

    /// `covered` of `count`.
    package struct Tally: Decodable, Equatable, Sendable {
        package var count: Int
        package var covered: Int

        package init(count: Int, covered: Int) {
            self.count = count
            self.covered = covered
        }

        private enum CodingKeys: String, CodingKey { case count, covered }
    }

    package struct Function: Decodable, Equatable, Sendable {
        package var name: String
        package var regions: [Region]
        /// The files `Region/fileID` indexes.
        package var filenames: [String]
    }

    /// A region: `[lineStart, columnStart, lineEnd, columnEnd, executionCount, fileID,
    /// expandedFileID, kind]`.
    package struct Region: Decodable, Equatable, Sendable {
        package var lineStart: Int
        package var columnStart: Int
        package var lineEnd: Int
        package var columnEnd: Int
        package var executionCount: UInt64
        package var fileID: Int
        package var kind: Kind

        /// llvm's `CounterMappingRegion::RegionKind`: only code regions are code that runs.
        package enum Kind: Equatable, Sendable {
            case code
            case other(Int)
        }

        package init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            lineStart = try fields.decode(Int.self)
            columnStart = try fields.decode(Int.self)
            lineEnd = try fields.decode(Int.self)
            columnEnd = try fields.decode(Int.self)
            executionCount = try fields.decode(UInt64.self)
            fileID = try fields.decode(Int.self)
            _ = try fields.decode(Int.self)  // expandedFileID
            let kind = try fields.decode(Int.self)
            self.kind = kind == 0 ? .code : .other(kind)
        }
    }

    /// Why an export could not be read, as the end of a sentence.
    package struct ReadError: Error, Equatable, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// Reads an export, or says why it is not one this reads.
    package static func read(_ data: Data) throws(ReadError) -> LLVMCoverageExport {
        let export: LLVMCoverageExport
        do {
            export = try JSONDecoder().decode(LLVMCoverageExport.self, from: data)
        } catch {
            throw ReadError(description: "is not an llvm-cov export (\(Self.reason(error)))")
        }
        let major = export.version.split(separator: ".").first.flatMap { Int($0) }
        guard export.type == "llvm.coverage.json.export", let major, (2...3).contains(major) else {
            throw ReadError(
                description: "is \(export.type) version \(export.version), not the llvm-cov export (versions 2 and 3) this reads")
        }
        guard export.data.count == 1 else {
            throw ReadError(description: "holds \(export.data.count) exports, not one")
        }
        return export
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "no \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty
                ? context.debugDescription
                : "at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }
}
