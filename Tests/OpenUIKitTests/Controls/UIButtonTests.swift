import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIButtonTests {
    let frame = CGRect(x: 100, y: 100, width: 200, height: 60)
    let center = CGPoint(x: 200, y: 130)

    @Test func aStateWithoutItsOwnTitleShowsTheNormalTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .disabled) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
    }

    @Test func aSelectedHighlightedButtonShowsTheNormalTitleUnlessOneIsSetForBoth() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.isSelected = true
        button.isHighlighted = true
        #expect(button.currentTitle == "Normal")
        button.setTitle("Both", for: [.selected, .highlighted])
        #expect(button.currentTitle == "Both")
    }

    @Test func removingAStatesTitleFallsBackToTheNormalOne() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Off", for: .disabled)
        button.isEnabled = false
        #expect(button.currentTitle == "Off")
        button.setTitle(nil, for: .disabled)
        #expect(button.currentTitle == "Normal")
    }

    @Test func aTouchShowsTheHighlightedTitleAndColorOfACustomButton() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.red, for: .highlighted)
        #expect(button.currentTitleColor == .white)
        host.touchDown(at: center)
        #expect(button.currentTitle == "Going")
        #expect(button.currentTitleColor == .red)
        #expect(button.titleLabel?.textColor == .red)
        #expect(button.titleLabel?.alpha == 1)
        host.touchUp()
        #expect(button.currentTitle == "Go")
        #expect(button.titleLabel?.textColor == .white)
    }

    @Test func aSystemButtonDimsItsTitleWhileHighlighted() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.frame = frame
        host.window.addSubview(button)
        button.setTitle("Go", for: .normal)
        host.touchDown(at: center)
        #expect(abs((button.titleLabel?.alpha ?? 1) - 0.2) < 1e-6)
        #expect(button.currentTitleColor == button.tintColor)
        host.touchMove(to: CGPoint(x: 200, y: 300))
        #expect(button.titleLabel?.alpha == 1)
        host.touchUp()
        #expect(button.titleLabel?.alpha == 1)
    }

    @Test func systemTitlesFollowTheTintAndGreyWhenDisabled() {
        let host = TestHost()
        let button = UIButton(type: .system)
        host.window.addSubview(button)
        button.setTitle("Go", for: .normal)
        #expect(button.titleColor(for: .normal) == .tintColor)
        host.window.tintColor = .systemRed
        #expect(button.currentTitleColor == .systemRed)
        #expect(button.titleLabel?.textColor == .systemRed)
        button.isEnabled = false
        #expect(button.currentTitleColor == .tertiaryLabel)
        button.setTitleColor(.systemGreen, for: .normal)
        #expect(button.currentTitleColor == .systemGreen)
    }

    @Test func theNaturalSizeIsTheTitlePlusSixPointsAboveAndBelow() throws {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.font == .systemFont(ofSize: 15))
        let text = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: text.width, height: text.height + 12))
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
    }

    @Test func contentInsetsReplaceTheTitlePadding() throws {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 10, bottom: 1, right: 10)
        let text = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 20, height: text.height + 2))
    }

    @Test func anEmptyButtonMeasuresThirtyByThirtyFour() {
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test func anImageAndTitleSitSideBySideCenteredInTheBounds() throws {
        let host = TestHost()
        let button = UIButton(type: .custom)
        button.frame = frame
        host.window.addSubview(button)
        button.setImage(solidImage(.red, width: 20, height: 20), for: .normal)
        button.setTitle("Go", for: .normal)
        host.turn()
        let label = try #require(button.titleLabel)
        let imageView = try #require(button.imageView)
        let text = label.intrinsicContentSize
        let pairWidth = 20 + text.width
        #expect(abs(imageView.frame.minX - (100 - pairWidth / 2)) <= 1.0 / 3)
        #expect(imageView.frame.size == CGSize(width: 20, height: 20))
        #expect(abs(imageView.frame.midY - 30) <= 1.0 / 3)
        #expect(label.frame.minX == imageView.frame.maxX)
        #expect(label.frame.size == text)
        #expect(abs(label.frame.midY - 30) <= 1.0 / 3)
        #expect(button.intrinsicContentSize == CGSize(width: pairWidth, height: Swift.max(20, text.height + 12)))
    }

    @Test func leftAlignmentPutsTheContentAgainstTheInsetEdge() throws {
        let host = TestHost()
        let button = UIButton(type: .custom)
        button.frame = frame
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        button.setTitle("Go", for: .normal)
        host.window.addSubview(button)
        host.turn()
        #expect(try #require(button.titleLabel).frame.minX == 12)
    }

    @Test func theLabelAndImageViewAreSubviewsOnlyWhileTheyShowSomething() {
        let button = UIButton(type: .system)
        #expect(button.subviews.isEmpty)
        button.setTitle("Go", for: .normal)
        #expect(button.subviews.count == 1 && button.subviews[0] === button.titleLabel)
        button.setImage(solidImage(.red, width: 4, height: 4), for: .normal)
        #expect(button.subviews.count == 2 && button.subviews[0] === button.imageView)
        button.setTitle(nil, for: .normal)
        #expect(button.subviews.count == 1 && button.subviews[0] === button.imageView)
    }

    @Test func systemButtonsShowAutomaticImagesAsTemplates() {
        let image = solidImage(.red, width: 4, height: 4)
        let system = UIButton(type: .system)
        system.setImage(image, for: .normal)
        #expect(system.imageView?.image?.renderingMode == .alwaysTemplate)
        #expect(system.currentImage === image)
        let custom = UIButton(type: .custom)
        custom.setImage(image, for: .normal)
        #expect(custom.imageView?.image === image)
    }

    @Test func aPrimaryActionGivesItsTitleAndImageAndRunsOnTap() {
        let host = TestHost()
        var calls = 0
        let image = solidImage(.red, width: 4, height: 4)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save", image: image) { _ in calls += 1 })
        button.frame = frame
        host.window.addSubview(button)
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Save")
        #expect(button.currentImage === image)
        host.tap(at: center)
        #expect(calls == 1)
    }

    @Test func aButtonMadeWithAFrameAndPrimaryActionIsCustom() {
        let button = UIButton(frame: frame, primaryAction: UIAction(title: "Save") { _ in })
        #expect(button.buttonType == .custom)
        #expect(button.currentTitle == "Save")
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test func buttonTypesKeepUIKitsRawValues() {
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton(type: .contactAdd).buttonType == .contactAdd)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
    }
}
