import AdReplay
import AdReplaySample
import Foundation
import SampleAdSDK
import Testing

/// The same session always gives the same bytes, and every committed fixture is in canonical form.
@Suite struct DeterminismTests {
    private let recorder = Recorder(registry: Registry.sample)

    @Test(arguments: Scenario.Format.allCases)
    func recordTwiceWithTheSameSeed_givesIdenticalBytes(format: Scenario.Format) throws {
        let scenario = Scenario.sample(format, parameter: format == .customNative ? "/21775744923/example/native" : "sample-ad-unit")
        let first = try recorder.record(scenario, name: "twice", network: .seeded(42))
        let second = try recorder.record(scenario, name: "twice", network: .seeded(42))
        #expect(first.fixture == second.fixture)
        #expect(try FixtureCodec.encode(first.fixture) == FixtureCodec.encode(second.fixture))
        #expect(!first.fixture.hostEvents.isEmpty)
    }

    @Test(arguments: [
        SampleNetworkAnswer.fill, .failure(.noInventory), .failure(.networkError, latency: 250),
        .nativeFill(.app, video: false), .fill.delayed(by: 1500),
    ])
    func recordTwiceWithTheSameAnswer_givesIdenticalBytes(answer: SampleNetworkAnswer) throws {
        for format in [Scenario.Format.banner, .rewarded, .native, .nativeLegacy] {
            let scenario = Scenario.sample(format)
            let first = try recorder.record(scenario, name: "twice", network: .answer(answer))
            let second = try recorder.record(scenario, name: "twice", network: .answer(answer))
            #expect(try FixtureCodec.encode(first.fixture) == FixtureCodec.encode(second.fixture), "\(format)")
        }
    }

    @Test func differentSeeds_canGiveDifferentFixtures() throws {
        // Guards the test above against a recorder that ignores its network.
        let scenario = Scenario.sample(.native)
        let encoded = try (0..<20).map { seed in
            try FixtureCodec.encode(recorder.record(scenario, name: "seeded", network: .seeded(UInt64(seed))).fixture)
        }
        #expect(Set(encoded).count > 1)
    }

    @Test func writeTwiceViaTheStore_givesIdenticalFiles() throws {
        let fixture = try recorder.record(Scenario.sample(.rewarded), name: "twice", network: .seeded(7)).fixture
        try withTemporaryFolder { folder in
            let a = folder.appendingPathComponent("a/twice.fixture.gz").path
            let b = folder.appendingPathComponent("b/twice.fixture.gz").path
            try FixtureStore.write(fixture, to: a, overwrite: false)
            try FixtureStore.write(fixture, to: b, overwrite: false)
            let first = try #require(FileManager.default.contents(atPath: a))
            #expect(FileManager.default.contents(atPath: b) == first)
            try FixtureStore.write(fixture, to: a, overwrite: true)
            #expect(FileManager.default.contents(atPath: a) == first)
            #expect(try FixtureStore.read(a, networks: Registry.sample.networks) == fixture)
        }
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_reencodesToTheBytesOnDisk(path: String) throws {
        let onDisk = try #require(FileManager.default.contents(atPath: path))
        let fixture = try FixtureCodec.decode(Array(onDisk), path: path, networks: Registry.sample.networks)
        let reencoded = try FixtureCodec.encode(fixture)
        #expect(reencoded == Array(onDisk))
        #expect(try FixtureCodec.decode(reencoded, path: path, networks: Registry.sample.networks) == fixture)
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_hasAFixedGzipHeader(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        // magic, deflate, no flags, mtime 0, XFL 2, OS 255: nothing in the header depends on when or where.
        #expect(Array(bytes.prefix(10)) == [0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xff])
    }

    @Test func canonicalJSON_hasAFixedKeyOrderAndEndsInANewline() throws {
        let text = try jsonText(committedFixture("banner/fill"))
        #expect(text.hasPrefix("{\n  \"schema\": 2, \"name\": \"fill\",\n  \"scenario\": {\"format\": \"banner\", "))
        #expect(
            text.hasSuffix(
                "\n  ],\n  \"environment\": {\"sdkVersion\": \"1.0.0\", \"adapterVersion\": \"1.0.0\", \"adSDKVersion\": \"1.0.0\", \"toolVersion\": \"0.1.0\", \"network\": \"answer fill\"}\n}\n"
            ))
        let topLevel = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }
            .map { $0.dropFirst(3).prefix { $0 != "\"" } }.map(String.init)
        #expect(topLevel == ["schema", "scenario", "timeline", "environment"])
        // One entry a line, each starting with its time.
        let entries = text.split(separator: "\n").filter { $0.hasPrefix("    {") }
        #expect(entries.count == (try committedFixture("banner/fill")).timeline.count)
        #expect(entries.allSatisfy { $0.hasPrefix("    {\"at\": ") })
    }

    @Test func canonicalJSON_doesNotEscapeSlashes() throws {
        let text = try jsonText(committedFixture("banner/fill"))
        #expect(text.contains("https://www.google.com"))
        #expect(!text.contains("\\/"))
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_holdsNoWallClockTime(path: String) throws {
        let text = try jsonText(FixtureStore.read(path, networks: Registry.sample.networks))
        for key in ["date", "timestamp", "recordedAt", "recorded_at", "createdAt", "wallClock", "now"] {
            #expect(!text.lowercased().contains("\"\(key.lowercased())\""), "key \(key)")
        }
        // No ISO 8601 dates and no epoch-like numbers anywhere.
        #expect(text.range(of: #"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}"#, options: .regularExpression) == nil)
        #expect(text.range(of: #"\b1[6-9]\d{8}\b"#, options: .regularExpression) == nil)
    }

    @Test func recordedEnvironment_namesVersionsAndNetworkOnly() throws {
        let fixture = try recorder.record(Scenario.sample(.banner), name: "env", network: .seeded(42)).fixture
        #expect(
            fixture.environment
                == Fixture.Environment(
                    sdkVersion: "1.0.0", adapterVersion: "1.0.0", adSDKVersion: "1.0.0", toolVersion: ToolVersion.current,
                    network: "seeded(42)"))
    }
}
