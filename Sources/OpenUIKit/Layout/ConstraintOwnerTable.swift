import OpenLayoutEngine

/// What each live solver constraint stands for, stored by the handle's
/// slot: the solver reuses slots of removed constraints, so the table
/// stays as long as the most constraints ever held at once, and a lookup
/// is an index and a generation check instead of hashing the handle (a
/// dictionary here cost 3 % of the 1,000-view screen's first layout).
struct ConstraintOwnerTable<Owner> {
    /// Each slot's handle and owner; nil: no live constraint.
    private var entries: ContiguousArray<(handle: ConstraintHandle, owner: Owner)?> = []
    /// The number of owners held.
    private(set) var count = 0

    /// Whether no owner is held.
    var isEmpty: Bool { count == 0 }

    /// The owner of `handle`, or nil; setting nil forgets it (and nothing
    /// else: a later handle of the same slot keeps its owner).
    subscript(handle: ConstraintHandle) -> Owner? {
        get {
            let slot = Int(handle.slot)
            guard slot < entries.count, let entry = entries[slot], entry.handle == handle else { return nil }
            return entry.owner
        }
        set {
            let slot = Int(handle.slot)
            if slot >= entries.count {
                guard newValue != nil else { return }
                entries.append(contentsOf: repeatElement(nil, count: slot + 1 - entries.count))
            }
            if let newValue {
                if entries[slot] == nil { count += 1 }
                entries[slot] = (handle, newValue)
            } else if let entry = entries[slot], entry.handle == handle {
                entries[slot] = nil
                count -= 1
            }
        }
    }

    /// Every handle held and its owner, in slot order.
    var all: [(handle: ConstraintHandle, owner: Owner)] {
        entries.compactMap { $0 }
    }
}
