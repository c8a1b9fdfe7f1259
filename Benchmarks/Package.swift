// swift-tools-version: 6.1
import PackageDescription

// AdReplay's benchmark, a package of its own beside the one it measures (AdReplayKit, the
// checkout this folder is in): what a user depends on lists no benchmark. Run by scripts/bench
// (release build), not by CI; README.md beside this file is its notebook.
//
// It replays with the bundled networks (Sample, Osprey) and forks through the isolation layer, as
// the `adreplay` tool does: AdReplayKit declares those as products only when
// ADREPLAY_BUNDLED_NETWORKS=1, which scripts/bench sets.
let package = Package(
    name: "AdReplayBenchmarks",
    dependencies: [
        .package(name: "AdReplayKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // Costs, memory and parallel speed-up. What it measures of the engine beyond its public
        // API (the session alone, the inflater) it reaches as `@_spi(Benchmarks)`.
        .executableTarget(
            name: "adreplay-bench",
            dependencies: [
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayReports", package: "AdReplayKit"),
                .product(name: "AdReplayHTTP", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "AdWorldHTTP", package: "AdReplayKit"),
                .product(name: "AdReplayBundledNetworks", package: "AdReplayKit"),
                .product(name: "AdReplayIsolation", package: "AdReplayKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "AdReplayBench"
        )
    ],
    swiftLanguageModes: [.v6]
)
