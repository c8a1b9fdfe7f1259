// swift-tools-version: 6.1
import PackageDescription

// An ad network's own package, built the way a network's adapter author builds theirs: its SDK,
// its mediation adapter, and AdReplay as a dependency.
let package = Package(
    name: "PebbleAds",
    products: [
        .library(name: "PebbleAdsSDK", targets: ["PebbleAdsSDK"]),
        .library(name: "PebbleAdapter", targets: ["PebbleAdapter"]),
        .library(name: "PebblePlugin", targets: ["PebblePlugin"]),
        .executable(name: "pebble-replay", targets: ["pebble-replay"]),
    ],
    dependencies: [
        // A path dependency's identity is its folder's name, which is whatever a clone was
        // called; naming it lets the products below say "AdReplayKit" wherever it was cloned.
        .package(name: "AdReplayKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "PebbleAdsSDK",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]
        ),
        .target(
            name: "PebbleAdapter",
            dependencies: [
                "PebbleAdsSDK",
                // The adapter's only view of the host: Google Mobile Ads' names, as it ships.
                .product(name: "GoogleMobileAdsCompat", package: "AdReplayKit"),
            ]
        ),
        // Teaches AdReplay the Pebble network.
        .target(
            name: "PebblePlugin",
            dependencies: [
                "PebbleAdsSDK",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]
        ),
        // AdReplay's command line for this adapter: records the fixtures under Tests.
        .executableTarget(
            name: "pebble-replay",
            dependencies: [
                "PebbleAdapter", "PebblePlugin",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayCommandLine", package: "AdReplayKit"),
            ]
        ),
        .testTarget(
            name: "PebbleAdapterTests",
            dependencies: [
                "PebbleAdapter", "PebblePlugin",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdReplayTesting", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ],
            // Fixtures, found by path beside the tests.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
