import ArgumentParser
import Foundation

/// A `--size WxH` argument: a screen size in points, such as `390x844`.
struct WindowSizeArgument: ExpressibleByArgument {
    /// The size in points.
    let size: CGSize

    init(width: Double, height: Double) {
        size = CGSize(width: width, height: height)
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width >= 1, height >= 1, width <= 8192, height <= 8192
        else { return nil }
        size = CGSize(width: width, height: height)
    }

    var defaultValueDescription: String { "\(Int(size.width))x\(Int(size.height))" }
}
