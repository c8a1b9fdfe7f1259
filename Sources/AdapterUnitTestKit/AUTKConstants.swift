import Foundation

/// How long a wait-and-assert function waits for the adapter's completion handler: 1 second, as
/// Google's kit waits. Counted on the current world's virtual clock (see `AUTKWaiter`), never
/// on the wall clock.
public let AUTKExpectationTimeout: TimeInterval = 1.0

/// How long reading an adapter's or its SDK's version may take: 5 milliseconds, measured on the
/// monotonic clock by `AUTKTestAdapterVersionLatency(_:file:line:)` and
/// `AUTKTestAdSDKVersionLatency(_:file:line:)`.
public let AUTKSyncMethodTimeout: TimeInterval = 5.0 / 1000.0
