import AdReplay
import ArgumentParser
import Mediation
import SampleAdSDK

extension Scenario.Format: ExpressibleByArgument {}
extension MediaAspectRatio: ExpressibleByArgument {}
extension AdChoicesPosition: ExpressibleByArgument {}
extension SampleNativeVariant: ExpressibleByArgument {}

/// `yes` or `no`.
enum YesNo: String, ExpressibleByArgument, CaseIterable {
    case yes, no
    var bool: Bool { self == .yes }
}

/// A forced network outcome: the Sample network's (`fill`, `unknown`, `networkError`,
/// `noInventory`) or, for customNative, the host's ad server's (`fill` and its failure codes).
enum ForcedAnswer: String, ExpressibleByArgument, CaseIterable {
    case fill, unknown, networkError, noInventory
    case invalidRequest, noFill, serverError, timeout, internalError

    /// The Sample network's answer, if this is one.
    var sampleAnswer: SampleNetworkAnswer? {
        switch self {
        case .fill: .fill
        case .unknown: .failure(.unknown)
        case .networkError: .failure(.networkError)
        case .noInventory: .failure(.noInventory)
        case .invalidRequest, .noFill, .serverError, .timeout, .internalError: nil
        }
    }

    /// The host's ad server's answer, if this is one.
    var hostAnswer: LiveNetwork.HostAnswer? {
        switch self {
        case .fill: .fill
        case .invalidRequest: .failure(.invalidRequest)
        case .noFill: .failure(.noFill)
        case .networkError: .failure(.networkError)
        case .serverError: .failure(.serverError)
        case .timeout: .failure(.timeout)
        case .internalError: .failure(.internalError)
        case .unknown, .noInventory: nil
        }
    }

    /// The answers a format's network can give, as the help and errors list them (the host's
    /// failures in the order of their codes).
    static func names(for format: Scenario.Format) -> String {
        let answers: [ForcedAnswer] = format == .customNative
            ? [.fill, .invalidRequest, .noFill, .networkError, .serverError, .timeout, .internalError]
            : [.fill, .unknown, .networkError, .noInventory]
        return answers.map(\.rawValue).joined(separator: ", ")
    }
}

/// Reads a fixture for a command, turning read errors into exit-2 failures.
func readFixture(_ path: String) throws -> Fixture {
    do {
        return try FixtureStore.read(path)
    } catch {
        throw Failure.input(error.description)
    }
}

/// Every fixture under `paths` (files, or folders searched recursively), or an exit-2 failure
/// when a path is missing or nothing is found to `verb`.
func fixtureFiles(in paths: [String], toDo verb: String) throws -> [String] {
    let files: [String]
    do {
        files = try FixtureStore.fixturePaths(in: paths)
    } catch {
        throw Failure.input(error.description)
    }
    if files.isEmpty {
        throw Failure.input("\(paths.joined(separator: ", ")): holds no *.fixture.gz files; nothing to \(verb).")
    }
    return files
}
