// swift-tools-version: 6.1
import PackageDescription

// The Smart Display SDK 7 stand-in: the same module name (SASDisplayKit) as the Equativ Display
// SDK 8 stand-in in ../Package.swift, so a package of its own (a build holds one module per name).
let package = Package(
    name: "SmartDisplaySDK7",
    products: [
        .library(name: "SASDisplayKit", targets: ["SASDisplayKit"]),
        .library(name: "SASDisplayKitPlugin", targets: ["SASDisplayKitPlugin"]),
    ],
    dependencies: [
        .package(name: "AdReplayKit", path: "../../..")
    ],
    targets: [
        // Routed through an SDKSeam: sessions of Equativ's displaysdk7 adapters record and replay.
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
    ],
    swiftLanguageModes: [.v6]
)
