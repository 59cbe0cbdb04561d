import Foundation
import UIKit

/// The gallery's examples, in the order of the guide.
@MainActor
public enum GalleryCatalog {
    /// Every example, numbered as the README lists them.
    public static var examples: [GalleryExample] {
        [
            GalleryExample(
                id: "styles", title: "1. Presentation and transition styles",
                summary: "Every modalPresentationStyle and modalTransitionStyle presenting the same card.",
                script: [
                    .tap("Page sheet"), .wait(0.8), .tap("Dismiss"), .wait(0.8),
                    .tap("Form sheet"), .wait(0.8), .tap("Dismiss"), .wait(0.8),
                    .tap("Cross dissolve"), .wait(0.8), .tap("Dismiss"), .wait(0.8),
                    .tap("Flip horizontal"), .wait(1), .tap("Dismiss"), .wait(1),
                ],
                make: { StylesViewController() }),
            GalleryExample(
                id: "diagonal", title: "2. Diagonal animator (Listing 10-2)",
                summary: "A custom animator: the card slides in from the lower-right corner and leaves the same way.",
                script: [.tap("Present"), .wait(0.8), .tap("Dismiss"), .wait(0.8)],
                make: { DiagonalViewController() }),
            GalleryExample(
                id: "interactive-dismissal", title: "3. Interactive dismissal (Listings 10-3, 10-4)",
                summary: "Drag the card down: the dismissal follows the finger; let go early and it is cancelled.",
                script: [
                    .tap("Present"), .wait(0.8),
                    .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 450), duration: 0.4), .wait(0.8),
                    .drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.6), .wait(0.8),
                ],
                make: { InteractiveDismissalViewController() }),
            GalleryExample(
                id: "dimming", title: "4. Dimming presentation (Listings 11-1 to 11-6)",
                summary: "A custom presentation controller: the card on the right half, the rest dimmed alongside.",
                script: [.tap("Present"), .wait(0.8), .tap("Dismiss"), .wait(0.8)],
                make: { DimmingViewController() }),
            GalleryExample(
                id: "chrome", title: "5. Presentation chrome (seed 001)",
                summary: "Chrome animated alongside the presentation and laid out again when the window is resized.",
                script: [
                    .tap("Present"), .wait(0.8), .resize(CGSize(width: 390, height: 600)), .wait(0.3),
                    .resize(CGSize(width: 390, height: 844)), .wait(0.3), .tap("Dismiss"), .wait(0.8),
                ],
                make: { ChromeViewController() }),
            GalleryExample(
                id: "current-context", title: "6. Current context",
                summary: "On a phone a .currentContext card adapts to full screen; with a delegate returning .none it stays inside the child that defines the context.",
                script: [
                    .tap("Present (adapts on a phone)"), .wait(0.8), .tap("Dismiss"), .wait(0.8),
                    .tap("Present (stays in the panel)"), .wait(0.8), .tap("Dismiss"), .wait(0.8),
                ],
                make: { CurrentContextViewController() }),
            GalleryExample(
                id: "containment", title: "7. Child containment",
                summary: "Two children swapped with transition(from:to:) and the guide's containment calls.",
                script: [.tap("Swap"), .wait(0.6), .tap("Swap"), .wait(0.6)],
                make: { ContainmentViewController() }),
            GalleryExample(
                id: "auto-layout", title: "8. Auto Layout form",
                summary: "A form of stack views and anchors: labels above their fields in a portrait window, beside them in a landscape one, reflowed inside the resize's animation.",
                script: [
                    .wait(0.3), .resize(CGSize(width: 390, height: 340)), .wait(0.6),
                    .resize(CGSize(width: 390, height: 844)), .wait(0.6),
                ],
                make: { AutoLayoutFormViewController() }),
            GalleryExample(
                id: "navigation", title: "9. Navigation stack",
                summary: "Pushes with the standard slide and with a delegate's fade; an edge swipe let go early is cancelled, a longer one pops.",
                script: [
                    .tap("Push"), .wait(0.6), .tap("Push"), .wait(0.6),
                    .drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 110, y: 500), duration: 0.5), .wait(0.6),
                    .drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 320, y: 500), duration: 0.3), .wait(0.6),
                    .tap("Fade in next"), .wait(0.6), .tap("Pop to root"), .wait(0.8),
                ],
                make: { NavigationStackViewController() }),
            GalleryExample(
                id: "split", title: "10. Split view",
                summary: "A double-column split on a wide window: the Sidebar button slides the list out and back; "
                    + "narrower, the list is hidden and an edge swipe lays it over the dimmed detail (a tap there hides it); "
                    + "narrowed to a phone's width, it collapses to one stack with the detail on top; widened, the columns return.",
                script: [
                    .wait(0.3), .tap("Item 3"), .wait(0.3), .tap("Sidebar"), .wait(0.5), .tap("Sidebar"), .wait(0.5),
                    .resize(CGSize(width: 900, height: 700)), .wait(0.4),
                    .drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2), .wait(0.5),
                    .tapAt(CGPoint(x: 700, y: 400)), .wait(0.5),
                    .resize(CGSize(width: 420, height: 700)), .wait(0.5), .resize(CGSize(width: 1024, height: 700)), .wait(0.5),
                ],
                stageSize: CGSize(width: 1024, height: 700),
                make: { SplitViewExampleController() }),
            GalleryExample(
                id: "tabs", title: "11. Tabs",
                summary: "A tab bar controller: each tab's view loads when first chosen; a pushed page in the Settings stack hides the tab bar.",
                script: [
                    .wait(0.2), .tap("Starred"), .wait(0.3), .tap("Settings"), .wait(0.3), .tap("Push details"), .wait(0.6),
                    .tap("Settings"), .wait(0.6), .tap("Inbox"), .wait(0.3),
                ],
                make: { TabsExampleController() }),
            GalleryExample(
                id: "popovers", title: "12. Popovers",
                summary: "Popovers on a pad: each points at its button from below, above, the right and the left; "
                    + "a tap outside dismisses it; Count is a passthrough view that still counts while a popover shows. "
                    + "Narrowed to a compact width, a shown popover becomes full screen; widened, a popover again.",
                script: [
                    .wait(0.2), .tap("Below"), .wait(0.5), .tapAt(CGPoint(x: 150, y: 600)), .wait(0.5),
                    .tap("Above"), .wait(0.5), .tap("Count: 0"), .wait(0.3), .tapAt(CGPoint(x: 150, y: 600)), .wait(0.5),
                    .tap("Right of"), .wait(0.5), .tapAt(CGPoint(x: 900, y: 650)), .wait(0.5),
                    .tap("Left of"), .wait(0.5), .tapAt(CGPoint(x: 150, y: 650)), .wait(0.5),
                    .tap("Below"), .wait(0.5), .resize(CGSize(width: 500, height: 768)), .wait(0.5),
                    .resize(CGSize(width: 1024, height: 768)), .wait(0.5), .tapAt(CGPoint(x: 150, y: 650)), .wait(0.5),
                ],
                stageSize: CGSize(width: 1024, height: 768),
                make: { PopoverExampleController() }),
            GalleryExample(
                id: "alerts", title: "13. Alerts",
                summary: "An alert with its cancel action on the left and the destructive one in red; three stacked actions "
                    + "with the preferred one in bold; a compact action sheet with its cancel action apart; "
                    + "a sign-in alert with two text fields: a name is typed, return moves to the password, "
                    + "return again signs in.",
                script: [
                    .wait(0.2), .tap("Alert"), .wait(0.6), .tap("Delete"), .wait(0.6),
                    .tap("Three actions"), .wait(0.6), .tap("Save"), .wait(0.6),
                    .tap("Action sheet"), .wait(0.8), .tap("Mail"), .wait(0.8),
                    .tap("Sign in"), .wait(0.6), .type("Ada\nsecret"), .wait(0.3), .type("\n"), .wait(0.8),
                ],
                make: { AlertsExampleController() }),
            GalleryExample(
                id: "storyboard", title: "14. A storyboard app",
                summary: "An app made from Recipes.storyboard as Xcode writes it: a navigation controller, buttons in a stack "
                    + "view with constraints, an embedded controller; a show segue and its unwind, a form sheet whose Save "
                    + "unwinds with the name typed, a popover segue, a custom flip segue and its unwind.",
                script: [
                    .wait(0.3), .tap("Pancakes"), .wait(0.8), .tap("Done"), .wait(0.8),
                    .tap("New"), .wait(0.8), .type("Waffles"), .tap("Save"), .wait(0.8),
                    .tap("Tip"), .wait(0.6), .tapAt(CGPoint(x: 900, y: 650)), .wait(0.6),
                    .tap("Flip"), .wait(1.2), .tap("Back"), .wait(1.2),
                ],
                stageSize: CGSize(width: 1024, height: 768),
                make: { RecipesStoryboard.makeInitialController() }),
            GalleryExample(
                id: "restoration", title: "15. Saving and restoring state",
                summary: "A notes app inside the example: a note is opened and scrolled; Quit and relaunch preserves the "
                    + "interface, throws the app away, builds it again as its launch does (the list alone) and restores "
                    + "it — the note, its scroll position and the stack come back at once, without animation.",
                script: [
                    .wait(0.3), .tap("Open note 2"), .wait(0.8), .tap("Scroll down"), .wait(0.6),
                    .tap("Quit and relaunch"), .wait(0.6),
                ],
                make: { RestorationExampleController() }),
            GalleryExample(
                id: "materials", title: "16. Materials and shapes",
                summary: "Shape layers (filled circles, a dashed outline; one rasterized group, drawn once and reused) behind a card: Blur animates the card's material on "
                    + "and off, blurring the shapes behind it; Fill ring draws the card's ring by animating strokeEnd while the "
                    + "percentage in it (a CATextLayer) turns to 100 % and its fontSize grows; "
                    + "resize the window and the card, its blur and the ring follow.",
                script: [
                    .wait(0.3), .tap("Blur"), .wait(0.7), .tap("Fill ring"), .wait(1.2),
                    .resize(CGSize(width: 390, height: 640)), .wait(0.5), .resize(CGSize(width: 390, height: 844)), .wait(0.5),
                    .tap("Blur"), .wait(0.7),
                ],
                make: { MaterialsExampleController() }),
            GalleryExample(
                id: "fonts", title: "17. Fonts an app ships",
                summary: "A dot-matrix font in the app's bundle: Register font hands its URL to "
                    + "CTFontManagerRegisterFontsForURL and the sample is set in it (UIFont(name:size:) finds it, CGFont "
                    + "reads its metrics); widen the window and the sample wraps again in that font; Unregister font "
                    + "takes it away and the sample falls back to the system font.",
                script: [
                    .wait(0.3), .tap("Register font"), .wait(0.6), .resize(CGSize(width: 640, height: 844)), .wait(0.6),
                    .resize(CGSize(width: 390, height: 844)), .wait(0.4), .tap("Unregister font"), .wait(0.6),
                ],
                make: { FontsExampleController() }),
        ]
    }

    /// The example named `id`, if there is one.
    public static func example(id: String) -> GalleryExample? {
        examples.first { $0.id == id }
    }
}
