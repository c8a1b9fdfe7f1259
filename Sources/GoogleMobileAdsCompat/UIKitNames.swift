import Foundation
import NeutralUI

// UIKit's names over NeutralUI's stand-ins. Geometry is Foundation's own `CGRect`, `CGSize`,
// `CGPoint` and `CGFloat` (swift-corelibs-foundation has them, and an adapter that imports
// Foundation sees them first); the initialisers below take them where an adapter hands one to a
// view.

public typealias UIView = View
public typealias UIViewController = ViewController
public typealias UIImage = Image
public typealias UIImageView = ImageView
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UIColor = Color
public typealias UIApplication = Application
public typealias UIAlertController = AlertController

extension View {
    /// `UIView(frame:)` with a Foundation rectangle, as UIKit code writes it.
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }
}

extension Rect {
    /// NeutralUI's rectangle from Foundation's.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension Size {
    /// NeutralUI's size from Foundation's.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGRect {
    /// Foundation's rectangle from NeutralUI's.
    public init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension CGSize {
    /// Foundation's size from NeutralUI's.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}
