import Foundation
import Mediation
import NeutralUI

/// A fixture as schema-2 JSON: `schema`, `name`, `scenario` (what the host asked, the script in its
/// one-line text form), `timeline` (every entry, in order), `environment`. ``FixtureLayout`` turns
/// it into canonical text.
extension Fixture {
    func stored() throws -> JSONValue {
        let reproduction: [JSONValue.Member] = reproduces.isEmpty ? [] : [.init(key: "reproduces", value: .array(reproduces.map(\.stored)))]
        return .object(
            [
                .init(key: "schema", value: .int(schema)),
                .init(key: "name", value: .string(name)),
            ] + reproduction + [
                .init(key: "scenario", value: try scenario.stored()),
                .init(key: "timeline", value: .array(try timeline.map { .object(try $0.storedMembers()) })),
                .init(key: "environment", value: environment.stored(fidelity: fidelity)),
            ])
    }

    init(schema2 fields: FieldReader, networks: [any NetworkPlugin]) throws(FieldReader.Problem) {
        let name = try fields.string("name")
        let scenario = try Scenario(stored: fields.json("scenario"))
        guard case .array(let entries)? = fields.value("timeline") else {
            throw FieldReader.Problem(message: "\"timeline\" is missing or not a list")
        }
        var timeline: [TimelineEntry] = []
        timeline.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            do {
                timeline.append(try TimelineEntry(stored: entry, networks: networks))
            } catch {
                throw FieldReader.Problem(message: "timeline entry \(index): \(error.message)")
            }
        }
        let environment = try FieldReader(fields.json("environment"), what: "\"environment\"")
        self.init(
            name: name, scenario: scenario, observation: Observation(timeline),
            environment: try Environment(stored: environment))
        if case .array(let reproductions)? = fields.value("reproduces") {
            guard reproductions.count <= Reproduction.limit else {
                throw FieldReader.Problem(
                    message: "\"reproduces\" holds \(reproductions.count) bugs, more than the \(Reproduction.limit) a fixture may name")
            }
            var read: [Reproduction] = []
            for (index, value) in reproductions.enumerated() {
                let reproduction: Reproduction
                do {
                    reproduction = try Reproduction(stored: value)
                } catch {
                    throw FieldReader.Problem(message: "\"reproduces\" entry \(index): \(error.message)")
                }
                if !read.contains(reproduction) { read.append(reproduction) }
            }
            reproduces = read
        } else if fields.value("reproduces") != nil {
            throw FieldReader.Problem(message: "\"reproduces\" is not a list")
        }
        if let fidelity = try environment.optionalString("fidelity") {
            guard fidelity == "perSeam" else {
                throw FieldReader.Problem(message: "\"environment.fidelity\" is \"\(fidelity)\", not perSeam")
            }
            self.fidelity = .perSeam
        }
    }
}

extension Fixture.Environment {
    func stored(fidelity: Fixture.Fidelity) -> JSONValue {
        var members: [JSONValue.Member] = [.init(key: "sdkVersion", value: .string(sdkVersion))]
        if let adapterVersion { members.append(.init(key: "adapterVersion", value: .string(adapterVersion))) }
        if let adSDKVersion { members.append(.init(key: "adSDKVersion", value: .string(adSDKVersion))) }
        members.append(.init(key: "toolVersion", value: .string(toolVersion)))
        members.append(.init(key: "network", value: .string(network)))
        if let live {
            members.append(
                .init(
                    key: "live",
                    value: .object([
                        .init(key: "recordedOn", value: .string(live.recordedOn.description)),
                        .init(key: "upstream", value: .string(live.upstream)),
                    ])))
        }
        if fidelity == .perSeam { members.append(.init(key: "fidelity", value: .string("perSeam"))) }
        return .object(members)
    }

    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            sdkVersion: try fields.string("sdkVersion"), adapterVersion: try fields.optionalString("adapterVersion"),
            adSDKVersion: try fields.optionalString("adSDKVersion"), toolVersion: try fields.string("toolVersion"),
            network: try fields.string("network"))
        if let live = fields.value("live") {
            let liveFields = try FieldReader(live, what: "\"environment.live\"")
            let day = try liveFields.string("recordedOn")
            guard let recordedOn = CalendarDay(day) else {
                throw FieldReader.Problem(
                    message: "\"environment.live.recordedOn\" is \"\(day.escapingControlCharacters)\", not \(CalendarDay.readableDays)")
            }
            self.live = Fixture.Live(recordedOn: recordedOn, upstream: try liveFields.string("upstream"))
        }
    }
}

extension Scenario {
    /// `{"format": …, "adapter": …, "parameter": …, "testRequest": …, [adSize, loaderOptions, customNative, request,] "script": "load; +1000 present"}`.
    /// The script is its one-line text form whenever that reads back exactly (an asset name with a `;`
    /// cannot) and is a string the reader accepts (at most ``FixtureLimits/stringLength`` bytes: a
    /// 70,000-step script is not), else a list of steps; so every script read is written back readable.
    func stored() throws -> JSONValue {
        var members: [JSONValue.Member] = [.init(key: "format", value: .string(format.rawValue))]
        func add(_ key: String, _ value: JSONValue) { members.append(.init(key: key, value: value)) }
        if let adapterClassName { add("adapter", .string(adapterClassName)) }
        add("parameter", parameter.map(JSONValue.string) ?? .null)
        if let credentials { add("credentials", try JSONValueEncoder().encode(credentials).sortingKeys()) }
        add("testRequest", .bool(isTestRequest))
        if let adSize { add("adSize", try JSONValueEncoder().encode(adSize).sortingKeys()) }
        if let loaderOptions { add("loaderOptions", try JSONValueEncoder().encode(loaderOptions).sortingKeys()) }
        if let customNative { add("customNative", try JSONValueEncoder().encode(customNative).sortingKeys()) }
        if let request { add("request", try JSONValueEncoder().encode(request).sortingKeys()) }
        if let mobileAds { add("mobileAds", try JSONValueEncoder().encode(mobileAds).sortingKeys()) }
        let text = Script.render(script)
        if text.utf8.count <= FixtureLimits.stringLength, (try? Script.parse(text)) == script {
            add("script", .string(text))
        } else {
            add("script", .array(script.map { .object([.init(key: "at", value: .int($0.at))] + $0.action.storedMembers) }))
        }
        return .object(members)
    }

    init(stored value: JSONValue) throws(FieldReader.Problem) {
        let fields = try FieldReader(value, what: "\"scenario\"")
        guard fields.contains("parameter") else {
            throw FieldReader.Problem(message: "\"scenario.parameter\" is missing (null when none is sent)")
        }
        let script: [ScriptStep]
        switch fields.value("script") {
        case .string(let text)?:
            do {
                script = try Script.parse(text)
            } catch {
                throw FieldReader.Problem(message: "\"scenario.script\": \(error.description)")
            }
        case .array(let steps)?:
            var parsed: [ScriptStep] = []
            for step in steps {
                let stepFields = try FieldReader(step, what: "a script step")
                parsed.append(ScriptStep(at: try stepFields.int("at"), try HostAction(stored: stepFields)))
            }
            script = parsed
        default: throw FieldReader.Problem(message: "\"scenario.script\" is missing")
        }
        self.init(
            format: try fields.choice("format", Format.self), adapterClassName: try fields.optionalString("adapter"),
            parameter: try fields.optionalString("parameter"), credentials: try fields.optionalStringDictionary("credentials"),
            isTestRequest: try fields.bool("testRequest"),
            adSize: try fields.optionalObject("adSize", Size.init(stored:)),
            loaderOptions: try LoaderOptions(stored: fields, key: "loaderOptions"),
            customNative: try fields.optionalObject("customNative", CustomNativeSettings.init(stored:)),
            request: try fields.optionalObject("request", MediationRequest.init(stored:)),
            mobileAds: try fields.optionalObject("mobileAds", MobileAdsSettings.init(stored:)), script: script)
        try refuseWhatRecordRefuses()
    }

    /// A scenario `record` could not have written is refused, not replayed: a replay that passes
    /// it would pass a session no host asks for (a banner given native loader options, a rating
    /// GMA does not have), and `record` refuses each with its own sentence.
    fileprivate func refuseWhatRecordRefuses() throws(FieldReader.Problem) {
        let natives = Format.allCases.filter(\.isNative).map(\.rawValue).joined(separator: ", ")
        if loaderOptions != nil, !format.isNative {
            throw FieldReader.Problem(
                message:
                    "\"scenario.loaderOptions\" is given for \(format.rawValue); only the native formats (\(natives)) take loader options")
        }
        if let adSize {
            guard format == .banner else {
                throw FieldReader.Problem(message: "\"scenario.adSize\" is given for \(format.rawValue); only a banner has a size")
            }
            for (name, value) in [("width", adSize.width), ("height", adSize.height)]
            where !(1...Self.largestAdSide).contains(value) || value != value.rounded() {
                throw FieldReader.Problem(
                    message: "\"scenario.adSize.\(name)\" is \(value), not a whole number of points from 1 to \(Int(Self.largestAdSide))")
            }
        }
        if let customNative {
            guard format == .customNative else {
                throw FieldReader.Problem(message: "\"scenario.customNative\" is given for \(format.rawValue); only customNative takes it")
            }
            if customNative.formatIDs.isEmpty {
                throw FieldReader.Problem(
                    message: "\"scenario.customNative.formatIDs\" is empty; a custom native request names at least one")
            }
        }
        for (what, keys) in [
            ("credentials", credentials.map { Array($0.keys) }), ("request.extras", request?.extras.map { Array($0.keys) }),
        ]
        where keys?.contains("") == true {
            throw FieldReader.Problem(message: "\"scenario.\(what)\" holds an empty key; every key has a name (KEY=VALUE)")
        }
        if credentials?["parameter"] != nil {
            throw FieldReader.Problem(
                message:
                    "\"scenario.credentials\" holds \"parameter\", which is the line's parameter; it is stored as \"scenario.parameter\"")
        }
    }

    /// The longest side of a banner `record --ad-size` takes, in points.
    static let largestAdSide: Double = 10_000

    /// Why a fixture could not hold this scenario (what reading one refuses, as `record` does),
    /// or nil: the recorder refuses it before running, so that no fixture is written that its own
    /// reader would refuse.
    var unstorableReason: String? {
        do {
            try refuseWhatRecordRefuses()
            return nil
        } catch {
            return error.message
        }
    }
}

extension Scenario.LoaderOptions {
    /// The object form (one option of each kind) or the list form (see the type); absent or null
    /// reads as nil.
    init?(stored fields: FieldReader, key: String) throws(FieldReader.Problem) {
        guard case .array(let elements)? = fields.value(key) else {
            guard let object = try fields.optionalObject(key, Self.init(stored:)) else { return nil }
            self = object
            return
        }
        guard elements.count <= Self.maximumCount else {
            throw FieldReader.Problem(
                message:
                    "\"\(fields.path)\(key)\" holds \(elements.count) loader options, more than the \(Self.maximumCount) a scenario may pass"
            )
        }
        self.init(try fields.list(key, Option.init(stored:path:)))
    }

    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            disableImageLoading: try fields.optionalBool("disableImageLoading"),
            shouldRequestMultipleImages: try fields.optionalBool("shouldRequestMultipleImages"),
            mediaAspectRatio: try fields.optionalChoice("mediaAspectRatio", MediaAspectRatio.self),
            adChoicesPosition: try fields.optionalChoice("adChoicesPosition", AdChoicesPosition.self))
    }
}

extension Scenario.LoaderOptions.Option {
    /// `{"kind": "image", "disableImageLoading": true}`: a field of another kind is refused, never ignored.
    init(stored value: JSONValue, path: String) throws(FieldReader.Problem) {
        let fields = try FieldReader(value, path: path)
        let kind = try fields.choice("kind", Scenario.LoaderOptions.Kind.self)
        let own: Set<String> =
            switch kind {
            case .image: ["kind", "disableImageLoading", "shouldRequestMultipleImages"]
            case .media: ["kind", "mediaAspectRatio"]
            case .adView: ["kind", "adChoicesPosition"]
            }
        if let stray = fields.members.first(where: { !own.contains($0.key) }) {
            throw FieldReader.Problem(
                message:
                    "\"\(path).\(stray.key.escapingControlCharacters)\" is not a field of \(kind == .media ? "a" : "an") \(kind.rawValue) loader option"
            )
        }
        switch kind {
        case .image:
            self = .image(
                disableImageLoading: try fields.optionalBool("disableImageLoading"),
                shouldRequestMultipleImages: try fields.optionalBool("shouldRequestMultipleImages"))
        case .media: self = .media(try fields.choice("mediaAspectRatio", MediaAspectRatio.self))
        case .adView: self = .adView(try fields.choice("adChoicesPosition", AdChoicesPosition.self))
        }
    }
}

extension Scenario.CustomNativeSettings {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(formatIDs: try fields.stringList("formatIDs"), installedAppSchemes: try fields.stringList("installedAppSchemes"))
    }
}

extension MediationRequest {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let watermark = try fields.optionalString("watermark")
        if let watermark, Data(base64Encoded: watermark) == nil {
            throw FieldReader.Problem(message: "\"scenario.request.watermark\" is not base64 text")
        }
        self.init(
            bidResponse: try fields.optionalString("bidResponse"), watermark: watermark,
            extras: try fields.optionalStringDictionary("extras"),
            childDirectedTreatment: try fields.optionalBool("childDirectedTreatment"))
    }
}

extension MobileAdsSettings {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let volume = try fields.optionalDouble("applicationVolume")
        if let volume, !(0...1).contains(volume) {
            throw FieldReader.Problem(message: "\"scenario.mobileAds.applicationVolume\" is \(volume), not between 0 and 1")
        }
        let rating = try fields.optionalString("maxAdContentRating")
        if let rating, !Self.maxAdContentRatings.contains(rating) {
            throw FieldReader.Problem(
                message:
                    "\"scenario.mobileAds.maxAdContentRating\" is \"\(rating.escapingControlCharacters)\", not one of GMA's ratings (\(Self.maxAdContentRatings.joined(separator: ", ")))"
            )
        }
        self.init(
            tagForChildDirectedTreatment: try fields.optionalBool("tagForChildDirectedTreatment"),
            tagForUnderAgeOfConsent: try fields.optionalBool("tagForUnderAgeOfConsent"),
            ageRestrictedTreatment: try fields.optionalChoice("ageRestrictedTreatment", AgeRestrictedTreatment.self),
            maxAdContentRating: rating,
            testDeviceIdentifiers: try fields.optionalStringList("testDeviceIdentifiers"),
            isApplicationMuted: try fields.optionalBool("isApplicationMuted"), applicationVolume: volume)
    }
}

extension MobileAdsSettings {
    /// GMA's content ratings, as `record --max-ad-content-rating` takes them.
    package static let maxAdContentRatings = [MaxAdContentRating.general, .parentalGuidance, .teen, .matureAudience].map(\.rawValue)
}
