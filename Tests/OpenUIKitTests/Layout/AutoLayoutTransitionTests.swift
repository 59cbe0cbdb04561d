import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A controller whose box is a third of the view's width in portrait and
/// two thirds in landscape, changed inside the size transition's animation.
private final class ReflowingController: UIViewController {
    let box = UIView()
    var width: NSLayoutConstraint!
    var framesInsideAnimation: [CGRect] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        width = box.widthAnchor.constraint(equalToConstant: 130)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 100),
            box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.width.constant = size.width * 2 / 3
            self.view.layoutIfNeeded()
            self.framesInsideAnimation.append(self.box.frame)
        })
    }
}

/// A presented controller whose content decides its height.
private final class FormController: UIViewController {
    override func loadView() {
        let view = UIView()
        let title = IntrinsicView(CGSize(width: 200, height: 30)), body = IntrinsicView(CGSize(width: 200, height: 120))
        view.addSubview(title)
        view.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            body.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
        ])
        self.view = view
    }
}

/// Sizes the presented view to its fitting height at the container's width,
/// at the bottom of the container.
private final class FittingPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let size = presentedViewController.view.systemLayoutSizeFitting(
            CGSize(width: container.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return CGRect(x: 0, y: container.bounds.height - size.height, width: size.width, height: size.height)
    }
}

private final class FittingTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        FittingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
@Suite struct AutoLayoutTransitionTests {
    @Test func constraintsChangedInsideARotationsAnimationAnimateTheirFrames() {
        let host = TestHost()
        let controller = ReflowingController()
        host.window.rootViewController = controller
        host.turn()
        #expect(controller.box.frame == CGRect(x: 0, y: 47, width: 130, height: 100))
        host.window.transition(toSize: CGSize(width: 844, height: 390), duration: 0.4)
        host.advance(frames: 12)
        let midway = controller.box.layer.presentation()?.frame.width ?? 0
        #expect(midway > 130 && midway < 844 * 2 / 3)
        host.runUntilIdle()
        #expect(controller.framesInsideAnimation.count == 1)
        #expect(controller.box.frame.width == (844 * 2 / 3 * 3).rounded() / 3)
        #expect(controller.box.layer.presentation()?.frame.width == controller.box.frame.width)
    }

    @Test func aRotationMovesAViewPinnedToTheSafeArea() {
        let host = TestHost()
        let controller = ReflowingController()
        host.window.rootViewController = controller
        host.turn()
        host.rotate()
        #expect(controller.box.frame.origin == CGPoint(x: 47, y: 0))
    }

    @Test func aPresentationControllerSizesThePresentedViewByItsConstraints() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.turn()
        let form = FormController()
        let transitioning = FittingTransitioning()
        form.modalPresentationStyle = .custom
        form.transitioningDelegate = transitioning
        root.present(form, animated: false)
        host.runUntilIdle()
        #expect(form.view.frame == CGRect(x: 0, y: 844 - 200, width: 390, height: 200))
        #expect(form.view.subviews.last?.frame == CGRect(x: 20, y: 60, width: 200, height: 120))
    }

    @Test func theTopAndBottomLayoutGuidesSpanTheSafeAreaInsets() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.turn()
        let box = constrainedView(in: controller.view)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        host.turn()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(box.frame == CGRect(x: 0, y: 47, width: 10, height: 763))
        host.rotate()
        #expect(controller.topLayoutGuide.length == 0)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 369))
    }
}
