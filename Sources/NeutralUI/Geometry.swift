import Foundation

/// A width and height in points.
public struct Size: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(format(width))×\(format(height))" }
}

/// A rectangle in points: CoreGraphics' own `CGRect`, as UIKit's views use it, so an adapter's
/// `view.frame = CGRect(…)` compiles as it does on iOS. (Fixtures never store a rectangle; sizes
/// are stored as ``Size``.)
public typealias Rect = CGRect

extension CGRect {
    /// A rectangle at (`x`, `y`), at the origin by default, as SDK ports write their frames.
    public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
}

/// `CGRectMake`, as Objective-C-era Swift writes it.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

extension Size {
    /// NeutralUI's size from CoreGraphics'.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// CoreGraphics' size from NeutralUI's.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

/// An RGBA colour, each component 0…1.
public struct Color: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    public var description: String {
        "rgba(\(format(red)), \(format(green)), \(format(blue)), \(format(alpha)))"
    }
}

/// Whole numbers print without a fraction ("300", not "300.0").
func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
