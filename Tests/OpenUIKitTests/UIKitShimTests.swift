import Testing
import UIKit

/// `import Testing` and `import UIKit` in one file compile (the
/// `_Testing_UIKit` overlay exists) and UIKit re-exports the lower layers.
@Suite struct UIKitShimTests {
    @Test func importingUIKitMakesCoreGraphicsTypesAvailable() {
        let t = CGAffineTransform(translationX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 3, y: 4))
    }
}
