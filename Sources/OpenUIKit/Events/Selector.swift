import Foundation

/// The name of an action method, as UIKit's `Selector` names one
/// (`"showViewController:sender:"`), for the APIs that take an action by
/// name: ``UIResponder/canPerformAction(_:withSender:)``,
/// ``UIResponder/target(forAction:withSender:)`` and
/// `UIViewController.targetViewController(forAction:sender:)`.
///
/// Difference from UIKit: Linux Swift has no Objective-C runtime, so there
/// is no `#selector(…)`. A selector here is only its Objective-C name;
/// nothing is looked up or invoked through it. The two actions UIKit's
/// view controllers route are predefined: ``showViewController`` and
/// ``showDetailViewController``.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name, e.g. `"showViewController:sender:"`.
    public let name: String

    /// A selector named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector written as a string literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}

extension Selector {
    /// `#selector(UIViewController.show(_:sender:))`: the action
    /// `show(_:sender:)` routes by.
    public static let showViewController = Selector("showViewController:sender:")

    /// `#selector(UIViewController.showDetailViewController(_:sender:))`:
    /// the action `showDetailViewController(_:sender:)` routes by.
    public static let showDetailViewController = Selector("showDetailViewController:sender:")
}

/// The name of `selector` (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// The selector named `name` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}
