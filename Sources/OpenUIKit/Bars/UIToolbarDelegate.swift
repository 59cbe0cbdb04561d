import Foundation

/// A toolbar's delegate: it can say where the toolbar sits
/// (``UIBarPositioningDelegate/position(for:)``).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
