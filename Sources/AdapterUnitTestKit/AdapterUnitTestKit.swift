// Google's AdapterUnitTestKit (googleads-mobile-ios-mediation, AdapterUnitTests/) in Swift, over
// GoogleMobileAdsCompat: the same 38 public names with the same meaning, so that a suite written
// against Google's kit builds and runs on Linux. Its umbrella header imports GoogleMobileAds, so
// a test importing the kit alone sees GMA's names; this module re-exports the compat module for
// the same reason. Sources/AdapterUnitTestKit/AdapterUnitTestKit.docc/GoogleAdapterTests.md says how to run such suites.
@_exported import GoogleMobileAdsCompat
