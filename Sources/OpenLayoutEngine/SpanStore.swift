/// Many short runs of values (a constraint's terms, a definition's cells)
/// in one array, each run named by its start and count, instead of an
/// array per run.
///
/// Runs are appended at the end and never change; a run no longer needed
/// is reported with ``discard(_:)`` and stays in place as garbage until
/// ``compact(_:)`` moves the live runs down — which the owner does when
/// ``isWasteful`` says the garbage is most of the store.
struct SpanStore<Element> {
    /// The runs, live and discarded, in the order they were appended.
    private(set) var elements = ContiguousArray<Element>()
    /// How many elements belong to discarded runs.
    private(set) var garbage = 0

    /// The number of elements held, garbage included.
    var count: Int { elements.count }

    /// Appends `values` as a new run and returns its start.
    @inline(__always)
    mutating func append(_ values: some Collection<Element>) -> Int32 {
        let start = Int32(elements.count)
        // One by one: `append(contentsOf:)` costs more than copying the
        // few values of a run.
        for value in values { elements.append(value) }
        return start
    }

    /// The run of `count` values at `start`.
    @inline(__always)
    subscript(start: Int32, count: Int32) -> ArraySlice<Element> {
        elements[Int(start)..<Int(start + count)]
    }

    /// Notes that a run of `count` values is no longer needed.
    @inline(__always)
    mutating func discard(_ count: Int32) {
        garbage += Int(count)
    }

    /// Whether the garbage is most of the store, and enough to be worth
    /// moving the live runs for.
    var isWasteful: Bool { garbage >= 4_096 && garbage * 2 > elements.count }

    /// Drops the garbage: `moveLiveRuns` is given a function that copies one
    /// live run (start, count) into the new store and returns its new
    /// start, and must call it for every live run and record the new start.
    mutating func compact(_ moveLiveRuns: (_ move: (Int32, Int32) -> Int32) -> Void) {
        var compacted = ContiguousArray<Element>()
        compacted.reserveCapacity(elements.count - garbage)
        let old = elements
        moveLiveRuns { start, count in
            let moved = Int32(compacted.count)
            compacted.append(contentsOf: old[Int(start)..<Int(start + count)])
            return moved
        }
        elements = compacted
        garbage = 0
    }

    /// Empties the store, keeping its buffer.
    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        garbage = 0
    }
}
