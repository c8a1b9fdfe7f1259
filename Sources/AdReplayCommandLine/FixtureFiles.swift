import AdReplay

/// Reads a fixture for a command, turning read errors into exit-2 failures.
package func readFixture(_ path: String) throws -> Fixture {
    do {
        return try FixtureStore.read(path, networks: CommandLineTool.current.registry.networks)
    } catch {
        throw Failure.input(error.description)
    }
}

/// Every fixture under `paths` (files, or folders searched recursively), or an exit-2 failure
/// when a path is missing or nothing is found to `verb`.
package func fixtureFiles(in paths: [String], toDo verb: String) throws -> [String] {
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
