/// A list worked off in rounds: what is appended while a round runs waits
/// for the next one, and the two buffers behind it keep their capacity, so
/// a frame that marks, starts or calls back as many things as the last
/// one allocates nothing for the list.
///
/// ``takeRound()`` moves the items out; ``recycle(_:)`` hands the emptied
/// array back as the spare buffer for the round after.
struct RoundList<Element> {
    /// The items waiting for the next round, oldest first.
    private(set) var items: [Element] = []
    private var spare: [Element] = []

    /// An empty list.
    init() {}

    /// Whether nothing is waiting.
    var isEmpty: Bool { items.isEmpty }

    /// Adds an item to the next round.
    mutating func append(_ item: Element) {
        items.append(item)
    }

    /// The waiting items; the list is empty afterwards (keeping the spare
    /// buffer's capacity for what comes next).
    mutating func takeRound() -> [Element] {
        var round = spare
        spare = []
        swap(&round, &items)
        return round
    }

    /// Takes back a round's array as the spare buffer, emptied.
    mutating func recycle(_ round: consuming [Element]) {
        var round = round
        round.removeAll(keepingCapacity: true)
        spare = round
    }
}
