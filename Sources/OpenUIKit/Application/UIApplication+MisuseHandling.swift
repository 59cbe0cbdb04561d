import Foundation

extension UIApplication {
    /// What misuse that UIKit answers with an exception does. An OpenUIKit
    /// addition.
    public typealias MisuseHandling = UIKitMisuseHandling

    /// What misuse that UIKit answers with an exception does in this app
    /// (default `.trap`, as an uncaught exception ends an iOS app; test
    /// hosts set `.refuse`). The runtime's ``UIKitRuntime/misuseHandling``.
    /// An OpenUIKit addition.
    public var misuseHandling: MisuseHandling {
        get { runtime.misuseHandling }
        set { runtime.misuseHandling = newValue }
    }
}
