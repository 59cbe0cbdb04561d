extension ShapingCache {
    /// The words measured, by key: a hash table with open addressing
    /// (linear probing) on the key's own FNV-1a digest. A `Dictionary`
    /// hashed that digest again with SipHash, which cost a fifth of a
    /// lookup in the first layout of a screen of labels.
    ///
    /// The slots grow by doubling to stay at most half full; entries are
    /// only ever added or all removed (the cache empties itself when full).
    struct WordTable {
        /// Per slot, the index of its entry plus one; 0 for an empty slot.
        /// The count is a power of two.
        private var slots = ContiguousArray<Int32>(repeating: 0, count: 64)
        /// The keys and their extents, in the order added.
        private var entries: ContiguousArray<(key: Key, extents: Extents)> = []

        /// The number of words held.
        var count: Int { entries.count }

        /// The extents kept for `key`, if any.
        subscript(key: Key) -> Extents? {
            let mask = slots.count - 1
            var slot = Self.home(of: key, mask: mask)
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                if entries[entry - 1].key == key { return entries[entry - 1].extents }
                slot = (slot + 1) & mask
            }
        }

        /// Adds `key`, which the table does not hold, with its extents.
        mutating func insert(_ extents: Extents, for key: Key) {
            if (entries.count + 1) * 2 > slots.count { grow() }
            entries.append((key, extents))
            place(entries.count - 1)
        }

        /// Forgets every word (the storage is kept).
        mutating func removeAll() {
            entries.removeAll(keepingCapacity: true)
            for index in slots.indices { slots[index] = 0 }
        }

        /// The first slot to probe for `key`: the digest's high and low
        /// halves mixed, masked.
        @inline(__always)
        private static func home(of key: Key, mask: Int) -> Int {
            Int(truncatingIfNeeded: key.digest ^ (key.digest >> 32)) & mask
        }

        /// Puts the entry at `index` into the first empty slot of its probe sequence.
        private mutating func place(_ index: Int) {
            let mask = slots.count - 1
            var slot = Self.home(of: entries[index].key, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }

        /// Doubles the slots and places every entry again.
        private mutating func grow() {
            slots = ContiguousArray(repeating: 0, count: slots.count * 2)
            for index in entries.indices { place(index) }
        }
    }
}
