/// The Osprey SDK: see the package manifest. (Its types arrive with the SDK.)
public enum OspreySDK {
    public static let version = "1.0.0"
}
