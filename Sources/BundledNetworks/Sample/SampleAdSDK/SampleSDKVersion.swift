/// The Sample SDK's version string.
public let SampleSDKVersion = "1.0.0"

/// The framework's numeric version (Apple-generic versioning, project version 1).
public let SampleAdSDKVersionNumber: Double = 1.0

/// The framework's version string, as the Xcode framework template exports it.
public let SampleAdSDKVersionString = "1"
