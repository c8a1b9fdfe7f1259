/// The version of AdReplay written into every fixture's `environment`.
public enum ToolVersion {
    public static let current = "0.1.0"
}
