import Foundation

extension UISheetPresentationController {
    /// A height where a sheet naturally rests: the system's ``medium()``
    /// and ``large()``, or a ``custom(identifier:resolver:)`` one.
    ///
    /// A detent's value is a height inside the sheet's safe area: the
    /// sheet's frame is that tall plus the container's bottom safe-area
    /// inset. ``large()`` resolves to the context's `maximumDetentValue`
    /// (the sheet's top 10 points below the container's safe-area top);
    /// ``medium()`` to half the container height below its safe-area top,
    /// less the bottom inset, and is inactive (nil) in a vertically compact
    /// environment.
    ///
    /// Differences from UIKit: the medium height is OpenUIKit's reading of
    /// "approximately half the height of the screen"; a custom detent
    /// without an identifier gets a counter-based one (UIKit's is random).
    @MainActor
    public final class Detent: NSObject {
        enum Kind {
            case medium, large
            case custom((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        /// The detent's identifier.
        public let identifier: Identifier
        let kind: Kind

        init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
            super.init()
        }

        /// The system detent approximately half the screen's height,
        /// inactive in compact height.
        public class func medium() -> Self {
            Self(identifier: .medium, kind: .medium)
        }

        /// The system detent at the sheet's full height.
        public class func large() -> Self {
            Self(identifier: .large, kind: .large)
        }

        /// A detent whose value `resolver` computes from the context each
        /// time the sheet lays out; a nil value makes it inactive there.
        /// Without `identifier` the detent gets a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier.makeUnique(), kind: .custom(resolver))
        }

        /// The detent's value in `context` (a height inside the sheet's
        /// safe area), or nil when the detent is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            switch kind {
            case .large:
                return context.maximumDetentValue
            case .medium:
                if context.containerTraitCollection.verticalSizeClass == .compact { return nil }
                if let sheetContext = context as? SheetDetentContext { return sheetContext.mediumValue }
                return (context.maximumDetentValue / 2).rounded()
            case .custom(let resolver):
                guard let value = resolver(context), value.isFinite else { return nil }
                return min(max(value, 0), context.maximumDetentValue)
            }
        }
    }
}
