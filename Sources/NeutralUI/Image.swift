/// A platform-neutral image: a solid colour of a size, drawn at a scale, or named bundle art.
public struct Image: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var size: Size
    public var color: Color?
    public var name: String?
    public var scale: Double

    /// A solid image of `size` in `color`, as an SDK draws a placeholder.
    public init(size: Size, color: Color, scale: Double = 1) {
        self.size = size
        self.color = color
        self.name = nil
        self.scale = scale
    }

    /// Any image: a size, and a colour or a name (as a fixture stores it).
    public init(size: Size, color: Color?, name: String?, scale: Double) {
        self.size = size
        self.color = color
        self.name = name
        self.scale = scale
    }

    /// Named artwork shipped with an SDK (e.g. an AdChoices icon).
    public init(named name: String, size: Size, scale: Double = 1) {
        self.size = size
        self.color = nil
        self.name = name
        self.scale = scale
    }

    public var description: String {
        let content = name.map { "\"\($0)\"" } ?? color.map(\.description) ?? "empty"
        return "image \(size) \(content) @\(format(scale))x"
    }
}
