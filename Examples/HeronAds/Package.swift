// swift-tools-version: 6.1
import PackageDescription

// A second network's own package, unlike Pebble's: an SDK that reports through closures the app
// sets (no delegates), rewarded ads that expire, native ads that track themselves or leave it to
// the host. Its SDK, its mediation adapter, its plug-in, its tool, and AdReplay as a dependency.
let package = Package(
    name: "HeronAds",
    products: [
        .library(name: "HeronAdsSDK", targets: ["HeronAdsSDK"]),
        .library(name: "HeronAdapter", targets: ["HeronAdapter"]),
        .library(name: "HeronPlugin", targets: ["HeronPlugin"]),
        .executable(name: "heron-replay", targets: ["heron-replay"]),
    ],
    dependencies: [
        // Named, so that the products below say "AdReplayKit" whatever the clone's folder is called.
        .package(name: "AdReplayKit", path: "../..")
    ],
    targets: [
        .target(
            name: "HeronAdsSDK",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]
        ),
        .target(
            name: "HeronAdapter",
            dependencies: [
                "HeronAdsSDK",
                // The adapter's only view of the host: Google Mobile Ads' names, as it ships.
                .product(name: "GoogleMobileAdsCompat", package: "AdReplayKit"),
            ]
        ),
        // Teaches AdReplay the Heron network.
        .target(
            name: "HeronPlugin",
            dependencies: [
                "HeronAdsSDK",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]
        ),
        // AdReplay's command line for this adapter: records the fixtures under Tests.
        .executableTarget(
            name: "heron-replay",
            dependencies: [
                "HeronAdapter", "HeronPlugin",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayCommandLine", package: "AdReplayKit"),
            ]
        ),
        .testTarget(
            name: "HeronAdapterTests",
            dependencies: [
                "HeronAdapter", "HeronAdsSDK", "HeronPlugin",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayTesting", package: "AdReplayKit"),
                // The deliberately broken adapter in the tests is written as the shipped one is.
                .product(name: "GoogleMobileAdsCompat", package: "AdReplayKit"),
            ],
            // Fixtures, found by path beside the tests.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
