// The door for an adapter written against Google Mobile Ads and UIKit: one import gives it the
// mediation protocols (`Mediation`), the views (`NeutralUI`) and Foundation, under the names its
// source already uses. docs/testing-the-adapter-you-ship.md lists what maps and what does not.
//
//     #if canImport(GoogleMobileAds)
//     import GoogleMobileAds
//     import UIKit
//     #else
//     import GoogleMobileAdsCompat
//     #endif
@_exported import Foundation
@_exported import Mediation
@_exported import NeutralUI
