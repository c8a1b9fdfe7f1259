import AdReplay
import Foundation
import Testing

/// Reading, atomic writing and finding fixture files.
@Suite struct FixtureStoreTests {
    private func fixture(_ name: String = "banner/fill") throws -> Fixture {
        try committedFixture(name)
    }

    // MARK: Reading

    @Test func read_returnsTheDecodedFixture() throws {
        let path = recording("interstitial/close")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(try FixtureStore.read(path) == FixtureCodec.decode(Array(bytes), path: path))
    }

    @Test func read_namesAMissingFile() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("nothing.fixture.gz").path
            #expect(throws: FixtureError(path: path, problem: .unreadable("no such file"))) { try FixtureStore.read(path) }
            #expect(fixtureError { _ = try FixtureStore.read(path) }?.description == "\(path): cannot be read (no such file).")
        }
    }

    @Test func read_refusesAFolder() throws {
        try withTemporaryFolder { folder in
            #expect(fixtureError { _ = try FixtureStore.read(folder.path) }?.description
                == "\(folder.path): cannot be read (it is a directory).")
        }
    }

    @Test func read_passesTheLimitOn() throws {
        do {
            _ = try FixtureStore.read(recording("banner/fill"), limit: 100)
            Issue.record("read past the limit")
        } catch {
            #expect(error.problem == .gzip(.tooLarge(limit: 100)))
            #expect(error.description == "\(recording("banner/fill")): inflates past the 100-byte limit; it is not a fixture adreplay can read, re-record it.")
        }
    }

    @Test func read_namesTheFileInAnInvalidFixtureError() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("hello.fixture.gz").path
            try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
            #expect(fixtureError { _ = try FixtureStore.read(path) }?.description
                == "\(path): is not gzip data; it is not a fixture adreplay can read, re-record it.")
        }
    }

    // MARK: Writing

    @Test func write_createsMissingFoldersAndRoundTrips() throws {
        let fixture = try fixture()
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("recordings/banner/new.fixture.gz").path
            try FixtureStore.write(fixture, to: path, overwrite: false)
            #expect(try FixtureStore.read(path) == fixture)
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == (try FixtureCodec.encode(fixture)))
        }
    }

    @Test func write_withoutOverwrite_refusesAnExistingFileAndKeepsItsBytes() throws {
        let old = try fixture("banner/fill"), new = try fixture("banner/failure-unknown")
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("kept.fixture.gz").path
            try FixtureStore.write(old, to: path, overwrite: false)
            let before = try #require(FileManager.default.contents(atPath: path))
            #expect(throws: FixtureError(path: path, problem: .alreadyExists)) {
                try FixtureStore.write(new, to: path, overwrite: false)
            }
            #expect(fixtureError { try FixtureStore.write(new, to: path, overwrite: false) }?.description
                == "\(path): already exists; pass --force to overwrite it.")
            #expect(FileManager.default.contents(atPath: path) == before)
            #expect(try temporaryFileNames(in: folder) == [])
            #expect(try fileNames(in: folder) == ["kept.fixture.gz"])
        }
    }

    @Test func write_withoutOverwrite_refusesEvenAnUnreadableFile() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("junk.fixture.gz").path
            try Data("junk".utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: FixtureError(path: path, problem: .alreadyExists)) {
                try FixtureStore.write(try fixture(), to: path, overwrite: false)
            }
            #expect(FileManager.default.contents(atPath: path) == Data("junk".utf8))
        }
    }

    @Test func write_withOverwrite_replacesTheFile() throws {
        let old = try fixture("banner/fill"), new = try fixture("banner/failure-unknown")
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("replaced.fixture.gz").path
            try FixtureStore.write(old, to: path, overwrite: false)
            try FixtureStore.write(new, to: path, overwrite: true)
            #expect(try FixtureStore.read(path) == new)
            #expect(try fileNames(in: folder) == ["replaced.fixture.gz"])
        }
    }

    @Test func write_leavesNoTemporaryFileAfterSuccess() throws {
        try withTemporaryFolder { folder in
            for name in ["a", "b", "c"] {
                try FixtureStore.write(try fixture(), to: folder.appendingPathComponent("\(name).fixture.gz").path, overwrite: false)
            }
            try FixtureStore.write(try fixture(), to: folder.appendingPathComponent("a.fixture.gz").path, overwrite: true)
            #expect(try fileNames(in: folder) == ["a.fixture.gz", "b.fixture.gz", "c.fixture.gz"])
        }
    }

    @Test func write_leavesNoTemporaryFileWhenTheRenameFails() throws {
        try withTemporaryFolder { folder in
            // The target is a non-empty folder: the temporary file is written, the rename fails.
            let target = folder.appendingPathComponent("taken.fixture.gz")
            try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
            let fixture = try fixture()
            let error = fixtureError { try FixtureStore.write(fixture, to: target.path, overwrite: true) }
            guard case .unwritable(let reason)? = error?.problem else {
                Issue.record("expected .unwritable, got \(String(describing: error))")
                return
            }
            #expect(error?.path == target.path)
            #expect(error?.description == "\(target.path): cannot be written (\(reason)).")
            #expect(!reason.isEmpty)
            #expect(try temporaryFileNames(in: folder) == [])
            #expect(try fileNames(in: folder) == ["taken.fixture.gz"])
        }
    }

    @Test func write_failsCleanlyWhenTheFolderCannotBeCreated() throws {
        try withTemporaryFolder { folder in
            let blocker = folder.appendingPathComponent("banner")
            try Data("a file where a folder should be".utf8).write(to: blocker)
            let path = blocker.appendingPathComponent("fill.fixture.gz").path
            let fixture = try fixture()
            let error = fixtureError { try FixtureStore.write(fixture, to: path, overwrite: false) }
            guard case .unwritable? = error?.problem else {
                Issue.record("expected .unwritable, got \(String(describing: error))")
                return
            }
            #expect(error?.description.hasPrefix("\(path): cannot be written (") == true)
            #expect(try fileNames(in: folder) == ["banner"])
        }
    }

    // MARK: Finding fixtures

    @Test func fixturePaths_findsFixturesRecursivelyAndSorted() throws {
        try withTemporaryFolder { folder in
            let files = ["z/last.fixture.gz", "a/b/deep.fixture.gz", "a/first.fixture.gz", "top.fixture.gz", "m/notes.txt",
                         "m/fixture.gz", "m/.hidden.fixture.gz.tmp-123"]
            for file in files {
                let url = folder.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
            let found = try FixtureStore.fixturePaths(in: [folder.path])
            let base = folder.path
            #expect(found == ["a/b/deep.fixture.gz", "a/first.fixture.gz", "top.fixture.gz", "z/last.fixture.gz"].map { "\(base)/\($0)" })
            #expect(try FixtureStore.fixturePaths(in: [folder.path + "/"]) == found)
        }
    }

    @Test func fixturePaths_takesFilesAsGivenAndSortsTheWhole() throws {
        try withTemporaryFolder { folder in
            let named = folder.appendingPathComponent("b/any-name.gz")
            let inFolder = folder.appendingPathComponent("a/one.fixture.gz")
            for url in [named, inFolder] {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
            let found = try FixtureStore.fixturePaths(in: [named.path, folder.appendingPathComponent("a").path])
            #expect(found == [inFolder.path, named.path])
        }
    }

    @Test func fixturePaths_findsTheCommittedCorpus() throws {
        let found = try FixtureStore.fixturePaths(in: [recordingsFolder.path])
        #expect(found.count == 80)
        #expect(found == found.sorted())
        #expect(found.first == recording("appOpen/close-early"))
        #expect(found.allSatisfy { $0.hasSuffix(".fixture.gz") })
    }

    @Test func fixturePaths_namesAMissingPath() throws {
        try withTemporaryFolder { folder in
            let missing = folder.appendingPathComponent("no-such-folder").path
            #expect(throws: FixtureError(path: missing, problem: .unreadable("no such file or folder"))) {
                try FixtureStore.fixturePaths(in: [folder.path, missing])
            }
            #expect(fixtureError { _ = try FixtureStore.fixturePaths(in: [missing]) }?.description
                == "\(missing): cannot be read (no such file or folder).")
        }
    }

    @Test func fixturePaths_ofAnEmptyFolderIsEmpty() throws {
        let found = try withTemporaryFolder { folder in try FixtureStore.fixturePaths(in: [folder.path]) }
        #expect(found == [])
    }
}
