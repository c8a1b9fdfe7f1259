import AdReplaySample
import Foundation
import Testing

@testable import AdReplay

/// Every fixture error is one sentence that names the file and says what to do.
@Suite struct FixtureErrorTests {
    private func text(_ problem: FixtureError.Problem) -> String {
        FixtureError(path: "recordings/x.fixture.gz", problem: problem).description
    }

    @Test func sentences() {
        #expect(text(.unreadable("no such file")) == "recordings/x.fixture.gz: cannot be read (no such file).")
        #expect(text(.gzip(.truncated)) == "recordings/x.fixture.gz: is truncated; it is not a fixture AdReplay can read, re-record it.")
        #expect(
            text(.invalidJSON("line 1, column 1: invalid literal"))
                == "recordings/x.fixture.gz: is not JSON (line 1, column 1: invalid literal); it is not a fixture AdReplay can read, re-record it."
        )
        #expect(
            text(.invalidFixture(schema: 2, reason: #"timeline entry 3: "at" is missing"#))
                == #"recordings/x.fixture.gz: is not a valid schema-2 fixture (timeline entry 3: "at" is missing); re-record it."#)
        #expect(text(.missingSchema) == #"recordings/x.fixture.gz: has no "schema" number, so it is not an AdReplay fixture."#)
        #expect(
            text(.futureSchema(4))
                == "recordings/x.fixture.gz: schema 4 is newer than this AdReplay understands (3); upgrade AdReplay or re-record it.")
        #expect(text(.unsupportedSchema(0)) == "recordings/x.fixture.gz: schema 0 is not one this AdReplay reads (1, 2, 3); re-record it.")
        #expect(text(.alreadyExists) == "recordings/x.fixture.gz: already exists, and is not overwritten unless asked to be.")
        #expect(text(.unwritable("disk full")) == "recordings/x.fixture.gz: cannot be written (disk full).")
    }

    @Test func reason_namesTheCauseTheSystemGave() {
        let reasons = [ENOENT, ENOTDIR, ELOOP, ENAMETOOLONG, EACCES, EPERM, EIO, EISDIR, EMFILE, ENFILE, ENOMEM, EOVERFLOW, EROFS]
            .map { text(.unreadable(FixtureError.reason(errno: $0))) }
        #expect(
            reasons == [
                "recordings/x.fixture.gz: cannot be read (no such file).",
                "recordings/x.fixture.gz: cannot be read (a part of its path is not a folder).",
                "recordings/x.fixture.gz: cannot be read (a loop of symbolic links, or too many of them in a row).",
                "recordings/x.fixture.gz: cannot be read (its path, or a name in it, is longer than the system allows).",
                "recordings/x.fixture.gz: cannot be read (permission denied).",
                "recordings/x.fixture.gz: cannot be read (operation not permitted).",
                "recordings/x.fixture.gz: cannot be read (input/output error).",
                "recordings/x.fixture.gz: cannot be read (it is a directory).",
                "recordings/x.fixture.gz: cannot be read (too many files are open).",
                "recordings/x.fixture.gz: cannot be read (too many files are open).",
                "recordings/x.fixture.gz: cannot be read (out of memory).",
                "recordings/x.fixture.gz: cannot be read (it is too large for this system).",
                "recordings/x.fixture.gz: cannot be read (system error 30: Read-only file system).",
            ])
    }

    @Test func description_escapesThePathsBytesThatAreNotUTF8() {
        let path = FileSystemPath.string(Array("recordings/bad".utf8) + [0xFF, 0xC3] + Array("\u{1b}.fixture.gz".utf8))
        #expect(
            FixtureError(path: path, problem: .unreadable("no such file")).description
                == #"recordings/bad\x{ff}\x{c3}\u{1b}.fixture.gz: cannot be read (no such file)."#)
        let control = FixtureError(path: "recordings/a\nb\u{1b}[2J.fixture.gz", problem: .missingSchema).description
        #expect(control == #"recordings/a\u{a}b\u{1b}[2J.fixture.gz: has no "schema" number, so it is not an AdReplay fixture."#)
    }

    @Test func equality_includesThePathAndTheProblem() {
        #expect(FixtureError(path: "a", problem: .missingSchema) == FixtureError(path: "a", problem: .missingSchema))
        #expect(FixtureError(path: "a", problem: .missingSchema) != FixtureError(path: "b", problem: .missingSchema))
        #expect(FixtureError(path: "a", problem: .futureSchema(2)) != FixtureError(path: "a", problem: .futureSchema(3)))
    }
}
