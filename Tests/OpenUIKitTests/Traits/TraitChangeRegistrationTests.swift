import Testing
import UIKit
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct TraitChangeRegistrationTests {
    private let compact = UITraitCollection(horizontalSizeClass: .compact)
    private let regular = UITraitCollection(horizontalSizeClass: .regular)

    @Test func aHandlerRunsWithTheObjectAndThePreviousTraitsWhenAnObservedTraitChanges() {
        let object = TraitObservingObject()
        object.change(to: compact)
        object.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (observed: TraitObservingObject, previous: UITraitCollection) in
            observed.log.append("\(previous.horizontalSizeClass) -> \(observed.traitCollection.horizontalSizeClass)")
        }
        object.change(to: regular)
        #expect(object.log == ["compact -> regular"])
    }

    @Test func aHandlerDoesNotRunWhenOnlyOtherTraitsChange() {
        let object = TraitObservingObject()
        object.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (observed: TraitObservingObject, _) in
            observed.log.append("vertical")
        }
        object.change(to: compact)
        #expect(object.log.isEmpty)
    }

    @Test func aHandlerRunsOnceWhenSeveralObservedTraitsChange() {
        let object = TraitObservingObject()
        object.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitDisplayScale.self]) {
            (observed: TraitObservingObject, _) in observed.log.append("changed")
        }
        object.change(to: UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.displayScale = 3
        })
        #expect(object.log == ["changed"])
    }

    @Test func handlersRunInRegistrationOrder() {
        let object = TraitObservingObject()
        for name in ["first", "second", "third"] {
            object.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (observed: TraitObservingObject, _) in
                observed.log.append(name)
            }
        }
        object.change(to: compact)
        #expect(object.log == ["first", "second", "third"])
    }

    @Test func aCustomTraitRegistrationFiresWhenItsValueChanges() {
        let object = TraitObservingObject()
        object.registerForTraitChanges([ThemeTrait.self]) { (observed: TraitObservingObject, previous) in
            observed.log.append("theme was \(previous[ThemeTrait.self])")
        }
        object.change(to: UITraitCollection { $0[ThemeTrait.self] = .monochrome })
        #expect(object.log == ["theme was standard"])
    }

    @Test func theRegistrationKeepsItsTraitsAndId() throws {
        let object = TraitObservingObject()
        let registration = object.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (_: TraitObservingObject, _) in
        }
        let record = try #require(object.records.first)
        #expect(record.registration === registration as AnyObject)
        #expect(record.id == ObjectIdentifier(registration as AnyObject))
        #expect(record.traits.map { $0.name } == ["UserInterfaceStyle"])
    }

    @Test func anUnregisteredHandlerNoLongerRuns() {
        let object = TraitObservingObject()
        let registration = object.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (observed: TraitObservingObject, _) in observed.log.append("changed")
        }
        object.unregisterForTraitChanges(registration)
        object.unregisterForTraitChanges(registration)
        object.change(to: compact)
        #expect(object.log.isEmpty)
        #expect(object.records.isEmpty)
    }

    @Test func aHandlerForAnotherEnvironmentTypeIsSkippedWithAMessage() {
        let host = TestHost()
        let object = TraitObservingObject()
        var called = false
        object.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: StorelessObservable, _) in
            called = true
        }
        object.change(to: compact)
        #expect(!called)
        #expect(host.diagnostics.contains { $0.contains("the handler takes a StorelessObservable") })
    }

    @Test func registeringNoTraitsRegistersNothingWithAMessage() {
        let host = TestHost()
        let object = TraitObservingObject()
        object.registerForTraitChanges([]) { (_: TraitObservingObject, _) in }
        #expect(object.records.isEmpty)
        #expect(host.diagnostics.contains { $0.contains("no traits to observe") })
    }

    @Test func anObjectWithoutAStoreRegistersNothingWithAMessage() {
        let host = TestHost()
        StorelessObservable().registerForTraitChanges([UITraitDisplayScale.self]) { (_: StorelessObservable, _) in }
        #expect(host.diagnostics.contains { $0.contains("does not keep trait registrations") })
    }

    @Test func aTargetsArgumentlessActionRunsWhenAnObservedTraitChanges() {
        let object = TraitObservingObject()
        let target = TraitActionTarget()
        object.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self], target: target, action: TraitActionTarget.traitsChanged)
        object.change(to: UITraitCollection(userInterfaceStyle: .dark))
        #expect(target.calls == ["traitsChanged"])
    }

    @Test func aTargetsTwoArgumentActionReceivesTheEnvironment() {
        let object = TraitObservingObject()
        let target = TraitActionTarget()
        object.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self], target: target, action: TraitActionTarget.environmentChanged)
        object.change(to: UITraitCollection(userInterfaceStyle: .dark))
        #expect(target.calls == ["environmentChanged(2)"])
    }

    @Test func aTargetOfTheWrongTypeIsRefusedWithAMessage() {
        let host = TestHost()
        let object = TraitObservingObject()
        object.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self], target: TraitActionTarget(), action: TraitObservingObject.sizeClassChanged)
        #expect(object.records.isEmpty)
        #expect(host.diagnostics.contains { $0.contains("target TraitActionTarget does not respond") })
    }

    @Test func aReleasedTargetIsNotCalled() {
        let object = TraitObservingObject()
        weak var released: TraitActionTarget?
        do {
            let target = TraitActionTarget()
            released = target
            object.registerForTraitChanges(
                [UITraitUserInterfaceStyle.self], target: target, action: TraitActionTarget.traitsChanged)
        }
        #expect(released == nil)
        object.change(to: UITraitCollection(userInterfaceStyle: .dark))
    }

    @Test func anActionOnTheObservedObjectItselfRuns() {
        let object = TraitObservingObject()
        object.registerForTraitChanges([UITraitHorizontalSizeClass.self], action: TraitObservingObject.sizeClassChanged)
        object.registerForTraitChanges([UITraitHorizontalSizeClass.self], action: TraitObservingObject.traitsChanged)
        object.change(to: regular)
        #expect(object.log == ["sizeClassChanged", "traitsChanged(from 0)"])
    }

    @Test func notifyPassesAnEmptyCollectionForAFirstChangeFromNil() {
        let object = TraitObservingObject()
        object.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (observed: TraitObservingObject, previous: UITraitCollection) in
            observed.log.append(previous.description)
        }
        TraitRegistrationRecord.notify(object.records, of: object, from: nil, to: compact)
        #expect(object.log == ["<UITraitCollection>"])
    }

    @Test func aRecordIsTriggeredOnlyByItsTraits() {
        let record = TraitRegistrationRecord(traits: [UITraitDisplayScale.self], action: { _, _ in })
        #expect(record.isTriggered(
            byChangeFrom: UITraitCollection(displayScale: 2), to: UITraitCollection(displayScale: 3)))
        #expect(!record.isTriggered(byChangeFrom: nil, to: compact))
    }
}
