import Foundation

/// A toolbar's delegate: it can say where the toolbar sits
/// (``UIBarPositioningDelegate/position(for:)``).
@MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
