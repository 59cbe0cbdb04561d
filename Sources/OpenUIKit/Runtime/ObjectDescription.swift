import Foundation

/// UIKit's way of printing objects in console messages: `<ClassName: 0x…>`,
/// with the module name for app classes (as Swift classes print on iOS)
/// but not for OpenUIKit's own, which print as UIKit's do.
enum ObjectDescription {
    /// `<ClassName: 0xADDRESS>` for `object`.
    static func describe(_ object: AnyObject) -> String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        return "<\(typeName(object)): 0x\(String(address, radix: 16))>"
    }

    /// The class name as UIKit prints it.
    static func typeName(_ object: AnyObject) -> String {
        var name = String(reflecting: type(of: object))
        if name.hasPrefix("OpenUIKit.") { name.removeFirst("OpenUIKit.".count) }
        return name
    }
}
