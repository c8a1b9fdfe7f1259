// swift-tools-version: 6.1
// AdReplay's benchmark: costs, memory and parallel speed-up of the root package's engine, command
// line and bundled networks. Built by scripts/bench, which sets ADREPLAY_BUNDLED_NETWORKS=1 (the
// root package offers the bundled networks as products only then); not built by CI.
import PackageDescription

let package = Package(
    name: "AdReplayBenchmarks",
    dependencies: [
        .package(name: "AdReplayKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .executableTarget(
            name: "adreplay-bench",
            dependencies: [
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayReports", package: "AdReplayKit"),
                .product(name: "AdReplayHTTP", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "AdWorldHTTP", package: "AdReplayKit"),
                .product(name: "AdReplayIsolation", package: "AdReplayKit"),
                .product(name: "AdReplayBundledNetworks", package: "AdReplayKit"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "AdReplayBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
