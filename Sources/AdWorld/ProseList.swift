extension BidirectionalCollection<String> {
    /// The strings as a sentence lists them: `"a"`, `"a and b"`, `"a, b and c"`; empty for none.
    /// One spelling for every message in the package that names several things.
    ///
    /// ```swift
    /// ["SampleBanner", "SampleInterstitial", "SampleNativeAd"].proseList
    /// // "SampleBanner, SampleInterstitial and SampleNativeAd"
    /// ```
    package var proseList: String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " and " + last
    }
}
