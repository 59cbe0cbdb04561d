import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIImageViewTests {
    func makeHost() -> TestHost {
        TestHost(screenSize: CGSize(width: 40, height: 40), scale: 1)
    }

    @Test func initWithImageSizesTheViewToTheImage() {
        let image = solidImage(.red, width: 6, height: 4, scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(view.image === image)
        #expect(view.intrinsicContentSize == CGSize(width: 6, height: 4))
        #expect(view.isUserInteractionEnabled == false)
        #expect(view.isOpaque == false)
        #expect(view.contentMode == .scaleToFill)
        #expect(UIImageView(image: nil).frame == .zero)
        let highlighted = UIImageView(image: image, highlightedImage: solidImage(.blue, width: 1, height: 1))
        #expect(highlighted.frame.size == CGSize(width: 6, height: 4))
        #expect(highlighted.highlightedImage != nil)
    }

    @Test func anImageViewWithoutAnImageHasNoIntrinsicSize() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.isUserInteractionEnabled == false)
        view.image = solidImage(.red, width: 3, height: 2)
        #expect(view.intrinsicContentSize == CGSize(width: 3, height: 2))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 3, height: 2))
    }

    @Test func theImageIsTheLayersContentsAtItsScale() {
        let image = solidImage(.red, width: 4, height: 4, scale: 2)
        let view = UIImageView(image: image)
        #expect(view.layer.contents as? CGImage === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test func contentModeSetsTheLayersGravity() {
        let view = UIImageView(image: solidImage(.red, width: 2, height: 2))
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
            (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
        }
    }

    @Test func contentModesPlaceTheImageOnScreen() {
        let host = makeHost()
        let view = UIImageView(image: solidImage(.red, width: 10, height: 10))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        host.window.addSubview(view)
        func shown(_ mode: UIView.ContentMode) -> CGImage {
            view.contentMode = mode
            host.turn()
            return host.renderScreen()
        }
        var screen = shown(.top)
        expectPixel(screen, 10, 1, .red)
        expectPixel(screen, 10, 25, .clear)
        expectPixel(screen, 2, 1, .clear)
        screen = shown(.bottomRight)
        writeForInspection(screen, "imageview-bottomRight")
        expectPixel(screen, 18, 28, .red)
        expectPixel(screen, 5, 28, .clear)
        expectPixel(screen, 18, 5, .clear)
        screen = shown(.scaleToFill)
        expectPixel(screen, 1, 1, .red)
        expectPixel(screen, 18, 28, .red)
        screen = shown(.scaleAspectFit)
        expectPixel(screen, 10, 15, .red)
        expectPixel(screen, 10, 3, .clear)
        expectPixel(screen, 10, 6, .red)
    }

    @Test func templateImagesShowInTheTintColour() {
        let host = makeHost()
        let view = UIImageView(image: solidImage(.red, width: 10, height: 10).withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        host.window.addSubview(view)
        host.turn()
        expectPixel(host.renderScreen(), 5, 5, .blue)
        view.tintColor = .green
        host.turn()
        expectPixel(host.renderScreen(), 5, 5, .green)
        view.image = solidImage(.red, width: 10, height: 10)
        host.turn()
        expectPixel(host.renderScreen(), 5, 5, .red)
    }

    @Test func templateImagesFollowAnInheritedTint() {
        let host = makeHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIImageView(image: solidImage(.red, width: 10, height: 10).withRenderingMode(.alwaysTemplate))
        container.addSubview(view)
        host.window.addSubview(container)
        container.tintColor = .green
        host.turn()
        expectPixel(host.renderScreen(), 5, 5, .green)
    }

    @Test func imagesWithTheirOwnTintIgnoreTheViewsTint() {
        let host = makeHost()
        let view = UIImageView(image: solidImage(.red, width: 10, height: 10).withTintColor(.green))
        view.tintColor = .blue
        host.window.addSubview(view)
        host.turn()
        expectPixel(host.renderScreen(), 5, 5, .green)
    }

    @Test func aStretchableImageStretchesThroughContentsCenter() {
        let host = makeHost()
        let view = UIImageView(image: nineRegionImage(regionSize: 4))
        view.frame = CGRect(x: 0, y: 0, width: 24, height: 20)
        host.window.addSubview(view)
        host.turn()
        let c = view.layer.contentsCenter
        #expect(abs(c.minX - 1.0 / 3) < 1e-9 && abs(c.width - 1.0 / 3) < 1e-9)
        let screen = host.renderScreen()
        writeForInspection(screen, "imageview-stretch")
        expectPixel(screen, 1, 1, .red)
        expectPixel(screen, 22, 18, .red)
        expectPixel(screen, 12, 1, .green)
        expectPixel(screen, 1, 10, .green)
        expectPixel(screen, 12, 10, .blue)
        expectPixel(screen, 6, 6, .blue)
    }

    @Test func aTiledImageIsRedrawnForNewSizes() {
        let host = makeHost()
        let image = pixelImage([[.red, .green, .blue, .red]])
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
        host.window.addSubview(view)
        host.turn()
        var screen = host.renderScreen()
        #expect((0..<6).map { screen.drawnPixel($0, 0) } == [.red, .green, .blue, .green, .blue, .red])
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
        host.turn()
        screen = host.renderScreen()
        #expect((0..<8).map { screen.drawnPixel($0, 0) } == [.red, .green, .blue, .green, .blue, .green, .blue, .red])
    }

    @Test func theHighlightedImageShowsWhileHighlighted() {
        let red = solidImage(.red, width: 2, height: 2), blue = solidImage(.blue, width: 2, height: 2)
        let view = UIImageView(image: red, highlightedImage: blue)
        #expect(view.layer.contents as? CGImage === red.cgImage)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === blue.cgImage)
        view.highlightedImage = nil
        #expect(view.layer.contents as? CGImage === red.cgImage)
    }

    @Test func animationImagesCycleOverTime() {
        let host = makeHost()
        let view = UIImageView(image: solidImage(.white, width: 10, height: 10))
        view.animationImages = [.red, .green, .blue].map { solidImage($0, width: 10, height: 10) }
        view.animationDuration = 0.3
        host.window.addSubview(view)
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        let animation = view.layer.animation(forKey: "contents") as? CAKeyframeAnimation
        #expect(animation?.calculationMode == .discrete)
        host.turn()
        var seen: [DrawnPixel] = []
        for _ in 0..<8 {
            seen.append(host.renderScreen().drawnPixel(5, 5))
            host.advance(by: 0.05)
        }
        // 0, 0.05 red; 0.1, 0.15 green; 0.2, 0.25 blue; 0.3, 0.35 red again.
        #expect(seen == [.red, .red, .green, .green, .blue, .blue, .red, .red])
        view.stopAnimating()
        #expect(!view.isAnimating)
        host.turn()
        expectPixel(host.renderScreen(), 5, 5, .white)
    }

    @Test func aFiniteRepeatCountStopsByItself() {
        let host = makeHost()
        let view = UIImageView(image: solidImage(.white, width: 10, height: 10))
        view.animationImages = [.red, .green].map { solidImage($0, width: 10, height: 10) }
        view.animationRepeatCount = 2
        host.window.addSubview(view)
        view.startAnimating()
        host.turn()
        // No duration: 1/30 s per image, so two cycles take 4/30 s.
        #expect(abs((view.layer.animation(forKey: "contents")?.duration ?? 0) - 2.0 / 30) < 1e-9)
        host.advance(by: 0.1)
        #expect(view.isAnimating)
        host.advance(by: 0.1)
        #expect(!view.isAnimating)
        expectPixel(host.renderScreen(), 5, 5, .white)
    }

    @Test func startingWithoutImagesDoesNothing() {
        let view = UIImageView(image: solidImage(.white, width: 1, height: 1))
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = []
        view.startAnimating()
        #expect(!view.isAnimating)
    }

    @Test func settingTheImageInsideATransitionCrossFades() {
        let host = makeHost()
        let view = UIImageView(image: solidImage(.red, width: 10, height: 10))
        host.window.addSubview(view)
        host.turn()
        UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: {
            view.image = solidImage(.blue, width: 10, height: 10)
        })
        host.turn()
        host.advance(by: 0.5)
        let middle = host.renderScreen().drawnPixel(5, 5)
        #expect(middle.r > 60 && middle.b > 60)
        host.advance(by: 0.6)
        expectPixel(host.renderScreen(), 5, 5, .blue)
    }
}
