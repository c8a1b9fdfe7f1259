// UIKit re-exports Foundation, and so does its stand-in: a view's frame is Foundation's `CGRect`.
@_exported import Foundation
