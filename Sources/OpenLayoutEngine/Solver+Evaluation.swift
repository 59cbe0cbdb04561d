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
    /// ``DefinitionProgram``), every one of them dirty.
    private func compileProgram() {
        if staleOrderEntries * 2 > definitionOrder.count {
            definitionOrder.removeAll { definitions[Int($0.index)]?.rank != $0.rank }
            staleOrderEntries = 0
        }
        var program = DefinitionProgram()
        var dependentLists: [[Int32]] = []
        var rootIndex: [Int32: Int] = [:]
        var readerLists: [[Int32]] = []
        for entry in definitionOrder {
            guard let definition = definitions[Int(entry.index)], definition.rank == entry.rank else { continue }
            let position = Int32(program.subjects.count)
            definitions[Int(entry.index)]!.position = Int(position)
            program.subjects.append(definition.subject)
            program.constants.append(definition.constant)
            program.terms.append(contentsOf: definition.terms)
            program.termStarts.append(Int32(program.terms.count))
            dependentLists.append([])
            for cell in definition.terms {
                let index = definitionOf[Int(cell.symbol)]
                if index >= 0 {
                    dependentLists[definitions[Int(index)]!.position].append(position)
                } else if let root = rootIndex[cell.symbol] {
                    readerLists[root].append(position)
                } else {
                    rootIndex[cell.symbol] = program.roots.count
                    program.roots.append(cell.symbol)
                    readerLists.append([position])
                }
            }
        }
        for list in dependentLists {
            program.dependents.append(contentsOf: list)
            program.dependentStarts.append(Int32(program.dependents.count))
        }
        for list in readerLists {
            program.rootReaders.append(contentsOf: list)
            program.rootReaderStarts.append(Int32(program.rootReaders.count))
        }
        program.rootValues = ContiguousArray(repeating: .nan, count: program.roots.count)
        program.dirty = ContiguousArray(repeating: ~0, count: (program.subjects.count + 63) / 64)
        if program.subjects.count % 64 != 0, let last = program.dirty.indices.last {
            program.dirty[last] = (1 << UInt64(program.subjects.count % 64)) - 1
        }
        program.isStale = false
        self.program = program
    }
}
