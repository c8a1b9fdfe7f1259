import AdReplay
import ArgumentParser
import Mediation

extension Scenario.Format: ExpressibleByArgument {}
extension MediaAspectRatio: ExpressibleByArgument {}
extension AdChoicesPosition: ExpressibleByArgument {}

/// `yes` or `no`.
package enum YesNo: String, ExpressibleByArgument, CaseIterable {
    case yes, no
    package var bool: Bool { self == .yes }
}

/// `--seed`: a whole number from 0 to `UInt64.max`, with the usage error saying so.
func parseSeed(_ text: String) throws -> UInt64 {
    try seed(option: "--seed")(text)
}

/// A seed for `option`: a whole number from 0 to `UInt64.max`, with the usage error saying so
/// (`--shuffle -1` is a value out of that range, not a missing value: declare the option
/// `parsing: .unconditional`).
func seed(option: String) -> @Sendable (String) throws -> UInt64 {
    { text in
        guard let seed = UInt64(text) else {
            throw ValidationError("\(option) takes a whole number from 0 to \(UInt64.max), not \"\(text.escapingControlCharacters)\".")
        }
        return seed
    }
}

/// A whole number for `option` in `range` (`unit` after "a whole number", e.g. " of days"), with
/// the usage error naming the range; a range up to `Int.max` reads "0 or more".
func wholeNumber(option: String, in range: ClosedRange<Int>, unit: String = "") -> @Sendable (String) throws -> Int {
    { text in
        guard let number = Int(text), range.contains(number) else {
            let bounds = range.upperBound == Int.max ? ", \(range.lowerBound) or more" : " from \(range.lowerBound) to \(range.upperBound)"
            throw ValidationError("\(option) takes a whole number\(unit)\(bounds), not \"\(text.escapingControlCharacters)\".")
        }
        return number
    }
}

extension FixtureError {
    /// The error as a command with `--force` says it: what the flag would do, where the engine
    /// speaks of being asked.
    var commandLineDescription: String {
        switch problem {
        case .alreadyExists: "\(path): already exists; pass --force to overwrite it."
        case .danglingSymlink: "\(path): is a symbolic link to a missing file; pass --force to write through it."
        default: description
        }
    }
}

extension VariantError {
    /// The error as the command line says it: the engine's sentence, with the option that
    /// records an ad unit.
    var commandLineDescription: String {
        switch problem {
        case .noAdUnit: String(description.dropLast()) + " (record --parameter UNIT)."
        }
    }
}
