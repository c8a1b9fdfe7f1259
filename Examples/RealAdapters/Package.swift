// swift-tools-version: 6.1
import PackageDescription

// Stand-ins of real ad networks' SDKs, written from the call sites of the adapters that ship
// (Google's open-source BidMachine, Bigo, Moloco, PubMatic and Verve adapters, and Equativ's
// Smart Display SDK 8 adapter), so that those adapters compile against GoogleMobileAdsCompat.
// No adapter code lives here: scripts/check-real-adapters copies a checkout the user fetched
// into a scratch package outside this repository. The Smart Display SDK 7 stand-in has the same
// module name as the 8 one, so it is a package of its own (SmartDisplaySDK7/).
let package = Package(
    name: "RealAdapters",
    products: [
        .library(name: "BigoADS", targets: ["BigoADS"]),
        .library(name: "BigoPlugin", targets: ["BigoPlugin"]),
        .library(name: "BidMachine", targets: ["BidMachine"]),
        .library(name: "BidMachinePlugin", targets: ["BidMachinePlugin"]),
        .library(name: "MolocoSDK", targets: ["MolocoSDK"]),
        .library(name: "MolocoPlugin", targets: ["MolocoPlugin"]),
        .library(name: "OpenWrapSDK", targets: ["OpenWrapSDK"]),
        .library(name: "OpenWrapPlugin", targets: ["OpenWrapPlugin"]),
        .library(name: "HyBid", targets: ["HyBid"]),
        .library(name: "HyBidPlugin", targets: ["HyBidPlugin"]),
        .library(name: "SASDisplayKit", targets: ["SASDisplayKit"]),
        .library(name: "SASDisplayKitPlugin", targets: ["SASDisplayKitPlugin"]),
        .library(name: "OSLog", targets: ["OSLog"]),
    ],
    dependencies: [
        // Named, so that the products below say "AdReplayKit" wherever the clone is.
        .package(name: "AdReplayKit", path: "../..")
    ],
    targets: [
        // Every stand-in routes through an SDKSeam and has a plug-in: sessions of the adapters over
        // them record and replay.
        .target(
            name: "BigoADS",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]),
        .target(
            name: "BigoPlugin",
            dependencies: [
                "BigoADS",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]),
        .target(
            name: "BidMachine",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]),
        .target(
            name: "BidMachinePlugin",
            dependencies: [
                "BidMachine",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]),
        .target(
            name: "HyBid",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]),
        .target(
            name: "HyBidPlugin",
            dependencies: [
                "HyBid",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]),
        .target(
            name: "SASDisplayKit",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]),
        .target(
            name: "SASDisplayKitPlugin",
            dependencies: [
                "SASDisplayKit",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]),
        .target(
            name: "OpenWrapSDK",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]),
        .target(
            name: "OpenWrapPlugin",
            dependencies: [
                "OpenWrapSDK",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]),
        .target(
            name: "MolocoSDK",
            dependencies: [
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "NeutralUI", package: "AdReplayKit"),
            ]),
        .target(
            name: "MolocoPlugin",
            dependencies: [
                "MolocoSDK",
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
            ]),

        // Apple's OSLog, which Linux lacks (Google's Moloco adapter imports it).
        .target(name: "OSLog"),
        // The seam stand-ins record and replay through their plug-ins,
        // driven by small probe adapters of this package's own (Google's are never here).
        .testTarget(
            name: "StandInTests",
            dependencies: [
                "BigoADS", "BigoPlugin", "BidMachine", "BidMachinePlugin", "HyBid", "HyBidPlugin", "SASDisplayKit", "SASDisplayKitPlugin",
                "OpenWrapSDK", "OpenWrapPlugin", "MolocoSDK", "MolocoPlugin",
                .product(name: "GoogleMobileAdsCompat", package: "AdReplayKit"),
                .product(name: "AdReplay", package: "AdReplayKit"),
                .product(name: "AdWorld", package: "AdReplayKit"),
                .product(name: "Mediation", package: "AdReplayKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
