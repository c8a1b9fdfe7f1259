// swift-tools-version: 6.1
import PackageDescription

// An ad network's own package, built the way a network's adapter author builds theirs: its SDK,
// its mediation adapter, and AdReplay as a dependency.
let package = Package(
    name: "PebbleAds",
    products: [
        .library(name: "PebbleAdsSDK", targets: ["PebbleAdsSDK"]),
        .library(name: "PebbleAdapter", targets: ["PebbleAdapter"]),
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
                .product(name: "Mediation", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
