// swift-tools-version: 6.1
import PackageDescription

// An ad network over HTTP in its own package: an SDK that asks its ad server with JSON over
// HTTP and fires its trackers through AdReplay's HTTP seam, its mediation adapter, its plug-in
// (an `HTTPNetwork`: stored exchanges, matching, redaction, HAR), its tool and its fixtures.
let package = Package(
    name: "KiteAds",
    products: [
        .library(name: "KiteAdsSDK", targets: ["KiteAdsSDK"]),
        .library(name: "KiteAdapter", targets: ["KiteAdapter"]),
        .library(name: "KitePlugin", targets: ["KitePlugin"]),
        .executable(name: "kite-replay", targets: ["kite-replay"]),
    ],
    dependencies: [
        // Named, so that the products below say "AdReplayKit" whatever the clone's folder is called.
        .package(name: "AdReplayKit", path: "../.."),
        // HTTPRequest and HTTPResponse, the values an HTTP call and its answer are made of.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "KiteAdsSDK",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "AdWorldHTTP", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(
            name: "KiteAdapter",
            dependencies: [
                "KiteAdsSDK",
                // The adapter's only view of the host: Google Mobile Ads' names, as it ships.
                .product(name: "GoogleMobileAdsCompat", package: "AdReplayKit"),
            ]
        ),
        // Teaches AdReplay the Kite network: one HTTPNetwork.
        .target(
            name: "KitePlugin",
            dependencies: [
                "KiteAdsSDK",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayHTTP", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "AdWorldHTTP", package: "AdReplayKit"),
            ]
        ),
        // AdReplay's command line for this adapter: records the fixtures under Tests.
        .executableTarget(
            name: "kite-replay",
            dependencies: [
                "KiteAdapter", "KitePlugin",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayCommandLine", package: "AdReplayKit"),
            ]
        ),
        .testTarget(
            name: "KiteAdapterTests",
            dependencies: [
                "KiteAdapter", "KitePlugin",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayHTTP", package: "AdReplayKit"),
                .product(name: "AdReplayTesting", package: "AdReplayKit"),
            ],
            // Fixtures, found by path beside the tests.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
