import Foundation
import Testing

@testable import AdReplay

/// What the canonical writer stores (``Fixture+Storage``): whatever the reader accepts, the writer
/// writes back readable, byte for byte the same on a second round.
@Suite struct FixtureStorageTests {
    /// The banner fixture with `script` as its scenario's script.
    private func fixture(script: [ScriptStep]) throws -> Fixture {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.script = script
        return fixture
    }

    /// The stored form of the scenario's script: its text, or nil when it is a list.
    private func storedScriptText(_ fixture: Fixture) throws -> String? {
        guard case .string(let text)? = try fixture.scenario.stored()["script"] else { return nil }
        return text
    }

    /// Decodes `bytes`, encodes the result again and checks the bytes are the same.
    private func roundTrip(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> Fixture {
        let read = try FixtureCodec.decode(bytes, path: "x.fixture.gz", networks: Registry.sample.networks)
        let written = try FixtureCodec.encode(read)
        #expect(written == bytes, "a second round changed the bytes", sourceLocation: sourceLocation)
        #expect(
            try FixtureCodec.decode(written, path: "x.fixture.gz", networks: Registry.sample.networks) == read,
            sourceLocation: sourceLocation)
        return read
    }

    /// `load; click aaa…a` with the asset long enough that the text is `length` bytes.
    private func script(textLength length: Int) -> [ScriptStep] {
        let prefix = Script.render([ScriptStep(at: 0, .load), ScriptStep(at: 0, .click(asset: ""))])
        let steps = [ScriptStep(at: 0, .load), ScriptStep(at: 0, .click(asset: String(repeating: "a", count: length - prefix.utf8.count)))]
        return steps
    }

    @Test func scriptText_atTheStringLimit_isStoredAsText() throws {
        let steps = script(textLength: FixtureLimits.stringLength)
        #expect(Script.render(steps).utf8.count == FixtureLimits.stringLength)
        let fixture = try fixture(script: steps)
        #expect(try storedScriptText(fixture)?.utf8.count == FixtureLimits.stringLength)
        #expect(try roundTrip(FixtureCodec.encode(fixture)) == fixture)
    }

    @Test func scriptText_oneBytePastTheStringLimit_isStoredAsAList() throws {
        let steps = script(textLength: FixtureLimits.stringLength + 1)
        let fixture = try fixture(script: steps)
        #expect(try storedScriptText(fixture) == nil)
        let json = try jsonText(fixture)
        #expect(json.contains(#""script": [{"at": 0, "do": "load"}, {"at": 0, "do": "click", "asset": "aaaa"#))
        #expect(try roundTrip(FixtureCodec.encode(fixture)) == fixture)
    }

    @Test func aHundredThousandStepScript_storedAsAList_isWrittenBackAsAListAndReads() throws {
        // 100,000 steps of `+10000 present` (14 bytes and a separator each): about 1.6 MB of text.
        let steps = (0..<FixtureLimits.scriptSteps).map { ScriptStep(at: $0 * 10_000, $0 == 0 ? .load : .present) }
        #expect(Script.render(steps).utf8.count == 1_599_988)
        let fixture = try fixture(script: steps)
        #expect(try storedScriptText(fixture) == nil)
        let read = try roundTrip(FixtureCodec.encode(fixture))
        #expect(read.scenario.script.count == 100_000)
        #expect(read == fixture)
    }

    @Test func aListScriptAsARecordingHoldsIt_survivesTheCanonicalWriter() throws {
        // As the issue found it: a 70,000-step list in the file, which the writer once turned into
        // one string of 1,049,989 bytes, over the limit, so `inspect --json` and `--update` refused it.
        let steps = (0..<70_000).map { ScriptStep(at: $0 * 1000, $0 == 0 ? .load : .present) }
        let text = Script.render(steps)
        #expect(text.utf8.count == 1_049_989)
        let listJSON = try jsonText(fixture(script: steps))
        #expect(listJSON.contains(#""script": [{"at": 0, "do": "load"}, {"at": 1000, "do": "present"}"#))
        let read = try roundTrip(gzipped(listJSON))
        #expect(read.scenario.script == steps)
        var destination = FileManager.default.temporaryDirectory.appendingPathComponent("storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: destination) }
        destination.appendPathComponent("long.fixture.gz")
        try FixtureStore.write(read, to: destination.path, overwrite: false)
        #expect(try FixtureStore.read(destination.path, networks: Registry.sample.networks) == read)
    }

    @Test func shortScript_isStillStoredAsText() throws {
        let fixture = try fixture(script: try Script.parse("load; +1000 tap"))
        #expect(try storedScriptText(fixture) == "load; +1000 tap")
    }
}
