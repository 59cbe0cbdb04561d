/// Computing the values of defined variables (see ``DefinitionProgram``).
extension Solver {
    /// Brings the values of defined variables up to date if anything
    /// changed since they were last computed.
    @inline(__always)
    func evaluateDefinitionsIfStale() {
        if _slowPath(definedValuesAreStale) { evaluateDefinitions() }
    }

    @inline(never)
    private func evaluateDefinitions() {
        definedValuesAreStale = false
        if program.isStale { compileProgram() }
        for index in program.roots.indices {
            let value = tableau.value(of: program.roots[index])
            guard value != program.rootValues[index] else { continue }
            program.rootValues[index] = value
            for reader in program.rootReaders[Int(program.rootReaderStarts[index])..<Int(program.rootReaderStarts[index + 1])] {
                program.markDirty(Int(reader))
            }
        }
        var word = 0
        while word < program.dirty.count {
            let bits = program.dirty[word]
            guard bits != 0 else {
                word += 1
                continue
            }
            let bit = bits.trailingZeroBitCount
            program.dirty[word] = bits & ~(1 << UInt64(bit))
            let position = word << 6 | bit
            let value = evaluate(at: position)
            let subject = Int(program.subjects[position])
            guard value != definedValues[subject] else { continue }
            definedValues[subject] = value
            for dependent in program.dependents[Int(program.dependentStarts[position])..<Int(program.dependentStarts[position + 1])] {
                program.markDirty(Int(dependent))
            }
        }
    }

    /// The value of the definition at `position` from its terms' current values.
    @inline(__always)
    private func evaluate(at position: Int) -> Double {
        var value = program.constants[position]
        for t in Int(program.termStarts[position])..<Int(program.termStarts[position + 1]) {
            let cell = program.terms[t]
            let s = Int(cell.symbol)
            value += cell.coefficient * (definitionOf[s] >= 0 ? definedValues[s] : tableau.value(of: cell.symbol))
        }
        return value
    }

    /// Lays the live definitions out in rank order (see
    /// ``DefinitionProgram``), every one of them dirty. Two passes over the
    /// terms (count, then fill) build the dependents and readers without an
    /// allocation per definition.
    private func compileProgram() {
        // The definitions as a local array while compiling: a field read
        // through the solver's stored property copied the whole definition
        // (retaining its terms) each time — 1.3 % of a first layout.
        var definitions = ContiguousArray<Definition>()
        swap(&definitions, &self.definitions)
        defer { swap(&definitions, &self.definitions) }
        if staleOrderEntries * 2 > definitionOrder.count {
            definitionOrder.removeAll { definitions[Int($0.index)].rank != $0.rank }
            staleOrderEntries = 0
        }
        var program = DefinitionProgram()
        let count = definitionOrder.count
        program.subjects.reserveCapacity(count)
        program.constants.reserveCapacity(count)
        program.termStarts.reserveCapacity(count + 1)
        program.terms.reserveCapacity(3 * count)
        // Pass 1: positions, terms, and how many dependents and readers each has.
        var dependentCounts = ContiguousArray<Int32>()
        dependentCounts.reserveCapacity(count)
        var rootOf = ContiguousArray<Int32>(repeating: -1, count: definitionOf.count)
        var readerCounts = ContiguousArray<Int32>()
        // Through a buffer pointer: `definitions[d].terms` through the
        // array copied the definition out (its terms retained) each time.
        definitions.withUnsafeMutableBufferPointer { definitions in
            for entry in definitionOrder {
                let d = Int(entry.index)
                guard definitions[d].rank == entry.rank else { continue }
                definitions[d].position = program.subjects.count
                program.subjects.append(definitions[d].subject)
                program.constants.append(definitions[d].constant)
                dependentCounts.append(0)
                definitionCells[definitions[d].termStart, definitions[d].termCount].withUnsafeBufferPointer { terms in
                    for cell in terms {
                        program.terms.append(cell)
                        let index = definitionOf[Int(cell.symbol)]
                        if index >= 0 {
                            dependentCounts[definitions[Int(index)].position] += 1
                        } else {
                            if rootOf[Int(cell.symbol)] < 0 {
                                rootOf[Int(cell.symbol)] = Int32(program.roots.count)
                                program.roots.append(cell.symbol)
                                readerCounts.append(0)
                            }
                            readerCounts[Int(rootOf[Int(cell.symbol)])] += 1
                        }
                    }
                }
                program.termStarts.append(Int32(program.terms.count))
            }
        }
        // Pass 2: the lists, filled in position order.
        program.dependentStarts = Self.starts(counting: dependentCounts)
        program.rootReaderStarts = Self.starts(counting: readerCounts)
        program.dependents = ContiguousArray(repeating: 0, count: Int(program.dependentStarts.last!))
        program.rootReaders = ContiguousArray(repeating: 0, count: Int(program.rootReaderStarts.last!))
        var nextDependent = program.dependentStarts
        var nextReader = program.rootReaderStarts
        for position in program.subjects.indices {
            for t in Int(program.termStarts[position])..<Int(program.termStarts[position + 1]) {
                let symbol = Int(program.terms[t].symbol)
                let index = definitionOf[symbol]
                if index >= 0 {
                    let source = definitions[Int(index)].position
                    program.dependents[Int(nextDependent[source])] = Int32(position)
                    nextDependent[source] += 1
                } else {
                    let root = Int(rootOf[symbol])
                    program.rootReaders[Int(nextReader[root])] = Int32(position)
                    nextReader[root] += 1
                }
            }
        }
        program.rootValues = ContiguousArray(repeating: .nan, count: program.roots.count)
        program.dirty = ContiguousArray(repeating: ~0, count: (program.subjects.count + 63) / 64)
        if program.subjects.count % 64 != 0, let last = program.dirty.indices.last {
            program.dirty[last] = (1 << UInt64(program.subjects.count % 64)) - 1
        }
        program.isStale = false
        self.program = program
    }

    /// The start of each list given the lists' lengths, and the end.
    private static func starts(counting counts: ContiguousArray<Int32>) -> ContiguousArray<Int32> {
        var starts = ContiguousArray<Int32>()
        starts.reserveCapacity(counts.count + 1)
        var total: Int32 = 0
        starts.append(0)
        for count in counts {
            total += count
            starts.append(total)
        }
        return starts
    }
}
