import Foundation
import Testing
@testable import OpenQuartzCore

/// The table of layer properties is the one source the key paths, their
/// readers and writers and the direct tracks derive from.
@Suite struct LayerPropertyTableTests {
    @Test func everyKeyAndAliasNamesItsPropertyOnce() {
        var names: [String] = []
        for property in LayerProperty.allCases {
            let descriptor = property.descriptor
            for name in [descriptor.key] + descriptor.aliases {
                names.append(name)
                #expect(LayerProperty.byName[name] == property)
                #expect(LayerKeyPath(name).builtIn == property)
            }
        }
        #expect(Set(names).count == names.count)
        #expect(LayerKeyPath("notAProperty").builtIn == nil)
    }

    @Test func exactlyTheFlagsChangeWithoutAnImplicitAnimation() {
        let still = LayerProperty.allCases.filter { !$0.descriptor.animatesImplicitly }
        #expect(still == [.hidden, .masksToBounds, .doubleSided])
        #expect(!LayerKeyPath("isHidden").isAnimatable && LayerKeyPath("opacity").isAnimatable)
    }

    @Test func lanesHoldWhatTheValueHolds() {
        var state = LayerState()
        state.bounds = CGRect(x: 1, y: 2, width: 3, height: 4)
        state.shadowOffset = CGSize(width: 5, height: 6)
        state.backgroundColor = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        state.opacity = 0.5
        for property in LayerProperty.allCases {
            let descriptor = property.descriptor
            guard let lanes = descriptor.lanes else {
                #expect([.transform, .path, .contents, .flag].contains(descriptor.kind), "\(property)")
                continue
            }
            var copy = state
            lanes.write(&copy, lanes.read(state))
            #expect(descriptor.read(copy) == descriptor.read(state), "\(property)")
            let field = DirectField(LayerKeyPath(descriptor.key))
            #expect(field.map { DirectField.Lanes?($0.read(from: state)) == $0.lanes(of: descriptor.read(state)) } == true, "\(property)")
        }
    }

    /// (A path or colour property takes a value that is not a path or a
    /// colour as "none".)
    @Test func writingAValueOfTheWrongKindChangesNothing() {
        for property in LayerProperty.allCases where ![.path, .color].contains(property.descriptor.kind) {
            var state = LayerState()
            let before = property.descriptor.read(state)
            property.descriptor.write(&state, .size(CGSize(width: 9, height: 9)))
            if property.descriptor.kind != .size {
                #expect(property.descriptor.read(state) == before, "\(property)")
            }
        }
    }
}
