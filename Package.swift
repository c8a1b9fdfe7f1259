// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "AdReplayKit",
    products: [
        .library(name: "AdWorld", targets: ["AdWorld"]),
        .library(name: "NeutralUI", targets: ["NeutralUI"]),
        .library(name: "AdReplay", targets: ["AdReplay"]),
        .library(name: "AdReplayReports", targets: ["AdReplayReports"]),
        .library(name: "AdReplaySample", targets: ["AdReplaySample"]),
        .library(name: "SampleAdSDK", targets: ["SampleAdSDK"]),
        .library(name: "Mediation", targets: ["Mediation"]),
        .library(name: "GoogleMobileAdsCompat", targets: ["GoogleMobileAdsCompat"]),
        .library(name: "SampleCustomEvent", targets: ["SampleCustomEvent"]),
        .library(name: "SampleCustomEventSwift", targets: ["SampleCustomEventSwift"]),
        .library(name: "AdReplayCommandLine", targets: ["AdReplayCommandLine"]),
        .library(name: "AdReplayTesting", targets: ["AdReplayTesting"]),
        .library(name: "AdWorldHTTP", targets: ["AdWorldHTTP"]),
        .library(name: "AdReplayHTTP", targets: ["AdReplayHTTP"]),
        .library(name: "LoopbackAdServer", targets: ["LoopbackAdServer"]),
        .library(name: "OspreySDK", targets: ["OspreySDK"]),
        .library(name: "OspreyAdapter", targets: ["OspreyAdapter"]),
        .library(name: "AdReplayOsprey", targets: ["AdReplayOsprey"]),
        // Google's adapter test kit in Swift (issue 35).
        .library(name: "AdapterUnitTestKit", targets: ["AdapterUnitTestKit"]),
        .executable(name: "adreplay", targets: ["adreplay"]),
        .executable(name: "adreplay-bench", targets: ["AdReplayBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Stand-ins for UIKit: views, labels, images, view controllers. Adapters import it as they would UIKit.
        .target(name: "NeutralUI", dependencies: ["AdWorld"]),
        // The seams' shared machinery: world context, clocks, keyed services. Adapters never import it.
        .target(name: "AdWorld"),
        .target(name: "SampleAdSDK", dependencies: ["AdWorld", "NeutralUI"]),
        .target(name: "Mediation", dependencies: ["AdWorld", "NeutralUI"]),
        // The adapter author's door: Mediation and NeutralUI under Google Mobile Ads' and UIKit's names.
        .target(name: "GoogleMobileAdsCompat", dependencies: ["Mediation", "NeutralUI"]),
        .target(name: "SampleCustomEvent", dependencies: ["Mediation", "SampleAdSDK", "NeutralUI"]),
        // Google's Swift sample adapters: a second, independently written family (spec §3.10),
        // written as an adapter ships: GMA names, one import block, GoogleMobileAdsCompat only.
        .target(name: "SampleCustomEventSwift", dependencies: ["GoogleMobileAdsCompat", "SampleAdSDK"]),
        // The engine: knows no ad network; networks come as plug-ins.
        // The canonical JSON layer: an ordered JSON tree, its parser and writer, its Codable coders.
        // No fixture, no network: tested and benchmarked alone.
        .target(name: "AdReplayJSON"),
        .target(name: "AdReplay", dependencies: ["CZlib", "AdWorld", "NeutralUI", "Mediation", "AdReplayJSON"]),
        // What people read of a session or a run: the timeline text, Mermaid, Markdown, JUnit, the
        // per-fixture report entry and the totals. The engine does not depend on it, so it never prints.
        .target(name: "AdReplayReports", dependencies: ["AdReplay", "Mediation"]),
        // The Sample network as a plug-in, and the tools built on it (variants, explore).
        .target(name: "AdReplaySample", dependencies: ["AdReplay", "AdWorld", "Mediation", "SampleAdSDK"]),
        // HTTP ad SDKs' seam: the request and outcome values, the transport protocol, the live
        // URLSession transport, and the network an SDKSeam asks in a live or recording world.
        .target(name: "AdWorldHTTP", dependencies: ["AdWorld", "CAdReplayCurl", .product(name: "HTTPTypes", package: "swift-http-types")]),
        // libcurl's easy interface for a bounded live recording (libcurl found with dlopen: no headers).
        .target(name: "CAdReplayCurl"),
        // HTTP exchanges in fixtures: stored as HAR entries are, matched on what matters with a
        // near-miss report, redacted at record time, exported as HAR 1.2.
        .target(
            name: "AdReplayHTTP",
            dependencies: ["AdReplay", "AdWorld", "AdWorldHTTP", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        // A test ad server on 127.0.0.1: seeded OpenRTB 2.6, VAST 4 and Native 1.2 answers and
        // every failure an SDK must survive; also a recording reverse proxy.
        .target(name: "LoopbackAdServer"),
        // An HTTP ad network's SDK (OpenRTB, VAST, trackers, expiry) and its GMA-style adapter.
        .target(name: "OspreySDK", dependencies: ["AdWorld", "AdWorldHTTP", "NeutralUI", .product(name: "HTTPTypes", package: "swift-http-types")]),
        .target(name: "OspreyAdapter", dependencies: ["OspreySDK", "GoogleMobileAdsCompat"]),
        // The Osprey network as a plug-in: recorded from the loopback ad server (or a real one
        // through it), replayed without a socket, its trackers checked on every session.
        .target(
            name: "AdReplayOsprey",
            dependencies: ["AdReplay", "AdReplayHTTP", "AdWorld", "AdWorldHTTP", "LoopbackAdServer", "OspreySDK",
                           .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        // One isolation layer, under the command line and the test helpers: the child processes
        // sessions run in (spawned, spoken to in frames, their deaths read), and the fork of a warm
        // single-threaded worker that gives each session a fresh process. The C target holds the
        // two calls Swift cannot make (prctl, gettid are variadic or missing).
        .target(name: "CAdReplayIsolation"),
        .target(name: "AdReplayIsolation", dependencies: ["CAdReplayIsolation"]),
        // Swift Testing and XCTest helpers: one test case per fixture, readable failures.
        .target(name: "AdReplayTesting", dependencies: ["AdReplay", "AdReplayReports", "AdReplayIsolation"]),
        // The command line as a library: a user's executable calls AdReplayCommandLine.main with its adapters.
        .target(
            name: "AdReplayCommandLine",
            dependencies: ["AdReplay", "AdReplayReports", "AdReplayHTTP", "AdReplayIsolation", "Mediation", "NeutralUI", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The bundled tool: the command line with the Sample plug-in and adapters.
        .executableTarget(
            name: "adreplay",
            dependencies: [
                "AdReplay", "AdReplayCommandLine", "AdReplaySample", "SampleCustomEvent", "SampleCustomEventSwift", "Mediation",
                "SampleAdSDK", "NeutralUI", "AdReplayOsprey", "OspreyAdapter", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Costs, memory and parallel speed-up, run by scripts/bench (release build), not by the tests.
        .executableTarget(
            name: "AdReplayBench",
            dependencies: [
                "AdReplay", "AdReplayReports", "AdReplaySample", "SampleCustomEvent", "SampleCustomEventSwift",
                "AdReplayHTTP", "AdReplayOsprey", "AdReplayIsolation", "AdWorld", "AdWorldHTTP", .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "AdWorldTests", dependencies: ["AdWorld"]),
        .testTarget(name: "NeutralUITests", dependencies: ["NeutralUI", "AdWorld"]),
        .testTarget(name: "SampleAdSDKTests", dependencies: ["SampleAdSDK", "AdWorld", "NeutralUI"]),
        .testTarget(name: "MediationTests", dependencies: ["Mediation", "AdWorld", "NeutralUI"]),
        // Spies and a Sample world for tests that drive an adapter directly; shared by both families' tests.
        .target(name: "AdapterTestSupport", dependencies: ["AdReplay", "AdReplaySample", "Mediation", "SampleAdSDK", "AdWorld"], path: "Tests/AdapterTestSupport"),
        // A network the engine never heard of (SDK, adapter, plug-in), for the plug-in and CLI-library tests.
        .target(name: "TinyNetwork", dependencies: ["AdReplay", "AdWorld", "Mediation", "NeutralUI"], path: "Tests/TinyNetwork"),
        .executableTarget(name: "tiny-replay", dependencies: ["TinyNetwork", "AdReplay", "AdReplayCommandLine"], path: "Tests/TinyReplay"),
        .testTarget(name: "SampleCustomEventTests", dependencies: ["SampleCustomEvent", "AdapterTestSupport", "AdReplay", "AdReplaySample", "Mediation", "SampleAdSDK", "AdWorld", "NeutralUI"]),
        .testTarget(
            name: "SampleCustomEventSwiftTests",
            dependencies: [
                "SampleCustomEventSwift", "GoogleMobileAdsCompat", "AdapterTestSupport", "AdReplay", "AdReplayReports", "AdReplaySample", "Mediation",
                "SampleAdSDK", "AdWorld", "NeutralUI",
            ]
        ),
        .testTarget(name: "GoogleMobileAdsCompatTests", dependencies: ["GoogleMobileAdsCompat", "Mediation", "NeutralUI", "AdWorld"]),
        // docs/writing-an-adapter.md's adapter, every format, which the page quotes verbatim.
        .testTarget(name: "AdapterGuideTests", dependencies: ["GoogleMobileAdsCompat", "SampleAdSDK", "AdReplay", "AdReplaySample", "Mediation"]),
        .testTarget(name: "AdReplayJSONTests", dependencies: ["AdReplayJSON", "AdWorld"]),
        .testTarget(name: "AdWorldHTTPTests", dependencies: ["AdWorldHTTP", "AdWorld", "LoopbackAdServer", .product(name: "HTTPTypes", package: "swift-http-types")]),
        .testTarget(name: "LoopbackAdServerTests", dependencies: ["LoopbackAdServer"]),
        .testTarget(
            name: "OspreySDKTests",
            dependencies: ["OspreySDK", "OspreyAdapter", "GoogleMobileAdsCompat", "AdWorld", "AdWorldHTTP", "NeutralUI", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        // The Osprey adapter's recorded sessions, replayed with no server; recordings made from the
        // loopback server inside the tests; the tracker rules.
        .testTarget(
            name: "OspreyAdapterTests",
            dependencies: [
                "AdReplayOsprey", "OspreyAdapter", "OspreySDK", "AdReplay", "AdReplayTesting", "AdReplayHTTP", "AdWorld", "AdWorldHTTP",
                "LoopbackAdServer", "GoogleMobileAdsCompat", .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            // Fixtures, found by path beside the tests.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AdReplayHTTPTests",
            dependencies: ["AdReplayHTTP", "AdReplay", "AdWorld", "AdWorldHTTP", "Mediation", "NeutralUI", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        .testTarget(
            name: "AdReplayTests",
            dependencies: [
                "AdReplay", "AdReplayReports", "AdReplaySample", "AdReplayTesting", "TinyNetwork", "SampleCustomEvent", "SampleCustomEventSwift",
                "Mediation", "SampleAdSDK", "AdWorld", "NeutralUI",
            ],
            // Fixtures of every schema ever committed, read by path.
            exclude: ["Resources"]
        ),
        .testTarget(
            name: "AdReplayCLITests",
            dependencies: ["adreplay", "tiny-replay", "AdReplayCommandLine", "AdReplay", "AdReplayReports", "AdReplaySample", "AdReplayIsolation"],
            // Golden files, read by path.
            exclude: ["Resources"]
        ),
        // Google's AdapterUnitTestKit (AUTK… names) over GoogleMobileAdsCompat, and its own tests
        // with a fake adapter of the project's (issue 35).
        .target(name: "AdapterUnitTestKit", dependencies: ["GoogleMobileAdsCompat", "Mediation", "NeutralUI", "AdWorld"]),
        .testTarget(name: "AdapterUnitTestKitTests", dependencies: ["AdapterUnitTestKit", "GoogleMobileAdsCompat", "Mediation", "NeutralUI", "AdWorld"]),
    ],
    swiftLanguageModes: [.v6]
)

// Issue 34, the session owns the main thread: one Sample banner adapter per thread hop or timer a
// real adapter uses (written as their authors write them), a command line built with them, and
// their tests (XCTest, so that sessions run on the main thread as the command line's do).
package.targets += [
    .target(name: "HopAdapters", dependencies: ["GoogleMobileAdsCompat", "SampleAdSDK"], path: "Tests/HopAdapters"),
    .executableTarget(name: "hop-replay", dependencies: ["HopAdapters", "AdReplay", "AdReplayCommandLine", "AdReplaySample"], path: "Tests/HopReplay"),
    .testTarget(
        name: "HopAdapterTests",
        dependencies: ["hop-replay", "HopAdapters", "AdReplay", "AdReplaySample", "AdWorld", "NeutralUI", "SampleAdSDK"],
        path: "Tests/HopAdapterTests"
    ),
]
