import Foundation

extension LayoutNode {
    /// One value per ``ContentConstraint`` kind, kept inline (every view
    /// with an intrinsic size has up to four; a dictionary per view cost
    /// its allocations and growth on each first layout).
    struct ContentSlots<Value> {
        private var slots: (Value?, Value?, Value?, Value?) = (nil, nil, nil, nil)

        /// The value for `kind`, if any.
        subscript(kind: ContentConstraint) -> Value? {
            get {
                switch kind.slot {
                case 0: slots.0
                case 1: slots.1
                case 2: slots.2
                default: slots.3
                }
            }
            set {
                switch kind.slot {
                case 0: slots.0 = newValue
                case 1: slots.1 = newValue
                case 2: slots.2 = newValue
                default: slots.3 = newValue
                }
            }
        }

        /// The kinds that have a value, with it, in slot order.
        var entries: [(kind: ContentConstraint, value: Value)] {
            ContentConstraint.allKinds.compactMap { kind in self[kind].map { (kind, $0) } }
        }
    }
}

extension LayoutNode.ContentConstraint {
    /// The four kinds: hugging then compression resistance, horizontal then vertical.
    static let allKinds: [Self] = [.hugging(.horizontal), .hugging(.vertical), .compressionResistance(.horizontal), .compressionResistance(.vertical)]

    /// The kind's place in ``LayoutNode/ContentSlots``.
    var slot: Int {
        switch self {
        case .hugging(let axis): axis == .horizontal ? 0 : 1
        case .compressionResistance(let axis): axis == .horizontal ? 2 : 3
        }
    }
}
