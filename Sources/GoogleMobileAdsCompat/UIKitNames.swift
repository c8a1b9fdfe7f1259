import Foundation
import NeutralUI

// UIKit's names over NeutralUI's stand-ins. Geometry is Foundation's own `CGRect`, `CGSize`,
// `CGPoint` and `CGFloat` (swift-corelibs-foundation has them): views' frames are `CGRect`s.

public typealias UIView = View
public typealias UIViewController = ViewController
public typealias UIImage = Image
public typealias UIImageView = ImageView
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UIColor = Color
public typealias UIApplication = Application
public typealias UIAlertController = AlertController

public typealias UIResponder = Responder
public typealias UIWindow = Window
public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene

public typealias UIDevice = Device
public typealias UIUserInterfaceIdiom = Device.UserInterfaceIdiom
