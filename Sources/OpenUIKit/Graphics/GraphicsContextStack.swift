import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The current-context stack behind `UIGraphicsGetCurrentContext()`, one
/// per thread (as UIKit's).
///
/// An entry may be lazy: a view's `draw(_:)` gets a context only when its
/// code asks for one, so views that draw nothing never allocate a backing
/// store (UIKit decides that by checking for a `draw(_:)` override, which
/// Linux Swift cannot do).
final class GraphicsContextStack {
    final class Entry {
        private var context: CGContext?
        private let make: (() -> CGContext?)?
        /// Image-context state for `UIGraphicsBeginImageContextWithOptions`.
        var imageScale: CGFloat?

        init(context: CGContext) {
            self.context = context
            make = nil
        }

        init(lazy make: @escaping () -> CGContext?) {
            self.make = make
        }

        /// The context, created on first use for lazy entries.
        var resolved: CGContext? {
            if context == nil, let make { context = make() }
            return context
        }

        /// Whether a lazy entry's context was ever created.
        var wasUsed: Bool { context != nil }
    }

    private var entries: [Entry] = []

    /// The main thread's stack, kept outside the thread dictionary so
    /// views drawing on the main thread find it without a lookup.
    nonisolated(unsafe) private static let mainThreadStack = GraphicsContextStack()

    /// Every other thread's stack, in the thread's own storage.
    private static let otherThreadStacks = ThreadLocalObject { GraphicsContextStack() }

    /// The stack of the calling thread.
    static var current: GraphicsContextStack {
        MainThread.isCurrent ? mainThreadStack : otherThreadStacks.current
    }

    var top: Entry? { entries.last }

    func push(_ entry: Entry) {
        entries.append(entry)
    }

    @discardableResult
    func pop() -> Entry? {
        entries.popLast()
    }
}

/// The current graphics context: the top of the calling thread's stack
/// (pushed by a view's drawing, an image renderer or `UIGraphicsPushContext`).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.top?.resolved
}

/// Makes `context` the current graphics context.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.push(.init(context: context))
}

/// Restores the previous current context.
public func UIGraphicsPopContext() {
    GraphicsContextStack.current.pop()
}
