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

/// A forced network outcome.
enum ForcedAnswer: String, ExpressibleByArgument, CaseIterable {
    case fill, unknown, networkError, noInventory

    var answer: SampleNetworkAnswer {
        switch self {
        case .fill: .fill
        case .unknown: .failure(.unknown)
        case .networkError: .failure(.networkError)
        case .noInventory: .failure(.noInventory)
        }
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
