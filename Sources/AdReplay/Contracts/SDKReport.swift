/// What an SDK callback tells the adapter that GMA must hear of too: the plug-in labels its
/// callbacks (``NetworkPlugin/report(in:)``), and ``ContractRule/sdkReportsReachGMA`` checks
/// that each kind the SDK reported reached the host.
public enum SDKReport: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The SDK counted an impression: GMA hears `reportImpression` (or the legacy
    /// notification source's `didRecordImpression`).
    case impression
    /// The SDK counted a click: `reportClick` (or `didRecordClick`).
    case click
    /// The SDK rewarded the user: `didRewardUser`.
    case reward
    /// The SDK's full-screen ad closed: `didDismissFullScreenView` (or `didDismissScreen`).
    case dismissal

    public var description: String { rawValue }

    /// Whether the host event `event` tells GMA of this report.
    func isForwarded(by event: HostEvent) -> Bool {
        switch (self, event) {
        case (.impression, .reportImpression), (.impression, .notification(.didRecordImpression)),
            (.click, .reportClick), (.click, .notification(.didRecordClick)),
            (.reward, .didRewardUser),
            (.dismissal, .didDismissFullScreenView), (.dismissal, .notification(.didDismissScreen)):
            true
        default: false
        }
    }

    /// The host event GMA expects, as a breach names it.
    var hostEvent: String {
        switch self {
        case .impression: "reportImpression"
        case .click: "reportClick"
        case .reward: "didRewardUser"
        case .dismissal: "didDismissFullScreenView"
        }
    }
}
