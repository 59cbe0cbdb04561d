import Foundation

/// Groups layer-tree changes into atomic updates and sets how implicit
/// animations run.
///
/// Any change to a layer opens an *implicit* transaction that the frame
/// pipeline commits once per run-loop turn (`CAFramePhase.commit`).
/// `begin()`/`commit()` nest inside it; when no implicit transaction is open,
/// the outermost `commit()` commits at once. Committing lays out and
/// displays layers that need it, starts the animations added since the last
/// commit (a zero `beginTime` becomes the current time) and seals completion
/// blocks. Settings are looked up from the innermost transaction outwards.
///
/// OpenQuartzCore has one transaction stack, on the main actor (Core
/// Animation keeps one per thread).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Opens an explicit transaction, nested inside any open one.
    ///
    /// Balance every `begin()` with a ``commit()`` in the same turn: settings
    /// made now apply to changes until then.
    open class func begin() {
        CoreAnimationState.current.beginTransaction()
    }

    /// Closes the innermost transaction; the outermost one commits.
    ///
    /// A `commit()` without a matching ``begin()`` is reported with a
    /// console message and ignored — including one made while only the
    /// implicit transaction is open.
    open class func commit() {
        CoreAnimationState.current.commitTransaction()
    }

    /// Commits the open implicit transaction now, as the frame pipeline's
    /// `.commit` phase does.
    ///
    /// While explicit transactions are open inside the implicit one, nothing
    /// is committed and a console message is logged: they commit when their
    /// `commit()` is called. Ignored during a commit (from layout or
    /// display code).
    open class func flush() {
        CoreAnimationState.current.flush()
    }

    /// Acquires the transaction lock (a no-op: OpenQuartzCore runs on the
    /// main actor only).
    open class func lock() {}

    /// Releases the transaction lock (a no-op, see ``lock()``).
    open class func unlock() {}

    /// The duration of implicit animations (default 0.25 s).
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of implicit animations in this transaction (and of
    /// explicit animations added with a zero duration). Negative and
    /// non-finite durations set the default, 0.25 s.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur.isFinite && dur >= 0 ? dur : 0.25, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations (nil: the default curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their actions (no implicit animations).
    open class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Turns actions off or on for this transaction.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block set in the innermost transaction that has one.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets a block to run when every animation added from now on in this
    /// transaction has finished or been removed — at once, at commit, if
    /// none is added. Setting another block seals the previous one.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        CoreAnimationState.current.setCompletionBlock(block)
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// A transaction property, looked up from the innermost transaction out.
    open class func value(forKey key: String) -> Any? {
        CoreAnimationState.current.transactionValue(forKey: key)
    }

    /// Sets a property on the innermost transaction (opening an implicit
    /// one if none is open).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        CoreAnimationState.current.setTransactionValue(anObject, forKey: key)
    }
}

/// The transaction key for the implicit animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key for disabling actions.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the implicit animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
