import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `UIVisualEffectView` with `UIBlurEffect`: its content view, the
/// materials' blur, animating the effect, and the picture.
@MainActor
@Suite struct VisualEffectViewTests {
    @Test func theContentViewFillsTheViewAboveTheBackdrop() {
        let host = TestHost()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        host.window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
        #expect(view.subviews.last === view.contentView)
    }

    @Test func aViewMadeWithoutArgumentsHasNoEffectAndAContentView() {
        _ = TestHost()
        let view = UIVisualEffectView()
        #expect(view.effect == nil)
        #expect(view.contentView.superview === view)
        #expect(view.backdropBlurRadius == 0)
    }

    @Test func eachMaterialThicknessBlursByItsRadius() {
        _ = TestHost()
        let radii = [UIBlurEffect.Style.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial]
            .map { UIVisualEffectView(effect: UIBlurEffect(style: $0)).backdropBlurRadius }
        #expect(radii == [10, 15, 20, 25])
        #expect(UIVisualEffectView(effect: nil).backdropBlurRadius == 0)
    }

    @Test func settingTheEffectInAnAnimationBlockAnimatesTheBlurFromNone() {
        let host = TestHost()
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.window.addSubview(view)
        host.turn()
        UIView.animate(withDuration: 1) { view.effect = UIBlurEffect(style: .dark) }
        host.advance(frames: 30)
        let backdrop = view.subviews[0].layer
        let shown = backdrop.presentation()?.value(forKey: "blurRadius") as? CGFloat ?? -1
        #expect(shown > 2 && shown < 23, "mid-animation radius \(shown)")
        #expect(view.backdropBlurRadius == 25)
    }

    @Test func theViewBlursAndTintsWhatIsBehindIt() {
        let host = TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .red
        let stripe = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 40))
        stripe.backgroundColor = .blue
        host.window.addSubview(stripe)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        view.frame = CGRect(x: 10, y: 0, width: 20, height: 40)
        host.window.addSubview(view)
        host.turn()
        let image = host.renderScreen(scale: 1)
        let edge = image.pixel(x: 20, y: 20), outside = image.pixel(x: 5, y: 20)
        #expect(edge.red > 100 && edge.blue > 100, "blurred and lightened: \(edge)")
        #expect(edge.green > 100, "tinted white: \(edge)")
        #expect(outside == (255, 0, 0, 255))
    }
}
