import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Haptic feedback plays nothing on Linux; what an app asked for is
/// recorded, per app, in order.
@MainActor
@Suite struct UIFeedbackGeneratorTests {
    @Test func everyGeneratorsFeedbackIsRecordedInOrder() {
        _ = TestHost()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.4)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 7)
        #expect(UIFeedbackGenerator.occurredFeedback == [
            .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 0.4), .selectionChanged,
            .notification(.warning), .impact(.medium, intensity: 1),
        ])
    }

    @Test func eachAppStartsWithNoFeedback() {
        _ = TestHost()
        UISelectionFeedbackGenerator().selectionChanged()
        _ = TestHost()
        #expect(UIFeedbackGenerator.occurredFeedback.isEmpty)
    }
}
