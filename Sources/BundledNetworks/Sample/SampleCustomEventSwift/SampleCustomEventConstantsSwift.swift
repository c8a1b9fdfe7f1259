/// The Swift adapters' published constant. Unlike the Objective-C family, the Swift sample
/// declares no adapter version string and no error-domain constant.
public enum SampleCustomEventConstantsSwift {
    /// Key of the Sample ad's extra asset in `extraAssets`.
    public static let awesomenessKey = "DegreeOfAwesomeness"
}
