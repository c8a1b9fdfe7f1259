import Mediation
import Testing

struct AdLoaderOptionsTests {
    @Test func enums_carryGMAsNumbers() {
        #expect(MediaAspectRatio.allCases.map(\.value) == [0, 1, 2, 3, 4])
        #expect(MediaAspectRatio.allCases.map(\.rawValue) == ["unknown", "any", "landscape", "portrait", "square"])
        #expect(MediaAspectRatio(value: 3) == .portrait)
        #expect(MediaAspectRatio(value: 9) == nil)
        #expect(AdChoicesPosition.allCases.map(\.value) == [0, 1, 2, 3])
        #expect(AdChoicesPosition(value: 2) == .bottomRight)
        #expect(AdChoicesPosition(rawValue: "bottomLeft")?.value == 3)
    }

    @Test func options_haveGMAsDefaults_andAreFoundByCasting() {
        let options: [AdLoaderOptions] = [
            NativeAdImageAdLoaderOptions(), NativeAdMediaAdLoaderOptions(), NativeAdViewAdOptions(),
        ]
        let image = options.compactMap { $0 as? NativeAdImageAdLoaderOptions }.first
        #expect(image?.isImageLoadingDisabled == false)
        #expect(image?.shouldRequestMultipleImages == false)
        #expect(options.compactMap { $0 as? NativeAdMediaAdLoaderOptions }.first?.mediaAspectRatio == .unknown)
        #expect(options.compactMap { $0 as? NativeAdViewAdOptions }.first?.preferredAdChoicesPosition == .topRight)
    }

    @Test func disableImageLoading_isTheSameSwitch() {
        let options = NativeAdImageAdLoaderOptions()
        options.disableImageLoading = true
        #expect(options.isImageLoadingDisabled)
    }
}
