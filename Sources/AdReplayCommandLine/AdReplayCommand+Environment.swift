import AdReplay
import AdWorld
import AdWorldHTTP

/// The environment the command line reads, checked before any command runs (`--help`
/// included): a value out of its range is refused with one sentence naming the variable and the
/// range (exit 2), never turned into a default, a trap deep in a session, or a request to a proxy
/// nobody meant. CommandLine.md's *Environment* lists every variable.
extension AdReplayCommand {
    static func checkEnvironment(_ environment: [String: String]) throws {
        let variable = MainThreadWatch.limitVariable
        if let text = environment[variable], MainThreadWatch.limitSeconds(text) == nil {
            throw Failure.input(
                "\(variable) is \"\(text.escapingControlCharacters)\", not a number of seconds from 0.1 to 86400 (a day); "
                    + "unset it for the default of 10.")
        }
        try Today.check(environment)
        // The test helpers' (not read here): a CI job's typo is said wherever it is met first.
        if case .failure(let problem) = IsolationVariable.value(in: environment) { throw Failure.input(problem.description) }
        try checkSharding(environment)
        for variable in HTTPProxies.variables {
            if let value = environment[variable], let problem = HTTPProxies.problem(variable: variable, value: value) {
                throw Failure.input(problem.escapingControlCharacters)
            }
        }
    }

    /// `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX`, which a sharding test runner sets together:
    /// N from 1, the index from 0 to N − 1.
    private static func checkSharding(_ environment: [String: String]) throws {
        let total = environment["TEST_TOTAL_SHARDS"], index = environment["TEST_SHARD_INDEX"]
        guard let total else {
            if let index {
                throw Failure.input(
                    "TEST_SHARD_INDEX is \"\(index.escapingControlCharacters)\" but TEST_TOTAL_SHARDS is not set; "
                        + "a sharding test runner sets both (the index from 0 to TEST_TOTAL_SHARDS − 1), or neither.")
            }
            return
        }
        guard let count = Int(total), count >= 1 else {
            throw Failure.input(
                "TEST_TOTAL_SHARDS is \"\(total.escapingControlCharacters)\", not a whole number of shards, 1 or more "
                    + "(a sharding test runner sets it with TEST_SHARD_INDEX).")
        }
        guard let index else {
            throw Failure.input(
                "TEST_TOTAL_SHARDS is \(count) but TEST_SHARD_INDEX is not set; a sharding test runner sets it too, from 0 to \(count - 1)."
            )
        }
        guard let shard = Int(index), (0..<count).contains(shard) else {
            throw Failure.input(
                "TEST_SHARD_INDEX is \"\(index.escapingControlCharacters)\", not a whole number from 0 to \(count - 1) "
                    + "(TEST_TOTAL_SHARDS is \(count); the index counts from 0).")
        }
    }
}
