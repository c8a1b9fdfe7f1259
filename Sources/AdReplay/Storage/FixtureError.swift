import Foundation

/// Why a fixture could not be read or written: one sentence that names the file, says what is
/// wrong, and where it can, what to do.
public struct FixtureError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case unreadable(String)
        case gzip(GzipError)
        /// Not JSON at all: where the text breaks.
        case invalidJSON(String)
        /// JSON, but not a valid fixture of the schema it claims.
        case invalidFixture(schema: Int, reason: String)
        /// Well formed, but past one of ``FixtureLimits``.
        case pastLimits(String)
        case missingSchema
        case futureSchema(Int)
        case unsupportedSchema(Int)
        case alreadyExists
        /// A symbolic link to nothing is where a new fixture would go.
        case danglingSymlink
        case unwritable(String)
    }

    public let path: String
    public let problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What is wrong, without the file's name or advice, for a sentence that names its own cause
    /// (a fixture the tool itself made cannot be fixed by recording it again).
    public var reason: String {
        let reason: String =
            switch problem {
            case .unreadable(let reason), .invalidJSON(let reason), .pastLimits(let reason), .unwritable(let reason): reason
            case .invalidFixture(_, let reason): reason
            case .gzip(let error): "\(error)"
            default: sentence
            }
        return reason.escapingControlCharacters
    }

    /// One sentence; control characters (from a path or a fixture's values) are written escaped,
    /// and so are the bytes of a path that are not UTF-8 (`FileSystemPath/displayed(_:)`).
    public var description: String { sentence.escapingControlCharacters }

    private var sentence: String {
        let path = FileSystemPath.displayed(path)
        return switch problem {
        case .unreadable(let reason): "\(path): cannot be read (\(reason))."
        case .gzip(let error): "\(path): \(error); it is not a fixture AdReplay can read, re-record it."
        case .invalidJSON(let reason): "\(path): is not JSON (\(reason)); it is not a fixture AdReplay can read, re-record it."
        case .invalidFixture(let schema, let reason): "\(path): is not a valid schema-\(schema) fixture (\(reason)); re-record it."
        case .pastLimits(let reason): "\(path): is past AdReplay's limits (\(reason)); it is not a fixture AdReplay will read."
        case .missingSchema: "\(path): has no \"schema\" number, so it is not an AdReplay fixture."
        case .futureSchema(let schema):
            "\(path): schema \(schema) is newer than this AdReplay understands (\(Fixture.currentSchema)); upgrade AdReplay or re-record it."
        case .unsupportedSchema(let schema):
            "\(path): schema \(schema) is not one this AdReplay reads (\(FixtureCodec.readableSchemas.map(String.init).joined(separator: ", "))); re-record it."
        case .alreadyExists: "\(path): already exists, and is not overwritten unless asked to be."
        case .danglingSymlink: "\(path): is a symbolic link to a missing file, and is not written through unless asked to overwrite."
        case .unwritable(let reason): "\(path): cannot be written (\(reason))."
        }
    }
}

extension FixtureError {
    /// Why a system call on a file failed, as the phrase inside "cannot be read (…)": the cause the
    /// system gave, in words, so a symbolic link loop never reads as a missing file.
    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "a part of its path is not a folder"
        case ELOOP: "a loop of symbolic links, or too many of them in a row"
        case ENAMETOOLONG: "its path, or a name in it, is longer than the system allows"
        case EACCES: "permission denied"
        case EPERM: "operation not permitted"
        case EIO: "input/output error"
        case EISDIR: "it is a directory"
        case EMFILE, ENFILE: "too many files are open"
        case ENOMEM: "out of memory"
        case EOVERFLOW: "it is too large for this system"
        default: "system error \(code): \(String(cString: strerror(code)))"
        }
    }
}
