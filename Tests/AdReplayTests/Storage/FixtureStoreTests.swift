import Foundation
import Synchronization
import Testing

@testable import AdReplay

/// Reading, atomic writing and finding fixture files.
@Suite struct FixtureStoreTests {
    private func fixture(_ name: String = "banner/fill") throws -> Fixture {
        try committedFixture(name)
    }

    // MARK: Reading

    @Test func read_returnsTheDecodedFixture() throws {
        let path = recording("interstitial/close")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(
            try FixtureStore.read(path, networks: Registry.sample.networks)
                == FixtureCodec.decode(Array(bytes), path: path, networks: Registry.sample.networks))
    }

    @Test func read_namesAMissingFile() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("nothing.fixture.gz").path
            #expect(throws: FixtureError(path: path, problem: .unreadable("no such file"))) {
                try FixtureStore.read(path, networks: Registry.sample.networks)
            }
            #expect(
                fixtureError { _ = try FixtureStore.read(path, networks: Registry.sample.networks) }?.description
                    == "\(path): cannot be read (no such file).")
        }
    }

    @Test func read_refusesAFolder() throws {
        try withTemporaryFolder { folder in
            #expect(
                fixtureError { _ = try FixtureStore.read(folder.path, networks: Registry.sample.networks) }?.description
                    == "\(folder.path): cannot be read (it is a directory).")
        }
    }

    @Test func read_namesASymbolicLinkLoop() throws {
        try withTemporaryFolder { folder in
            let a = folder.appendingPathComponent("a.fixture.gz").path, b = folder.appendingPathComponent("b.fixture.gz").path
            #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
            #expect(
                fixtureError { _ = try FixtureStore.read(a, networks: Registry.sample.networks) }?.description
                    == "\(a): cannot be read (a loop of symbolic links, or too many of them in a row).")
            #expect(
                fixtureError { _ = try FixtureStore.fixturePaths(in: [a]) }?.description
                    == "\(a): cannot be read (a loop of symbolic links, or too many of them in a row).")
        }
    }

    @Test func read_namesAPathPastTheSystemsLimit() throws {
        try withTemporaryFolder { folder in
            let long = folder.appendingPathComponent(String(repeating: "n", count: 300) + ".fixture.gz").path
            #expect(
                fixtureError { _ = try FixtureStore.read(long, networks: Registry.sample.networks) }?.description
                    == "\(long): cannot be read (its path, or a name in it, is longer than the system allows).")
            let deep = folder.path + String(repeating: "/x", count: 2100) + "/a.fixture.gz"
            #expect(
                fixtureError { _ = try FixtureStore.read(deep, networks: Registry.sample.networks) }?.description
                    == "\(deep): cannot be read (its path, or a name in it, is longer than the system allows).")
        }
    }

    @Test func read_namesAFileInThePlaceOfAFolder() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("file").path
            #expect(FileManager.default.createFile(atPath: file, contents: Data()))
            #expect(
                fixtureError { _ = try FixtureStore.read(file + "/x.fixture.gz", networks: Registry.sample.networks) }?.description
                    == "\(file)/x.fixture.gz: cannot be read (a part of its path is not a folder).")
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root reads any file"))
    func read_namesPermissionDenied() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("locked.fixture.gz").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data([1]), attributes: [.posixPermissions: 0]))
            #expect(
                fixtureError { _ = try FixtureStore.read(path, networks: Registry.sample.networks) }?.description
                    == "\(path): cannot be read (permission denied).")
        }
    }

    @Test func read_refusesANameHoldingNUL() {
        #expect(
            fixtureError { _ = try FixtureStore.read("a.fixture.gz\u{0}b", networks: Registry.sample.networks) }?.description
                == "a.fixture.gz\\u{0}b: cannot be read (its name holds a NUL character, which no file name can).")
        #expect(
            fixtureError { _ = try FixtureStore.fixturePaths(in: ["a\u{0}b"]) }?.description
                == "a\\u{0}b: cannot be read (its name holds a NUL character, which no file name can).")
    }

    @Test func aNameThatIsNotUTF8_isFoundReadAndNamedExactly() throws {
        let fixture = try fixture()
        try withTemporaryFolder { folder in
            // "bad<FF>name<C3>.fixture.gz": two bytes no UTF-8 text holds.
            let nameBytes = Array("bad".utf8) + [0xFF] + Array("name".utf8) + [0xC3] + Array(".fixture.gz".utf8)
            let bytes = Array(folder.path.utf8) + [0x2F] + nameBytes
            let descriptor = open(bytes.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_EXCL, 0o644)
            #expect(descriptor >= 0)
            let encoded = try FixtureCodec.encode(fixture)
            #expect(encoded.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) } == encoded.count)
            close(descriptor)
            // A look-alike with U+FFFD where the bytes were, which the old reading looked for instead.
            let lookAlike = folder.appendingPathComponent("bad\u{FFFD}name\u{FFFD}.fixture.gz").path

            let found = try FixtureStore.fixturePaths(in: [folder.path])
            #expect(found.count == 1)
            let path = try #require(found.first)
            #expect(path != lookAlike)
            #expect(FileSystemPath.bytes(path) == bytes)
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks) == fixture)
            #expect(try FixtureStore.fixturePaths(in: [path]) == [path])
            #expect(FileSystemPath.displayed(path) == folder.path + #"/bad\x{ff}name\x{c3}.fixture.gz"#)
            #expect(
                fixtureError { try FixtureStore.write(fixture, to: path, overwrite: true) }?.description
                    == folder.path
                    + #"/bad\x{ff}name\x{c3}.fixture.gz: cannot be written (its name is not UTF-8; rename the file to write it)."#)
            #expect(try FixtureStore.fixturePaths(in: [folder.path]) == [path])

            let missing = FileSystemPath.string(Array(folder.path.utf8) + Array("/gone".utf8) + [0xFE] + Array(".fixture.gz".utf8))
            #expect(
                fixtureError { _ = try FixtureStore.read(missing, networks: Registry.sample.networks) }?.description
                    == folder.path + #"/gone\x{fe}.fixture.gz: cannot be read (no such file)."#)
            // Foundation's folder removal may not cope with the name.
            #expect(unlink(bytes.map { CChar(bitPattern: $0) } + [0]) == 0)
        }
    }

    @Test func read_passesTheLimitOn() throws {
        do {
            _ = try FixtureStore.read(recording("banner/fill"), networks: Registry.sample.networks, limit: 100)
            Issue.record("read past the limit")
        } catch {
            #expect(error.problem == .gzip(.tooLarge(limit: 100)))
            #expect(
                error.description
                    == "\(recording("banner/fill")): inflates past the 100-byte limit; it is not a fixture AdReplay can read, re-record it."
            )
        }
    }

    @Test func read_namesTheFileInAnInvalidFixtureError() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("hello.fixture.gz").path
            try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
            #expect(
                fixtureError { _ = try FixtureStore.read(path, networks: Registry.sample.networks) }?.description
                    == "\(path): is not gzip data; it is not a fixture AdReplay can read, re-record it.")
        }
    }

    // MARK: Writing

    @Test func write_createsMissingFoldersAndRoundTrips() throws {
        let fixture = try fixture()
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("recordings/banner/new.fixture.gz").path
            try FixtureStore.write(fixture, to: path, overwrite: false)
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks) == fixture)
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
            #expect(
                fixtureError { try FixtureStore.write(new, to: path, overwrite: false) }?.description
                    == "\(path): already exists, and is not overwritten unless asked to be.")
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
            #expect(try FixtureStore.read(path, networks: Registry.sample.networks) == new)
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
            // The target is a non-empty folder: refused (it would be a failed rename), nothing left behind.
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

    // MARK: Publishing safely (both kinds of temporary file)

    /// Every publishing test runs with an unnamed (O_TMPFILE) temporary file and with the named
    /// fallback that filesystems without O_TMPFILE get.
    static let temporaryFiles: [FilePublisher.TemporaryFiles] = [.unnamedWhenPossible, .named]

    private func bytes(_ name: String) throws -> [UInt8] { try FixtureCodec.encode(try fixture(name)) }

    private func publish(_ bytes: [UInt8], to path: String, overwrite: Bool, _ kind: FilePublisher.TemporaryFiles) throws {
        try FilePublisher.publish(bytes, to: path, overwrite: overwrite, temporaryFiles: kind)
    }

    private func mode(of path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test(arguments: temporaryFiles)
    func publish_withoutOverwrite_refusesAnExistingFileAndKeepsItByteForByte(_ kind: FilePublisher.TemporaryFiles) throws {
        let old = try bytes("banner/fill"), new = try bytes("banner/failure-unknown")
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("kept.fixture.gz").path
            try publish(old, to: path, overwrite: false, kind)
            #expect(throws: FixtureError(path: path, problem: .alreadyExists)) {
                try publish(new, to: path, overwrite: false, kind)
            }
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == old)
            #expect(try fileNames(in: folder) == ["kept.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withoutOverwrite_exactlyOneOfManyConcurrentWritersWins(_ kind: FilePublisher.TemporaryFiles) throws {
        let candidates = try ["banner/fill", "banner/failure-unknown", "interstitial/fill", "rewarded/fill"].map(bytes)
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("race.fixture.gz").path
            let outcomes = Mutex<[Int: FixtureError?]>([:])
            DispatchQueue.concurrentPerform(iterations: 24) { writer in
                let result: FixtureError?
                do throws(FixtureError) {
                    try FilePublisher.publish(candidates[writer % candidates.count], to: path, overwrite: false, temporaryFiles: kind)
                    result = nil
                } catch {
                    result = error
                }
                outcomes.withLock { $0[writer] = result }
            }
            let all = outcomes.withLock { $0 }
            let winners = all.filter { $0.value == nil }.map(\.key)
            #expect(all.count == 24)
            #expect(winners.count == 1)
            #expect(all.values.compactMap { $0 }.allSatisfy { $0 == FixtureError(path: path, problem: .alreadyExists) })
            let winner = try #require(winners.first)
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == candidates[winner % candidates.count])
            #expect(try fileNames(in: folder) == ["race.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withOverwrite_replacesByRenaming_soAnOpenReaderKeepsTheWholeOldFile(_ kind: FilePublisher.TemporaryFiles) throws {
        let old = try bytes("banner/fill"), new = try bytes("interstitial/close")
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("swapped.fixture.gz").path
            try publish(old, to: path, overwrite: false, kind)
            let reader = try #require(FileHandle(forReadingAtPath: path))
            defer { try? reader.close() }
            try publish(new, to: path, overwrite: true, kind)
            // A new file took the name; the one the reader opened was neither truncated nor rewritten.
            #expect(try reader.readToEnd().map(Array.init) == old)
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == new)
            #expect(try fileNames(in: folder) == ["swapped.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withOverwrite_readersSeeTheOldFileOrTheNewNeverAPartOrNothing(_ kind: FilePublisher.TemporaryFiles) throws {
        let first = try bytes("native/fill"), second = try bytes("customNative/click-browser")
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("busy.fixture.gz").path
            try publish(first, to: path, overwrite: false, kind)
            let writer = BackgroundWriter()
            // Its own thread, not the shared pool: the reader below spins until the writer is done.
            let thread = Thread {
                for round in 0..<150 {
                    do throws(FixtureError) {
                        try FilePublisher.publish(round.isMultiple(of: 2) ? second : first, to: path, overwrite: true, temporaryFiles: kind)
                    } catch {
                        writer.failures.withLock { $0.append(error.description) }
                    }
                }
                writer.finished.store(true, ordering: .releasing)
                writer.done.signal()
            }
            thread.start()
            var reads = 0, torn = 0
            while !writer.finished.load(ordering: .acquiring) || reads == 0 {
                let seen = FileManager.default.contents(atPath: path).map(Array.init)
                if seen != first && seen != second { torn += 1 }
                reads += 1
            }
            writer.done.wait()
            #expect(torn == 0, "\(torn) of \(reads) reads saw neither the old file nor the new")
            #expect(writer.failures.withLock { $0 } == [])
            #expect(try fileNames(in: folder) == ["busy.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withOverwrite_keepsTheReplacedFilesMode(_ kind: FilePublisher.TemporaryFiles) throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("private.fixture.gz").path
            try publish(try bytes("banner/fill"), to: path, overwrite: false, kind)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            try publish(try bytes("banner/failure-unknown"), to: path, overwrite: true, kind)
            #expect(try mode(of: path) == 0o600)
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == (try bytes("banner/failure-unknown")))
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withOverwrite_throughASymlink_updatesItsTargetAndKeepsTheLinkAndTheMode(_ kind: FilePublisher.TemporaryFiles) throws {
        let new = try bytes("banner/failure-unknown")
        try withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("shared")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            let target = shared.appendingPathComponent("fill.fixture.gz").path
            try publish(try bytes("banner/fill"), to: target, overwrite: false, kind)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
            let link = folder.appendingPathComponent("fill.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared/fill.fixture.gz")

            try publish(new, to: link, overwrite: true, kind)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "shared/fill.fixture.gz")
            #expect(FileManager.default.contents(atPath: target).map(Array.init) == new)
            #expect(try mode(of: target) == 0o640)
            #expect(try fileNames(in: folder) == ["fill.fixture.gz", "shared"])
            #expect(try fileNames(in: shared) == ["fill.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withOverwrite_followsAChainOfSymlinks(_ kind: FilePublisher.TemporaryFiles) throws {
        let new = try bytes("banner/failure-unknown")
        try withTemporaryFolder { folder in
            let target = folder.appendingPathComponent("real.fixture.gz").path
            try publish(try bytes("banner/fill"), to: target, overwrite: false, kind)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("middle.fixture.gz").path,
                withDestinationPath: target)
            let link = folder.appendingPathComponent("first.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "middle.fixture.gz")
            try publish(new, to: link, overwrite: true, kind)
            #expect(FileManager.default.contents(atPath: target).map(Array.init) == new)
            #expect(isSymbolicLink(link) && isSymbolicLink(folder.appendingPathComponent("middle.fixture.gz").path))
            #expect(try fileNames(in: folder) == ["first.fixture.gz", "middle.fixture.gz", "real.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withoutOverwrite_refusesASymlinkToAnExistingFile(_ kind: FilePublisher.TemporaryFiles) throws {
        let old = try bytes("banner/fill")
        try withTemporaryFolder { folder in
            let target = folder.appendingPathComponent("real.fixture.gz").path
            try publish(old, to: target, overwrite: false, kind)
            let link = folder.appendingPathComponent("link.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.fixture.gz")
            #expect(throws: FixtureError(path: link, problem: .alreadyExists)) {
                try publish(try bytes("banner/failure-unknown"), to: link, overwrite: false, kind)
            }
            #expect(FileManager.default.contents(atPath: target).map(Array.init) == old)
            #expect(isSymbolicLink(link))
            #expect(try fileNames(in: folder) == ["link.fixture.gz", "real.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withoutOverwrite_refusesADanglingSymlinkSayingSo(_ kind: FilePublisher.TemporaryFiles) throws {
        try withTemporaryFolder { folder in
            let link = folder.appendingPathComponent("dangling.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "elsewhere/missing.fixture.gz")
            let error = fixtureError { try publish(try bytes("banner/fill"), to: link, overwrite: false, kind) }
            #expect(error == FixtureError(path: link, problem: .danglingSymlink))
            #expect(
                error?.description == "\(link): is a symbolic link to a missing file, and is not written through unless asked to overwrite."
            )
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "elsewhere/missing.fixture.gz")
            #expect(try fileNames(in: folder) == ["dangling.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_withOverwrite_writesADanglingSymlinksTargetAndKeepsTheLink(_ kind: FilePublisher.TemporaryFiles) throws {
        let new = try bytes("banner/fill")
        try withTemporaryFolder { folder in
            let link = folder.appendingPathComponent("dangling.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "elsewhere/missing.fixture.gz")
            try publish(new, to: link, overwrite: true, kind)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "elsewhere/missing.fixture.gz")
            let target = folder.appendingPathComponent("elsewhere/missing.fixture.gz").path
            #expect(FileManager.default.contents(atPath: target).map(Array.init) == new)
            #expect(try FixtureStore.read(link, networks: Registry.sample.networks) == fixture("banner/fill"))
            #expect(try fileNames(in: folder) == ["dangling.fixture.gz", "elsewhere"])
            #expect(try fileNames(in: folder.appendingPathComponent("elsewhere")) == ["missing.fixture.gz"])
        }
    }

    @Test func publish_withOverwrite_refusesASymlinkToAFolder() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
            let link = folder.appendingPathComponent("link.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dir")
            let error = fixtureError { try FixtureStore.write(try fixture(), to: link, overwrite: true) }
            #expect(error?.description == "\(link): cannot be written (it links to a directory, \(folder.path)/dir).")
            #expect(try fileNames(in: folder) == ["dir", "link.fixture.gz"])
            #expect(try fileNames(in: folder.appendingPathComponent("dir")) == [])
        }
    }

    @Test func publish_withOverwrite_refusesASymlinkLoop() throws {
        try withTemporaryFolder { folder in
            let one = folder.appendingPathComponent("one.fixture.gz").path, two = folder.appendingPathComponent("two.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: one, withDestinationPath: "two.fixture.gz")
            try FileManager.default.createSymbolicLink(atPath: two, withDestinationPath: "one.fixture.gz")
            let error = fixtureError { try FixtureStore.write(try fixture(), to: one, overwrite: true) }
            #expect(error?.description == "\(one): cannot be written (too many levels of symbolic links).")
            #expect(try fileNames(in: folder) == ["one.fixture.gz", "two.fixture.gz"])
        }
    }

    // MARK: Temporary files left by writers that died

    /// The PID of a process that has exited (and been reaped).
    private func deadPID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func temporaryNames_areRecognisedWithTheirOwner() {
        let name = FilePublisher.temporaryName(for: "fill.fixture.gz", pid: 4321, sequence: 0xbeef)
        #expect(name == ".fill.fixture.gz.tmp-adreplay-4321-beef")
        #expect(FilePublisher.temporaryOwner(of: name) == 4321)
        // .gitignore has `*.fixture.gz.tmp*`, and the tests' own helper looks for `.NAME.tmp-`.
        #expect(name.contains(".fixture.gz.tmp"))
        for other in [
            "fill.fixture.gz", ".fill.fixture.gz.tmp-adreplay-", ".x.tmp-adreplay-12", ".x.tmp-adreplay-12-",
            ".x.tmp-adreplay-1x-ab", ".x.tmp-adreplay-12-zz", "x.tmp-adreplay-12-ab", ".x.tmp-adreplay-0-1",
            ".x.tmp-adreplay--3-1", ".x.tmp-adreplay-12-ab-cd", ".fill.fixture.gz.tmp-123",
        ] {
            #expect(FilePublisher.temporaryOwner(of: other) == nil, "\(other)")
        }
        let long = String(repeating: "é", count: 250) + ".fixture.gz"
        let longName = FilePublisher.temporaryName(for: long, pid: 99_999_999, sequence: .max)
        #expect(longName.utf8.count <= 255)
        #expect(FilePublisher.temporaryOwner(of: longName) == 99_999_999)
    }

    @Test(arguments: temporaryFiles)
    func publish_removesStaleTemporaryFilesOfDeadProcessesButNotOfLiveOnes(_ kind: FilePublisher.TemporaryFiles) throws {
        let dead = try deadPID(), alive = getpid()
        try withTemporaryFolder { folder in
            let stale = [
                FilePublisher.temporaryName(for: "a.fixture.gz", pid: dead, sequence: 1),
                FilePublisher.temporaryName(for: "other.fixture.gz", pid: dead, sequence: 0xff),
            ]
            let live = [
                FilePublisher.temporaryName(for: "a.fixture.gz", pid: alive, sequence: 2),
                FilePublisher.temporaryName(for: "b.fixture.gz", pid: 1, sequence: 3),
            ]
            let unrelated = [".a.fixture.gz.tmp-\(dead)", ".notes.tmp-adreplay-\(dead)-xyz", "keep.txt"]
            for name in stale + live + unrelated {
                try Data("half a fixture".utf8).write(to: folder.appendingPathComponent(name))
            }
            try publish(try bytes("banner/fill"), to: folder.appendingPathComponent("new.fixture.gz").path, overwrite: false, kind)
            #expect(try fileNames(in: folder) == (live + unrelated + ["new.fixture.gz"]).sorted())
        }
    }

    @Test func publish_keepsADeadPIDsTemporaryFileWhileSomeoneHoldsItsLock() throws {
        // A writer in another PID namespace sharing the folder: its PID looks dead here, but it
        // holds its file's lock.
        let dead = try deadPID()
        try withTemporaryFolder { folder in
            let name = FilePublisher.temporaryName(for: "a.fixture.gz", pid: dead, sequence: 7)
            let url = folder.appendingPathComponent(name)
            try Data("being written".utf8).write(to: url)
            // Close-on-exec: a child another test starts meanwhile must not inherit the lock.
            let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
            #expect(descriptor >= 0)
            let holder = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            defer { try? holder.close() }
            #expect(flock(holder.fileDescriptor, LOCK_EX | LOCK_NB) == 0)
            try FixtureStore.write(try fixture(), to: folder.appendingPathComponent("a.fixture.gz").path, overwrite: true)
            #expect(try fileNames(in: folder) == [name, "a.fixture.gz"].sorted())
            try holder.close()
            // A process forked by a test running beside this one (a fresh child per fixture) while
            // the lock was held keeps a copy of the descriptor until it exits: wait for that.
            Self.waitUntilUnlocked(url)
            try FixtureStore.write(try fixture(), to: folder.appendingPathComponent("a.fixture.gz").path, overwrite: true)
            #expect(try fileNames(in: folder) == ["a.fixture.gz"])
        }
    }

    /// Waits, at most 30 s, until nobody holds `url`'s lock.
    static func waitUntilUnlocked(_ url: URL) {
        for _ in 0..<3000 {
            let probe = open(url.path, O_RDONLY | O_CLOEXEC)
            guard probe >= 0 else { return }
            defer { close(probe) }
            if flock(probe, LOCK_EX | LOCK_NB) == 0 {
                flock(probe, LOCK_UN)
                return
            }
            usleep(10_000)
        }
    }

    @Test func publish_removesStaleTemporaryFilesOnlyInTheFolderItWritesIn() throws {
        let dead = try deadPID()
        try withTemporaryFolder { folder in
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let name = FilePublisher.temporaryName(for: "a.fixture.gz", pid: dead, sequence: 1)
            try Data().write(to: elsewhere.appendingPathComponent(name))
            try FixtureStore.write(try fixture(), to: folder.appendingPathComponent("a.fixture.gz").path, overwrite: false)
            #expect(try fileNames(in: elsewhere) == [name])
            try FixtureStore.write(try fixture(), to: elsewhere.appendingPathComponent("a.fixture.gz").path, overwrite: false)
            #expect(try fileNames(in: elsewhere) == ["a.fixture.gz"])
        }
    }

    @Test(arguments: temporaryFiles)
    func publish_leavesNoTemporaryFileAfterAnyWrite(_ kind: FilePublisher.TemporaryFiles) throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("x.fixture.gz").path
            try publish(try bytes("banner/fill"), to: path, overwrite: false, kind)
            #expect(try temporaryFileNames(in: folder) == [])
            try publish(try bytes("banner/fill"), to: path, overwrite: true, kind)
            #expect(try temporaryFileNames(in: folder) == [])
            _ = fixtureError { try publish(try bytes("banner/fill"), to: path, overwrite: false, kind) }
            #expect(try temporaryFileNames(in: folder) == [])
            let dangling = folder.appendingPathComponent("d.fixture.gz").path
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "missing.fixture.gz")
            _ = fixtureError { try publish(try bytes("banner/fill"), to: dangling, overwrite: false, kind) }
            try publish(try bytes("banner/fill"), to: dangling, overwrite: true, kind)
            #expect(try fileNames(in: folder) == ["d.fixture.gz", "missing.fixture.gz", "x.fixture.gz"])
        }
    }

    // MARK: Finding fixtures

    @Test func fixturePaths_findsFixturesRecursivelyAndSorted() throws {
        try withTemporaryFolder { folder in
            let files = [
                "z/last.fixture.gz", "a/b/deep.fixture.gz", "a/first.fixture.gz", "top.fixture.gz", "m/notes.txt",
                "m/fixture.gz", "m/.hidden.fixture.gz.tmp-123",
            ]
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

    /// "café" written as one character and as "e" and an accent are one string to Swift and two
    /// files to Linux: both are replayed, in the order of their bytes, and a file named twice is
    /// listed once.
    @Test func fixturePaths_keepsTwoFilesWhoseNamesAreEqualAsStrings() throws {
        try withTemporaryFolder { folder in
            let composed = folder.appendingPathComponent("caf\u{E9}.fixture.gz").path
            let decomposed = folder.appendingPathComponent("cafe\u{301}.fixture.gz").path
            #expect(composed == decomposed)
            for path in [composed, decomposed] {
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                #expect(descriptor >= 0)
                close(descriptor)
            }
            let found = try FixtureStore.fixturePaths(in: [folder.path])
            #expect(found.map { Array($0.utf8) } == [Array(decomposed.utf8), Array(composed.utf8)])
            let twice = try FixtureStore.fixturePaths(in: [folder.path, composed, folder.path + "/"])
            #expect(twice.map { Array($0.utf8) } == [Array(decomposed.utf8), Array(composed.utf8)])
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
        let walked = committedFixtureNames()
        #expect(!walked.isEmpty)
        #expect(found.map { String($0.dropFirst(recordingsFolder.path.count + 1)) }.sorted() == walked)
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
            #expect(
                fixtureError { _ = try FixtureStore.fixturePaths(in: [missing]) }?.description
                    == "\(missing): cannot be read (no such file or folder).")
        }
    }

    @Test func fixturePaths_ofAnEmptyFolderIsEmpty() throws {
        let found = try withTemporaryFolder { folder in try FixtureStore.fixturePaths(in: [folder.path]) }
        #expect(found == [])
    }
}

/// What a writer on another thread reports: whether it is done, and what failed.
private final class BackgroundWriter: Sendable {
    let finished = Atomic<Bool>(false)
    let done = DispatchSemaphore(value: 0)
    let failures = Mutex<[String]>([])

    @Test func fixturePaths_findFixturesHoweverDeep() throws {
        try withTemporaryFolder { folder in
            var deep = folder
            for level in 0..<120 { deep = deep.appendingPathComponent("d\(level % 10)") }
            try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: recording("banner/fill")))
            try bytes.write(to: deep.appendingPathComponent("deep.fixture.gz"))
            try bytes.write(to: folder.appendingPathComponent("top.fixture.gz"))
            let found = try FixtureStore.fixturePaths(in: [folder.path])
            #expect(found.count == 2)
            #expect(found.contains(deep.appendingPathComponent("deep.fixture.gz").path))
        }
    }
}
