// The door for an adapter written against Google Mobile Ads and UIKit: one import gives it the
// mediation protocols (`Mediation`), the views (`NeutralUI`) and Foundation (with
// `FoundationNetworking`'s `URLSession` on Linux), under the names its source already uses, in
// both generations of GMA's Swift names: GMA 12 and later (`MediationAdapter`,
// `MobileAds.shared`, `AdSizeBanner`) are `Mediation`'s own; GMA 11 and earlier (`GAD…`,
// `GADAdSizeBanner`, `GADAdSizeEqualToSize`) are GADNames.swift.
// Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/TestingTheAdapterYouShip.md lists what maps and what does not.
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

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// The module's name as a namespace, so that the module-qualified names an adapter writes when a
/// name of its own shadows GMA's (`GoogleMobileAds.AdFormat`, `extension GoogleMobileAds.AdSize`)
/// compile here as they do against GMA.
public enum GoogleMobileAds {
    public typealias AdFormat = Mediation.AdFormat
    public typealias AdSize = Mediation.AdSize
    public typealias VersionNumber = Mediation.VersionNumber
    public typealias MediationAdapter = Mediation.MediationAdapter
    public typealias RTBAdapter = Mediation.RTBAdapter
    public typealias MobileAds = Mediation.MobileAds
    public typealias RequestConfiguration = Mediation.RequestConfiguration
    public typealias AdNetworkExtras = Mediation.AdNetworkExtras
    public typealias Extras = Mediation.Extras
    public typealias NativeAdImage = Mediation.NativeAdImage
    public typealias NativeAssetIdentifier = Mediation.NativeAssetIdentifier
    public typealias MediationCredentials = Mediation.MediationCredentials
    public typealias MediationServerConfiguration = Mediation.MediationServerConfiguration
    public typealias MediationAdConfiguration = Mediation.MediationAdConfiguration
    public typealias MediationBannerAdConfiguration = Mediation.MediationBannerAdConfiguration
    public typealias MediationInterstitialAdConfiguration = Mediation.MediationInterstitialAdConfiguration
    public typealias MediationRewardedAdConfiguration = Mediation.MediationRewardedAdConfiguration
    public typealias MediationNativeAdConfiguration = Mediation.MediationNativeAdConfiguration
    public typealias MediationAppOpenAdConfiguration = Mediation.MediationAppOpenAdConfiguration
    public typealias RTBRequestParameters = Mediation.RTBRequestParameters
    public typealias MediationAdRequest = Mediation.MediationAdRequest
    public typealias RTBMediationSignalsConfiguration = Mediation.RTBMediationSignalsConfiguration
}
