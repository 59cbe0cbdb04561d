import CoreText
import Foundation
import UIKit

/// Example 17: a font the app ships. The gallery's bundle holds
/// `OpenUIKitDots.ttf` (a dot-matrix font made by
/// `scripts/make-gallery-font.py`); Register font hands its URL to
/// `CTFontManagerRegisterFontsForURL`, after which `UIFont(name:size:)`
/// finds it and the sample is set in it; Unregister font takes it away and
/// the sample falls back to the system font, as an app's would.
@MainActor
final class FontsExampleController: UIViewController {
    /// The PostScript name of the shipped font.
    static let fontName = "OpenUIKitDots-Regular"
    /// The size of the sample text.
    static let sampleSize: CGFloat = 30
    /// The shipped font file.
    static var fontURL: URL? { Bundle.module.url(forResource: "OpenUIKitDots", withExtension: "ttf", subdirectory: "Fonts") }

    let sample = UILabel()
    let status = UILabel()
    private let toggle = UIButton(type: .system)

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        self.view = view

        let title = UILabel()
        title.styleAsExampleTitle("Fonts an app ships")
        let note = UILabel()
        note.styleAsExampleNote(
            "Register font passes OpenUIKitDots.ttf from the app's bundle to CTFontManagerRegisterFontsForURL; "
                + "UIFont(name:size:) then finds it by its PostScript name. Unregister font takes it away again.")
        sample.text = "The quick brown fox jumps over the lazy dog. 0123456789"
        sample.numberOfLines = 0
        status.font = UIFont.systemFont(ofSize: 14)
        status.numberOfLines = 0
        toggle.backgroundColor = .systemBlue
        toggle.setTitleColor(.white, for: .normal)
        toggle.layer.cornerRadius = 8
        toggle.contentEdgeInsets = UIEdgeInsets(top: 10, left: 24, bottom: 10, right: 24)
        toggle.addAction(UIAction { [weak self] _ in self?.toggleRegistration() }, for: .touchUpInside)

        let column = UIStackView(arrangedSubviews: [title, note, sample, status, toggle])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        showFont()
    }

    /// Registers the shipped font if `UIFont(name:size:)` cannot find it,
    /// else unregisters it; a failure is shown with Core Text's error code.
    func toggleRegistration() {
        guard let url = Self.fontURL else {
            status.text = "OpenUIKitDots.ttf is missing from the bundle."
            return
        }
        let registered = UIFont(name: Self.fontName, size: Self.sampleSize) != nil
        var error: Unmanaged<CFError>?
        let succeeded = registered
            ? CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error)
            : CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
        if succeeded {
            showFont()
        } else {
            let code = error.map { CFErrorGetCode($0.takeRetainedValue()) } ?? 0
            status.text = "Core Text refused (error \(code))."
        }
    }

    /// Sets the sample in the shipped font if it is registered, else in
    /// the system font, and says which and why.
    func showFont() {
        if let font = UIFont(name: Self.fontName, size: Self.sampleSize) {
            sample.font = font
            status.text = "UIFont(name: \"\(Self.fontName)\") found \(font.familyName).\n" + Self.fileDescription()
            toggle.setTitle("Unregister font", for: .normal)
        } else {
            sample.font = UIFont.systemFont(ofSize: Self.sampleSize)
            status.text = "UIFont(name: \"\(Self.fontName)\") is nil: the sample falls back to the system font."
            toggle.setTitle("Register font", for: .normal)
        }
    }

    /// What `CGFont` reads from the shipped file.
    static func fileDescription() -> String {
        guard let url = fontURL, let provider = CGDataProvider(url: url as CFURL), let font = CGFont(provider) else {
            return "CGFont could not read the file."
        }
        return "CGFont: \(font.numberOfGlyphs) glyphs, \(font.unitsPerEm) units per em, "
            + "ascent \(Int(font.ascent)), descent \(Int(font.descent))."
    }
}
