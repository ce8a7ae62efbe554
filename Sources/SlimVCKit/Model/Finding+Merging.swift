extension Finding {
    /// A finding that holds no memory of its own (empty strings), left in the place of
    /// one moved out.
    static let placeholder = Finding(ruleID: "", severity: .warning, message: "", path: "",
                                     start: Location(line: 0, column: 0), end: Location(line: 0, column: 0))

    /// The findings of every file in one array, in order, moved rather than copied: a
    /// copied finding costs a retain of each of its strings, made on another thread, and
    /// on a project with tens of thousands of findings the copies took about half as long
    /// as writing the report. Each file's array is left holding placeholders.
    static func merged(_ perFile: inout [[Finding]]) -> [Finding] {
        Array.merging(&perFile, leaving: placeholder)
    }
}

extension Array {
    /// The elements of every array in one array, in order, moved rather than copied; each
    /// array keeps its count but holds `placeholder` in every place. An array shared with
    /// another owner is copied first, so only uniquely held arrays save the copies.
    static func merging(_ arrays: inout [[Element]], leaving placeholder: Element) -> [Element] {
        let total = arrays.reduce(0) { $0 + $1.count }
        return [Element](unsafeUninitializedCapacity: total) { merged, count in
            for index in arrays.indices {
                arrays[index].withUnsafeMutableBufferPointer { array in
                    guard let source = array.baseAddress, let target = merged.baseAddress else { return }
                    (target + count).moveInitialize(from: source, count: array.count)
                    source.initialize(repeating: placeholder, count: array.count)
                    count += array.count
                }
            }
        }
    }
}
