import Foundation
import UIKit

/// The examples' own text styles: a title over a note that explains what
/// to do and what to look for.
extension UILabel {
    /// Makes the label an example's title (`text`, bold 22 pt).
    func styleAsExampleTitle(_ text: String) {
        self.text = text
        font = UIFont.boldSystemFont(ofSize: 22)
        textColor = .label
    }

    /// Makes the label an example's note (`text`, 14 pt, secondary colour,
    /// as many lines as it needs).
    func styleAsExampleNote(_ text: String) {
        self.text = text
        font = UIFont.systemFont(ofSize: 14)
        textColor = .secondaryLabel
        numberOfLines = 0
    }
}
