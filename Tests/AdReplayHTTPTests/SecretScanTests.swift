import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

@Suite struct SecretScanTests {
    let scan = SecretScan(HTTPRules(secrets: ["hunter2-secret"]))

    private func finding(_ call: HTTPCall, _ outcome: HTTPOutcome = .status(204)) -> String? {
        scan.finding(in: call, outcome).map { "\($0.what) in \($0.place); \($0.remedy)" }
    }

    @Test func recordingThatWouldHoldADeviceID_writesNoFixture_sayingWhere() throws {
        var scenario = WrenEndToEndTests.scenario
        scenario.parameter = "ifa-top"
        let recording = try Recorder(registry: .wren).record(scenario, name: "wren", network: .answer("fill"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("careless-\(UUID().uuidString).fixture.gz").path
        #expect(
            throws: FixtureError(
                path: path,
                problem: .unwritable(
                    #"cannot encode: the wren exchange at 120 ms would store a device advertising ID in the request body's field "device.ifa"; redact it with the rule .json("device.ifa", as: "ifa") or leave it out"#
                ))
        ) {
            try FixtureStore.write(recording.fixture, to: path, overwrite: false)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            FixtureError(path: "x.fixture.gz", problem: .unwritable("cannot encode: …")).description
                == "x.fixture.gz: cannot be written (cannot encode: …).")
    }

    /// A plug-in that names no place for its configured secret still never stores it: wherever it
    /// appears, the fixture holds `{{secret}}`.
    @Test func configuredSecretNoRuleNames_isStoredAsAPlaceholder() throws {
        let fixture = try Recorder(registry: .carelessWren).record(WrenEndToEndTests.scenario, name: "wren", network: .answer("fill"))
            .fixture
        let json = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        #expect(!json.contains(WrenSDK.apiKey))
        #expect(json.components(separatedBy: "{{secret}}").count - 1 == 3, "\(json)")
        #expect(Replayer(registry: .carelessWren).replay(fixture).passed)
    }

    /// An SDK that starts sending the secret in a field no rule names: the replay fails, and
    /// neither its report nor its observation holds the secret.
    @Test func aSecretInANewField_neverReachesTheReplaysOutput() throws {
        var fixture = try WrenEndToEndTests.record()
        fixture.scenario.parameter = "leaky-top"
        let result = Replayer(registry: .wren).replay(fixture, path: "wren.fixture.gz")
        #expect(result.status == .differed)
        let everything = ([result.failureMessage ?? ""] + result.requestProblems.map(\.description) + result.observed.entries.map(\.text))
            .joined(separator: "\n")
        #expect(!everything.contains(WrenSDK.apiKey))
        #expect(everything.contains(#"body.user.appKey: unexpected "{{secret}}""#), "\(everything)")
    }

    @Test func configuredSecret_isFoundInHeadersBodiesAndURLs() {
        var call = HTTPCall.get("https://x/a")
        call.head.headerFields[HTTPField.Name("x-key")!] = "hunter2-secret"
        #expect(finding(call) == #"a configured secret in the request's header field "x-key"; .header("x-key", as: "x-key")"#)
        #expect(
            finding(.postJSON("https://x/", #"{"app":{"ext":["hunter2-secret"]}}"#))
                == #"a configured secret in the request body's field "app.ext[0]"; .json("app.ext[0]", as: "ext")"#)
        #expect(finding(.get("https://x/hunter2-secret/ad")) == "a configured secret in the request URL; a URL without it")
        #expect(
            finding(.get("https://x/"), .status(200, "<VAST>hunter2-secret</VAST>"))
                == #"a configured secret in the response body; a body without it"#)
    }

    @Test func obviousCredentials_areRefused_placeholdersAreNot() {
        var bearer = HTTPCall.get("https://x/")
        bearer.head.headerFields[HTTPField.Name("x-auth")!] = "Bearer abc.def"
        #expect(finding(bearer) == #"a credential in the request's header field "x-auth"; .header("x-auth", as: "x-auth")"#)
        var authorization = HTTPCall.get("https://x/")
        authorization.head.headerFields[.authorization] = "Basic dXNlcg=="
        #expect(
            finding(authorization)
                == #"a credential in the request's header field "authorization"; .header("authorization", as: "authorization")"#)
        authorization.head.headerFields[.authorization] = "{{token}}"
        #expect(finding(authorization) == nil)
        #expect(
            finding(.get("https://x/?id=AKIAIOSFODNN7EXAMPLE"))
                == #"an AWS access key ID in the request's query parameter "id"; .query("id", as: "id")"#)
        #expect(
            finding(.postJSON("https://x/", #"{"ext":{"api_token":"0123456789abcdef0123456789ABCDEF"}}"#))
                == #"a token of 32 or more hex digits in the request body's field "ext.api_token"; .json("ext.api_token", as: "api_token")"#
        )
        #expect(finding(.postJSON("https://x/", #"{"ext":{"keywords":"0123456789abcdef0123456789ABCDEF"}}"#)) != nil)
        #expect(finding(.postJSON("https://x/", #"{"ext":{"id":"0123456789abcdef0123456789ABCDEF"}}"#)) == nil)
    }

    @Test func deviceIDsAndIPAddresses_areRefused_exceptZerosAndReservedAddresses() {
        #expect(
            finding(.postJSON("https://x/", #"{"device":{"ifa":"6D92078A-8246-4BA4-AE5B-76104861E7DC"}}"#))
                == #"a device advertising ID in the request body's field "device.ifa"; .json("device.ifa", as: "ifa")"#)
        #expect(finding(.postJSON("https://x/", #"{"device":{"ifa":"00000000-0000-0000-0000-000000000000"}}"#)) == nil)
        #expect(
            finding(.get("https://x/?gaid=6d92078a-8246-4ba4-ae5b-76104861e7dc"))
                == #"a device advertising ID in the request's query parameter "gaid"; .query("gaid", as: "gaid")"#)
        #expect(
            finding(.postJSON("https://x/", #"{"device":{"ip":"81.2.69.160"}}"#))
                == #"an IP address in the request body's field "device.ip"; .json("device.ip", as: "ip")"#)
        #expect(
            finding(.postJSON("https://x/", #"{"device":{"ipv6":"2a00:1450:4001::200e"}}"#))
                == #"an IP address in the request body's field "device.ipv6"; .json("device.ipv6", as: "ipv6")"#)
        for reserved in ["127.0.0.1", "203.0.113.7", "::1", "2001:db8::1", "not an address"] {
            #expect(finding(.postJSON("https://x/", #"{"device":{"ip":"\#(reserved)"}}"#)) == nil, "\(reserved)")
        }
    }

    /// The thirteen gaps the hostile round found against this page's own list (issue 36): each
    /// one now refused, naming the place.
    @Test func theHostileRoundsGaps_areAllRefused() {
        // JSON `authorization` and `Bearer` values.
        #expect(
            finding(.postJSON("https://x/", #"{"ext":{"authorization":"Basic dXNlcjpwYXNz"}}"#))
                == #"a credential in the request body's field "ext.authorization"; .json("ext.authorization", as: "authorization")"#)
        #expect(
            finding(.postJSON("https://x/", #"{"ext":{"auth":"Bearer eyJhbGciOiJIUzI1NiJ9"}}"#))
                == #"a credential (a Bearer token) in the request body's field "ext.auth"; .json("ext.auth", as: "auth")"#)
        // Advertising IDs in arrays, and without hyphens.
        #expect(
            finding(.postJSON("https://x/", #"{"user":{"ifa":["6D92078A-8246-4BA4-AE5B-76104861E7DC"]}}"#))
                == #"a device advertising ID in the request body's field "user.ifa[0]"; .json("user.ifa[0]", as: "ifa")"#)
        #expect(
            finding(.postJSON("https://x/", #"{"device":{"ifa":"6d92078a82464ba4ae5b76104861e7dc"}}"#))
                == #"a device advertising ID in the request body's field "device.ifa"; .json("device.ifa", as: "ifa")"#)
        // `::ffff:` and `ip:port` addresses.
        #expect(
            finding(.postJSON("https://x/", #"{"device":{"ip":"::ffff:81.2.69.160"}}"#))
                == #"an IP address in the request body's field "device.ip"; .json("device.ip", as: "ip")"#)
        #expect(
            finding(.postJSON("https://x/", #"{"device":{"ip":"81.2.69.160:443"}}"#))
                == #"an IP address in the request body's field "device.ip"; .json("device.ip", as: "ip")"#)
        #expect(finding(.postJSON("https://x/", #"{"device":{"ip":"::ffff:127.0.0.1"}}"#)) == nil)
        // A kept `location` header.
        var redirect = HTTPResponse(status: .found)
        redirect.headerFields[.location] = "https://y/next?ifa=6D92078A-8246-4BA4-AE5B-76104861E7DC"
        #expect(
            finding(.get("https://x/"), .response(redirect, body: Data()))
                == #"a device advertising ID in the response's header field "location", at "ifa"; .header("location", as: "location")"#)
        // Unfired loss and VAST URLs in an answer.
        #expect(
            finding(.get("https://x/"), .status(200, #"{"seatbid":[{"bid":[{"lurl":"https://t/loss?ip=81.2.69.160&p=1"}]}]}"#))
                == #"an IP address in the response body's field "seatbid[0].bid[0].lurl", at "ip"; .json("seatbid[0].bid[0].lurl", as: "lurl")"#
        )
        // VAST and text bodies.
        #expect(
            finding(
                .get("https://x/"),
                .status(
                    200,
                    #"<VAST><Ad><InLine><Impression><![CDATA[https://t/imp?gaid=6d92078a-8246-4ba4-ae5b-76104861e7dc]]></Impression></InLine></Ad></VAST>"#
                ))
                == #"a device advertising ID in the response body, at "gaid"; a body without it"#)
        #expect(
            finding(.get("https://x/"), .status(200, "<ip>81.2.69.160</ip>"))
                == #"an IP address in the response body, at "ip"; a body without it"#)
        #expect(finding(.get("https://x/"), .status(200, "token=0123456789abcdef0123456789abcdef0123")) != nil)
        // A body that is not UTF-8, stored as base64: an AWS key inside it.
        let binary = Data([0xFF, 0xFE, 0x00]) + Data("AKIAIOSFODNN7EXAMPLE".utf8) + Data([0xC3])
        #expect(
            finding(.get("https://x/"), .response(HTTPResponse(status: .ok), body: binary))
                == "an AWS access key ID in the response body (binary, stored as base64); a body without it")
        // What test servers use stays allowed.
        #expect(
            finding(
                .get("https://x/"),
                .status(200, "<VAST version=\"4.2\"><Ad id=\"1\"><Impression>https://t/imp?ip=127.0.0.1</Impression></Ad></VAST>")) == nil)
    }

    /// A configured secret given as the scenario's parameter (`record --parameter "$KEY"`) was
    /// written in clear and shown by `inspect`: now `{{secret}}` in the scenario as in the
    /// exchanges, and the fixture replays green.
    @Test func aConfiguredSecretGivenAsTheParameter_isStoredAsAPlaceholder() throws {
        var scenario = WrenEndToEndTests.scenario
        scenario.parameter = "slot-\(WrenSDK.apiKey)"
        let fixture = try Recorder(registry: .carelessWren).record(scenario, name: "wren", network: .answer("fill")).fixture
        let json = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        #expect(!json.contains(WrenSDK.apiKey), "\(json)")
        #expect(fixture.scenario.parameter == "slot-{{secret}}")
        let replay = Replayer(registry: .carelessWren).replay(fixture)
        #expect(replay.passed, "\(replay.failureMessage ?? "")")
    }

    /// A replay whose SDK starts sending a device's advertising ID: the one difference is the
    /// refusal (it would not be written), not every recorded field read as absent.
    @Test func aHeuristicSecretInAReplay_isTheRefusalNotAnAbsentDiff() throws {
        var fixture = try WrenEndToEndTests.record()
        fixture.scenario.parameter = "ifa-top"
        let result = Replayer(registry: .wren).replay(fixture, path: "wren.fixture.gz")
        #expect(result.status == .differed)
        let message = result.failureMessage ?? ""
        #expect(
            message.contains(
                #"changed (not storable): absent → "the wren exchange at 120 ms would store a device advertising ID in the request body's field \"device.ifa\""#
            ), "\(message)")
        // Every "absent" is the refusal's (headline and hunk), none a recorded field's.
        #expect(
            message.components(separatedBy: "absent").count == message.components(separatedBy: "(not storable): absent").count, "\(message)"
        )
    }

    /// The scan covers the scenario too: a credential given as the parameter is refused, naming
    /// the field, before any fixture is made.
    @Test func aKeyGivenAsTheParameter_isRefused_namingTheField() throws {
        var scenario = WrenEndToEndTests.scenario
        scenario.parameter = "AKIAIOSFODNN7EXAMPLE"
        #expect(
            throws: Recorder.Refusal(
                #"the scenario would store an AWS access key ID in its field "parameter"; give the recording another value"#)
        ) {
            try Recorder(registry: .wren).record(scenario, name: "wren", network: .answer("fill"))
        }
    }
}
