import Testing
import OpenUIKitPorting

/// Each rewrite of ``Porter`` on the idioms it targets, its notes, and
/// that a second run changes nothing.
@Suite struct PorterTests {
    private func port(_ source: String) -> String { Porter.port(source).source }

    @Test func objectiveCAttributesAndDynamicAreRemoved() {
        let source = """
            @objcMembers class A {
                @objc dynamic var x = 1
                @objc(run:)
                func run(_ y: Int) {}
                @nonobjc func z() {}
            }
            """
        #expect(port(source) == """
            class A {
                var x = 1
                func run(_ y: Int) {}
                func z() {}
            }
            """)
    }

    @Test func targetActionSelectorsBecomeMethodReferences() {
        let source = """
            let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
            button.addTarget(self, action: #selector(self.pressed), for: .touchUpInside)
            item = UIBarButtonItem(title: "Done", style: .done, target: presenter, action: #selector(Presenter.done(_:)))
            """
        #expect(port(source) == """
            let tap = UITapGestureRecognizer(target: self, action: Self.handleTap(_:))
            button.addTarget(self, action: Self.pressed, for: .touchUpInside)
            item = UIBarButtonItem(title: "Done", style: .done, target: presenter, action: Presenter.done(_:))
            """)
    }

    @Test func aSelectorNotificationObserverBecomesABlockOnTheMainActor() {
        let source = """
            class C {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {}
            }
            """
        #expect(port(source) == """
            class C {
                func start() {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
                        MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
                    }
                }
                func keyboardWillShow(_ notification: Notification) {}
            }
            """)
    }

    @Test func optionalRequirementsBecomeRequirementsWithDefaultsAndPlainCalls() {
        let source = """
            @objc public protocol CardDelegate: AnyObject {
                @objc optional func cardDidAppear(_ card: Card)
            }
            func show() { delegate?.cardDidAppear?(card) }
            """
        #expect(port(source) == """
            public protocol CardDelegate: AnyObject {
                func cardDidAppear(_ card: Card)
            }

            extension CardDelegate {
                public func cardDidAppear(_ card: Card) {}
            }
            func show() { delegate?.cardDidAppear(card) }
            """)
    }

    @Test func callsInOtherFilesUseTheRequirementsCollectedFirst() {
        let requirements = Porter.optionalRequirements(in: "@objc protocol P { @objc optional func ping() }")
        #expect(requirements == ["ping"])
        #expect(Porter.port("p?.ping?()", optionalRequirements: requirements).source == "p?.ping()")
    }

    @Test func whatCannotBeRewrittenIsReportedWithItsLine() {
        let source = """
            @objc protocol P { @objc optional var height: CGFloat { get set } }
            perform(#selector(layoutIfNeeded))
            let token = scrollView.observe(\\.contentOffset, options: [.new]) { _, _ in }
            extension V { override func layoutSubviews() {} }
            """
        let notes = Porter.port(source).notes.filter { !$0.fixed }.map(\.line)
        #expect(notes == [1, 2, 3, 4])
    }

    @Test func portingTwiceChangesNothingTheSecondTime() {
        let source = """
            @objc protocol P { @objc optional func ping() }
            class V: UIView {
                @objc dynamic var progress = 0.0
                func setUp() { addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan))) }
                @objc func pan(_ g: UIPanGestureRecognizer) { delegate?.ping?() }
            }
            """
        let once = Porter.port(source)
        let twice = Porter.port(once.source)
        #expect(once.source != source)
        #expect(twice.source == once.source)
        #expect(twice.notes.allSatisfy { !$0.fixed })
    }

    @Test func aSelectorForALibrarysOwnInitializerIsLeftAndReported() {
        let source = """
            let pan = DirectionalPanGestureRecognizer(direction: .right, target: self, action: #selector(handlePan(_:)))
            """
        let (ported, notes) = Porter.port(source)
        #expect(ported == source)
        #expect(notes == [PortingNote(line: 1, fixed: false, message: "`#selector(handlePan(_:))` goes to `DirectionalPanGestureRecognizer`, which is not UIKit's: give its `Selector` parameter a typed method reference or a closure")])
    }

    @Test func keyPathExpressionsAreReported() {
        let notes = Porter.port("let key = #keyPath(UIApplication.shared)").notes
        #expect(notes.map(\.fixed) == [false])
        #expect(notes.first?.message.contains("key-value coding") == true)
    }

    @Test func iOSOnlyCodeAlsoCompilesOnLinux() {
        let source = """
            #if os(iOS) || os(tvOS)
            import UIKit
            #endif
            #if os(iOS) && DEBUG
            #endif
            """
        let (ported, notes) = Porter.port(source)
        #expect(ported == """
            #if os(iOS) || os(tvOS) || os(Linux)
            import UIKit
            #endif
            #if os(iOS) && DEBUG
            #endif
            """)
        #expect(notes.map(\.fixed) == [true, false])
        #expect(Porter.port(ported).source == ported)
    }

    @Test func overridesInAnExtensionMoveIntoTheClassDeclaredInTheSameFile() {
        let source = """
            class CardView: UIView {
                var radius = 8.0
            }

            extension CardView {
                /// Rounds the corners.
                override func layoutSubviews() {
                    super.layoutSubviews()
                }

                func helper() {}
            }
            """
        let (ported, notes) = Porter.port(source)
        #expect(ported == """
            class CardView: UIView {
                var radius = 8.0
                /// Rounds the corners.
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }

            extension CardView {

                func helper() {}
            }
            """)
        #expect(notes.map(\.fixed) == [true])
        #expect(Porter.port(ported).source == ported)
    }
}

@Suite struct LayerInitializerPortingTests {
    @Test func aLayerSubclassWithItsOwnInitializerGetsACopyingInitAndAStoppingInit() {
        let source = """
            class PulseLayer: CALayer {
                let color: CGColor
                var radius: CGFloat = 4
                var phase: Double {
                    didSet { setNeedsDisplay() }
                }
                var diameter: CGFloat { radius * 2 }
                static var count = 0

                init(color: CGColor) {
                    self.color = color
                    self.phase = 0
                    super.init()
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (ported, notes) = Porter.port(source)
        #expect(ported == """
            class PulseLayer: CALayer {
                let color: CGColor
                var radius: CGFloat = 4
                var phase: Double {
                    didSet { setNeedsDisplay() }
                }
                var diameter: CGFloat { radius * 2 }
                static var count = 0

                init(color: CGColor) {
                    self.color = color
                    self.phase = 0
                    super.init()
                }

                required init?(coder: NSCoder) { fatalError() }

                required init(layer: Any) {
                    guard let layer = layer as? PulseLayer else { fatalError("init(layer:) was given a layer that is not a PulseLayer") }
                    self.color = layer.color
                    self.radius = layer.radius
                    self.phase = layer.phase
                    super.init(layer: layer)
                }

                required init() {
                    fatalError("use of unimplemented initializer 'init()' for class 'PulseLayer'")
                }
            }
            """)
        #expect(notes.map(\.line) == [1, 1])
        #expect(notes.map(\.fixed) == [true, true])
        #expect(Porter.port(ported).source == ported)
    }

    @Test func aLayerWhosePropertiesAllHaveValuesGetsAPlainInit() {
        let source = """
            class BadgeLayer: CAShapeLayer {
                var count = 0
                var label: String?
                convenience init(count: Int) {
                    self.init()
                    self.count = count
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let ported = Porter.port(source).source
        #expect(ported.contains("required init() {\n        super.init()\n    }"))
        #expect(ported.contains("self.count = layer.count\n        self.label = layer.label"))
    }

    @Test func overridesOfALayersInitializersBecomeRequired() {
        let source = """
            class RingLayer: CAShapeLayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(Porter.port(source).source == """
            class RingLayer: CAShapeLayer {
                required init() { super.init() }
                required init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
    }

    @Test func aSubclassOfALayerSubclassInTheFileCountsAndOtherClassesAreLeft() {
        let source = """
            class GlowLayer: BaseLayer {
                init(glow: Double) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class BaseLayer: CALayer {}
            class CardView: UIView {
                init(title: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let ported = Porter.port(source).source
        #expect(ported.contains("as? GlowLayer"))
        #expect(!ported.contains("as? CardView"))
    }
}

@Suite struct ImportPortingTests {
    @Test func aFileThatImportsNothingImportsUIKit() {
        let source = """
            //
            //  Constants.swift
            //

            struct Constants {
                static let duration: TimeInterval = 0.3
            }
            """
        let (ported, notes) = Porter.port(source, moduleImportsUIKit: true)
        #expect(ported == """
            //
            //  Constants.swift
            //

            import UIKit

            struct Constants {
                static let duration: TimeInterval = 0.3
            }
            """)
        #expect(notes.map(\.line) == [5])
        #expect(Porter.port(ported, moduleImportsUIKit: true).source == ported)
        #expect(Porter.port(source).source == source, "a module that does not import UIKit is left")
    }

    @Test func aFileWithAnImportOrNothingDeclaredIsLeft() {
        let imported = "#if canImport(UIKit)\nimport UIKit\n#endif\nlet x = 1\n"
        #expect(Porter.port(imported, moduleImportsUIKit: true).source == imported)
        #expect(Porter.port("// empty\n", moduleImportsUIKit: true).source == "// empty\n")
    }

    @Test func importsOfUIKitAreFoundWithTheirAttributes() {
        #expect(Porter.importsUIKit("import Foundation\n@_exported import UIKit\n"))
        #expect(!Porter.importsUIKit("import UIKitExtras\n// import UIKit\n"))
        #expect(!Porter.importsUIKit("import Foundation\n"))
    }
}

@Suite struct OptionalValueRequirementPortingTests {
    @Test func optionalRequirementsReturningValuesBecomeOptionalWithNilDefaults() {
        let source = """
            @objc public protocol DeckDelegate {
                @objc optional var childForDeck: UIViewController? { get }
                @objc optional var scrollViewForDeck: UIScrollView { get }
                @objc optional func height(for width: CGFloat) -> CGFloat
            }
            """
        let (ported, notes) = Porter.port(source)
        #expect(ported == """
            public protocol DeckDelegate {
                var childForDeck: UIViewController? { get }
                var scrollViewForDeck: UIScrollView? { get }
                func height(for width: CGFloat) -> CGFloat?
            }

            extension DeckDelegate {
                public var childForDeck: UIViewController? { nil }
                public var scrollViewForDeck: UIScrollView? { nil }
                public func height(for width: CGFloat) -> CGFloat? { nil }
            }
            """)
        #expect(notes.filter { $0.message.contains("conforming types must declare") }.map(\.line) == [2, 3, 4])
        #expect(Porter.port(ported).source == ported)
    }
}
