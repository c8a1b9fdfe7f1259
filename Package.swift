// swift-tools-version: 6.1
import PackageDescription

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let httpTypes: Target.Dependency = .product(name: "HTTPTypes", package: "swift-http-types")

let package = Package(
    name: "AdReplayKit",
    // What a user depends on. The test-only networks and the benchmark are targets of this
    // package, not products; the bundled networks (Sample, Osprey) are one product, last.
    products: [
        // An SDK port's side: the world and its seams, the UIKit stand-in, the HTTP seam.
        .library(name: "AdWorld", targets: ["AdWorld"]),
        .library(name: "NeutralUI", targets: ["NeutralUI"]),
        .library(name: "AdWorldHTTP", targets: ["AdWorldHTTP"]),
        // An adapter's side: the mediation API, under GMA's names in both generations.
        .library(name: "Mediation", targets: ["Mediation"]),
        .library(name: "GoogleMobileAdsCompat", targets: ["GoogleMobileAdsCompat"]),
        // The engine and what is built on it: reports, test helpers, the command line as a
        // library, HTTP exchanges in fixtures, the loopback ad server, Google's test kit.
        .library(name: "AdReplay", targets: ["AdReplay"]),
        .library(name: "AdReplayReports", targets: ["AdReplayReports"]),
        .library(name: "AdReplayTesting", targets: ["AdReplayTesting"]),
        .library(name: "AdReplayCommandLine", targets: ["AdReplayCommandLine"]),
        .library(name: "AdReplayHTTP", targets: ["AdReplayHTTP"]),
        .library(name: "LoopbackAdServer", targets: ["LoopbackAdServer"]),
        .library(name: "AdapterUnitTestKit", targets: ["AdapterUnitTestKit"]),
        // The bundled networks (the Sample SDK and Google's sample adapters ported, Osprey), with
        // their plug-ins: for a package that builds its own tool with them, such as
        // scripts/check-google-swift-sample's scratch package of Google's Swift sample adapters.
        .library(
            name: "AdReplayBundledNetworks",
            targets: [
                "SampleAdSDK", "SampleCustomEvent", "SampleCustomEventSwift", "AdReplaySample", "OspreySDK", "OspreyAdapter",
                "AdReplayOsprey",
            ]
        ),
        // The tool with the bundled networks.
        .executable(name: "adreplay", targets: ["adreplay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // `swift package generate-documentation`: the DocC catalogs beside each public module.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: The SDK port's side

        // The seams' shared machinery: world context, clocks, keyed services. Adapters never import it.
        .target(name: "AdWorld"),
        // Stand-ins for UIKit: views, labels, images, view controllers. Adapters import it as they would UIKit.
        .target(name: "NeutralUI", dependencies: ["AdWorld"]),
        // HTTP ad SDKs' seam: the request and outcome values, the transport protocol, the live
        // URLSession transport, and the network an SDKSeam asks in a live or recording world.
        .target(name: "AdWorldHTTP", dependencies: ["AdWorld", "CAdReplayCurl", httpTypes]),
        // libcurl's easy interface for a bounded live recording (libcurl found with dlopen: no headers).
        .target(name: "CAdReplayCurl"),

        // MARK: The adapter's side

        .target(name: "Mediation", dependencies: ["AdWorld", "NeutralUI"]),
        // The adapter author's door: Mediation and NeutralUI under Google Mobile Ads' and UIKit's names.
        .target(name: "GoogleMobileAdsCompat", dependencies: ["Mediation", "NeutralUI"]),

        // MARK: The engine and what is built on it

        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The canonical JSON layer: an ordered JSON tree, its parser and writer, its Codable coders.
        // No fixture, no network: tested and benchmarked alone.
        .target(name: "AdReplayJSON"),
        // The engine: knows no ad network; networks come as plug-ins.
        .target(name: "AdReplay", dependencies: ["CZlib", "AdWorld", "NeutralUI", "Mediation", "AdReplayJSON"]),
        // What people read of a session or a run: the timeline text, Mermaid, Markdown, JUnit, the
        // per-fixture report entry and the totals. The engine does not depend on it, so it never prints.
        .target(name: "AdReplayReports", dependencies: ["AdReplay", "Mediation"]),
        // HTTP exchanges in fixtures: stored as HAR entries are, matched on what matters with a
        // near-miss report, redacted at record time, exported as HAR 1.2.
        .target(name: "AdReplayHTTP", dependencies: ["AdReplay", "AdWorld", "AdWorldHTTP", httpTypes]),
        // A test ad server on 127.0.0.1: seeded OpenRTB 2.6, VAST 4 and Native 1.2 answers and
        // every failure an SDK must survive; also a recording reverse proxy.
        .target(name: "LoopbackAdServer"),
        // One isolation layer, under the command line and the test helpers: the child processes
        // sessions run in (spawned, spoken to in frames, their deaths read), and the fork of a warm
        // single-threaded worker that gives each session a fresh process. The C target holds what
        // Swift cannot do itself (its header says what: variadic calls, a signal handler, ELF
        // symbol lookups, weak symbols).
        .target(name: "CAdReplayIsolation"),
        .target(name: "AdReplayIsolation", dependencies: ["CAdReplayIsolation"]),
        // Swift Testing and XCTest helpers: one test case per fixture, readable failures.
        .target(name: "AdReplayTesting", dependencies: ["AdReplay", "AdReplayReports", "AdReplayIsolation", "AdWorld"]),
        // The command line as a library: a user's executable calls AdReplayCommandLine.main with its adapters.
        .target(
            name: "AdReplayCommandLine",
            dependencies: [
                "AdReplay", "AdReplayReports", "AdWorld", "AdWorldHTTP", "AdReplayHTTP", "AdReplayIsolation", "Mediation", "NeutralUI",
                argumentParser,
            ]
        ),
        // Google's AdapterUnitTestKit (AUTK… names) over GoogleMobileAdsCompat.
        .target(name: "AdapterUnitTestKit", dependencies: ["GoogleMobileAdsCompat", "Mediation", "NeutralUI", "AdWorld"]),

        // MARK: The bundled networks: what the tool and the tests run, not products

        // Google's Sample SDK, its two adapter families and its plug-in (spec §3.10: the Swift
        // family is written as an adapter ships: GMA names, one import block, GoogleMobileAdsCompat only).
        .target(name: "SampleAdSDK", dependencies: ["AdWorld", "NeutralUI"], path: "Sources/BundledNetworks/Sample/SampleAdSDK"),
        .target(
            name: "SampleCustomEvent", dependencies: ["Mediation", "SampleAdSDK", "NeutralUI"],
            path: "Sources/BundledNetworks/Sample/SampleCustomEvent"
        ),
        .target(
            name: "SampleCustomEventSwift", dependencies: ["GoogleMobileAdsCompat", "SampleAdSDK"],
            path: "Sources/BundledNetworks/Sample/SampleCustomEventSwift"
        ),
        // The Sample network as a plug-in, and the tools built on it (variants, explore).
        .target(
            name: "AdReplaySample", dependencies: ["AdReplay", "AdWorld", "Mediation", "SampleAdSDK"],
            path: "Sources/BundledNetworks/Sample/AdReplaySample"
        ),
        // An HTTP ad network's SDK (OpenRTB, VAST, trackers, expiry), its GMA-style adapter, and
        // its plug-in: recorded from the loopback ad server (or a real one through it), replayed
        // without a socket, its trackers checked on every session.
        .target(
            name: "OspreySDK", dependencies: ["AdWorld", "AdWorldHTTP", "NeutralUI", httpTypes],
            path: "Sources/BundledNetworks/Osprey/OspreySDK"
        ),
        .target(
            name: "OspreyAdapter", dependencies: ["OspreySDK", "GoogleMobileAdsCompat"],
            path: "Sources/BundledNetworks/Osprey/OspreyAdapter"),
        .target(
            name: "AdReplayOsprey",
            dependencies: ["AdReplay", "AdReplayHTTP", "AdWorld", "AdWorldHTTP", "LoopbackAdServer", "OspreySDK", httpTypes],
            path: "Sources/BundledNetworks/Osprey/AdReplayOsprey"
        ),

        // MARK: The tool

        // The bundled tool: the command line with the bundled networks' plug-ins and adapters.
        .executableTarget(
            name: "adreplay",
            dependencies: [
                "AdReplay", "AdReplayCommandLine", "AdReplaySample", "SampleCustomEvent", "SampleCustomEventSwift", "Mediation",
                "SampleAdSDK", "NeutralUI", "AdReplayOsprey", "OspreyAdapter", argumentParser,
            ]
        ),
        // The benchmark (scripts/bench builds it in release mode; Benchmarks/README.md is its
        // notebook). A target, not a product: what it measures beyond the public API (the session
        // alone, the inflater, the isolation layer's forks) it reaches with `package` access.
        .executableTarget(
            name: "adreplay-bench",
            dependencies: [
                "AdReplay", "AdReplayReports", "AdReplayHTTP", "AdWorld", "AdWorldHTTP", "AdReplayIsolation", "AdReplaySample",
                "SampleCustomEvent", "SampleCustomEventSwift", "AdReplayOsprey", argumentParser, httpTypes,
            ],
            path: "Benchmarks/AdReplayBench"
        ),

        // MARK: Test-only networks and helpers

        // Spies and a Sample world for tests that drive an adapter directly; shared by both families' tests.
        .target(
            name: "AdapterTestSupport", dependencies: ["AdReplay", "AdReplaySample", "Mediation", "SampleAdSDK", "AdWorld"],
            path: "Tests/AdapterTestSupport"),
        // A network the engine never heard of (SDK, adapter, plug-in), for the plug-in and CLI-library tests.
        .target(name: "TinyNetwork", dependencies: ["AdReplay", "AdWorld", "Mediation", "NeutralUI"], path: "Tests/TinyNetwork"),
        .executableTarget(name: "tiny-replay", dependencies: ["TinyNetwork", "AdReplay", "AdReplayCommandLine"], path: "Tests/TinyReplay"),
        // Issue 34, the session owns the main thread: one Sample banner adapter per thread hop or
        // timer a real adapter uses (written as their authors write them), and a command line built
        // with them.
        .target(name: "HopAdapters", dependencies: ["GoogleMobileAdsCompat", "SampleAdSDK"], path: "Tests/HopAdapters"),
        .executableTarget(
            name: "hop-replay", dependencies: ["HopAdapters", "AdReplay", "AdReplayCommandLine", "AdReplaySample"], path: "Tests/HopReplay"),

        // MARK: Tests

        .testTarget(name: "AdWorldTests", dependencies: ["AdWorld"]),
        .testTarget(name: "NeutralUITests", dependencies: ["NeutralUI", "AdWorld"]),
        .testTarget(name: "AdWorldHTTPTests", dependencies: ["AdWorldHTTP", "AdWorld", "LoopbackAdServer", httpTypes]),
        .testTarget(name: "MediationTests", dependencies: ["Mediation", "AdWorld", "NeutralUI"]),
        .testTarget(name: "GoogleMobileAdsCompatTests", dependencies: ["GoogleMobileAdsCompat", "Mediation", "NeutralUI", "AdWorld"]),
        .testTarget(name: "AdReplayJSONTests", dependencies: ["AdReplayJSON", "AdWorld"]),
        .testTarget(
            name: "AdReplayTests",
            dependencies: [
                "AdReplay", "AdReplayReports", "AdReplaySample", "AdReplayTesting", "TinyNetwork", "SampleCustomEvent",
                "SampleCustomEventSwift",
                "Mediation", "SampleAdSDK", "AdWorld", "NeutralUI",
            ],
            // Fixtures of every schema ever committed, read by path.
            exclude: ["Resources"]
        ),
        .testTarget(
            name: "AdReplayHTTPTests",
            dependencies: ["AdReplayHTTP", "AdReplay", "AdWorld", "AdWorldHTTP", "Mediation", "NeutralUI", httpTypes]
        ),
        .testTarget(name: "LoopbackAdServerTests", dependencies: ["LoopbackAdServer"]),
        .testTarget(
            name: "AdReplayCLITests",
            dependencies: [
                "adreplay", "tiny-replay", "AdReplayCommandLine", "AdReplay", "AdReplayReports", "AdReplaySample", "AdReplayIsolation",
            ],
            // Golden files, read by path.
            exclude: ["Resources"]
        ),
        // The kit's own tests, with a fake adapter of the project's (issue 35).
        .testTarget(
            name: "AdapterUnitTestKitTests",
            dependencies: ["AdapterUnitTestKit", "GoogleMobileAdsCompat", "Mediation", "NeutralUI", "AdWorld"]),
        // The bundled networks' tests.
        .testTarget(name: "SampleAdSDKTests", dependencies: ["SampleAdSDK", "AdWorld", "NeutralUI"]),
        .testTarget(
            name: "SampleCustomEventTests",
            dependencies: [
                "SampleCustomEvent", "AdapterTestSupport", "AdapterUnitTestKit", "AdReplay", "AdReplaySample", "Mediation", "SampleAdSDK",
                "AdWorld",
                "NeutralUI",
            ]
        ),
        .testTarget(
            name: "SampleCustomEventSwiftTests",
            dependencies: [
                "SampleCustomEventSwift", "GoogleMobileAdsCompat", "AdapterTestSupport", "AdapterUnitTestKit", "AdReplay",
                "AdReplayReports", "AdReplaySample", "Mediation",
                "SampleAdSDK", "AdWorld", "NeutralUI",
            ]
        ),
        // Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md's adapter, every format, which the page quotes verbatim.
        .testTarget(
            name: "AdapterGuideTests", dependencies: ["GoogleMobileAdsCompat", "SampleAdSDK", "AdReplay", "AdReplaySample", "Mediation"]),
        .testTarget(
            name: "OspreySDKTests",
            dependencies: [
                "OspreySDK", "OspreyAdapter", "AdapterUnitTestKit", "GoogleMobileAdsCompat", "AdWorld", "AdWorldHTTP", "NeutralUI",
                httpTypes,
            ]
        ),
        // The Osprey adapter's recorded sessions, replayed with no server; recordings made from the
        // loopback server inside the tests; the tracker rules.
        .testTarget(
            name: "OspreyAdapterTests",
            dependencies: [
                "AdReplayOsprey", "OspreyAdapter", "OspreySDK", "AdReplay", "AdReplayTesting", "AdReplayHTTP", "AdWorld", "AdWorldHTTP",
                "LoopbackAdServer", "GoogleMobileAdsCompat", httpTypes,
            ],
            // Fixtures, found by path beside the tests.
            exclude: ["Fixtures"]
        ),
        // The hop adapters' sessions (XCTest, so that sessions run on the main thread as the
        // command line's do).
        .testTarget(
            name: "HopAdapterTests",
            dependencies: ["hop-replay", "HopAdapters", "AdReplay", "AdReplaySample", "AdWorld", "NeutralUI", "SampleAdSDK"],
            path: "Tests/HopAdapterTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
