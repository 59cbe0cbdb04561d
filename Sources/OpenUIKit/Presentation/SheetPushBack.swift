import Foundation

/// What a full-height card sheet does to the view behind it: a presenter
/// whose view fills the window is scaled to 0.92 about its centre with its
/// corners rounded to 10 points; a lower card sheet is scaled the same way
/// and lifted so its top shows 10 points above its own resting top. The
/// view's own transform, corner radius, masked corners and clipping come
/// back when the sheet goes.
@MainActor
final class SheetPushBack {
    static let scale: CGFloat = 0.92
    static let cornerRadius: CGFloat = 10
    static let peek: CGFloat = 10

    let view: UIView
    /// The vertical shift of the fully pushed view.
    private let shift: CGFloat
    private let savedTransform: CGAffineTransform
    private let savedCornerRadius: CGFloat
    private let savedMaskedCorners: CACornerMask
    private let savedClips: Bool

    private init(view: UIView, shift: CGFloat) {
        self.view = view
        self.shift = shift
        savedTransform = view.transform
        savedCornerRadius = view.layer.cornerRadius
        savedMaskedCorners = view.layer.maskedCorners
        savedClips = view.clipsToBounds
    }

    /// The push-back for the view of `presenter`, or nil when the sheet
    /// leaves it alone (it neither fills the window nor is a card sheet).
    static func make(presenter: UIViewController) -> SheetPushBack? {
        guard let view = presenter.viewIfLoaded, let window = view.window, view.transform.isIdentity else { return nil }
        if let lower = presenter.presentationRecord?.layoutController as? UISheetPresentationController,
            lower.isCard, lower.presentedView === view {
            let frame = view.frame
            let scaledTop = frame.midY - scale * frame.height / 2
            return SheetPushBack(view: view, shift: (frame.minY - peek) - scaledTop)
        }
        let frame = view.convert(view.bounds, to: window)
        let fills = abs(frame.minX - window.bounds.minX) < 0.5 && abs(frame.minY - window.bounds.minY) < 0.5
            && abs(frame.width - window.bounds.width) < 0.5 && abs(frame.height - window.bounds.height) < 0.5
        return fills ? SheetPushBack(view: view, shift: 0) : nil
    }

    /// Clips the view so the rounded corners show (before any animation).
    func prepare() {
        view.clipsToBounds = true
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }

    /// Pushes the view back by `fraction` (0: as it was, 1: fully); animatable.
    func apply(_ fraction: CGFloat) {
        let f = min(max(fraction, 0), 1)
        let scale = 1 - (1 - Self.scale) * f
        view.transform = savedTransform
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: 0, y: shift * f))
        view.layer.cornerRadius = savedCornerRadius + (Self.cornerRadius - savedCornerRadius) * f
    }

    /// Gives the view back its own look.
    func restore() {
        view.transform = savedTransform
        view.layer.cornerRadius = savedCornerRadius
        view.layer.maskedCorners = savedMaskedCorners
        view.clipsToBounds = savedClips
    }
}
