/// View bookkeeping (`controller_state`'s rulebook): a value the controller keeps about its
/// views, not its screen's data. A number or a geometry value named for the keyboard, an
/// offset or a size (`keyboardHeight`, `lastContentOffset`, `headerHeight`); or a flag
/// named for the views, or a number, that the owner assigns only in view life-cycle,
/// layout, keyboard and scroll callbacks (`didLayout`, `isFirstAppearance` set in
/// `viewDidAppear`), in this file, and that no declaration in another file assigns. A flag
/// set around data work there (`hasLoaded`) is state.
struct ViewBookkeeping: FileReading {
    let file: SourceFile

    /// Types of a value kept about the views: flags, numbers and geometry.
    private static let geometryTypes: Set<String> = ["CGFloat", "Double", "Float", "CGPoint", "CGSize", "CGRect", "CGVector", "TimeInterval"]
    private static let layoutWords = ["keyboard", "Keyboard", "Offset", "offset", "Height", "height", "Width", "width", "Inset", "inset"]
    /// Words that name a flag about the views (`didLayout`, `isFirstAppearance`, `isDragging`),
    /// not about data work (`hasLoaded`).
    private static let viewWords = ["Appear", "appear", "Layout", "layout", "Visible", "visible", "Dragging", "Scroll", "Keyboard", "keyboard", "Rotat",
                                    "Constraint"]
    /// UIKit's and AppKit's callbacks about a view's life, layout and scrolling.
    private static let callbacks = layoutCallbacks.union([
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillTransition", "traitCollectionDidChange",
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewDidEndDragging", "scrollViewDidEndDecelerating",
        "scrollViewWillEndDragging", "scrollViewDidEndScrollingAnimation",
    ])

    /// `type`: the value's type as written or built (`CGFloat`, `Bool`); `owner`: the
    /// controller's position in the file; `elsewhere`: whether a declaration of the owner
    /// in another file assigns the name.
    func isBookkeeping(_ name: String, type: String, owner: Int, elsewhere: Bool) -> Bool {
        guard !type.contains("[") else { return false }
        let type = TypeName.element(type)
        guard type == "Bool" || Self.geometryTypes.contains(type) else { return false }
        if type != "Bool", Self.layoutWords.contains(where: name.contains) { return true }
        // A flag of any name set only in layout callbacks (`isSearchBarConfigured` in
        // `viewDidLayoutSubviews`) is about the views: no data work is done there.
        let layoutOnly = type == "Bool" && !Self.viewWords.contains(where: name.contains)
        guard !elsewhere, let open = structure.types[owner].span.open, let close = structure.types[owner].span.close else { return false }
        // The callbacks' bodies, found only among the functions around an assignment.
        let writes = writePositions(Array(name.utf8), between: open, and: close)
        guard !writes.isEmpty else { return false }
        let inCallbacks = DeclarationLookup(file: file).functionBodies { position in
            guard let body = structure.functions[position].span.open, let end = structure.functions[position].span.close,
                  writes.contains(where: { body < $0 && $0 < end }) else { return false }
            return layoutOnly ? Self.layoutCallbacks.contains(file.text(of: structure.functions[position].span.name)) : isCallback(position)
        }
        return writes.allSatisfy { index in inCallbacks.contains { $0.contains(index) } }
    }

    /// A collection's mutating methods (`items.append(item)`), which change it as `=` does.
    private static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse", "shuffle",
        "swapAt", "merge", "updateValue", "removeValue", "formUnion", "subtract", "formIntersection", "move",
    ]

    /// Whether the body between `open` and `close` assigns `name` or calls a mutating
    /// method on it, and only in `bodies`.
    func assignsOnly(_ name: String, in bodies: [Range<Int>], between open: Int, and close: Int) -> Bool {
        let writes = writePositions(Array(name.utf8), between: open, and: close)
        return !writes.isEmpty && writes.allSatisfy { index in bodies.contains { $0.contains(index) } }
    }

    /// Where the body between `open` and `close` assigns the name or calls a mutating method on it.
    private func writePositions(_ name: [UInt8], between open: Int, and close: Int) -> [Int] {
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                (open + 1..<close).filter { index in
                    let kind = tokens[index].kind
                    return (kind == .equal || kind == .op || kind == .dot) && writes(name, at: index, before: close, tokens, bytes)
                }
            }
        }
    }

    /// Whether the `=`, operator or `.` at `index` assigns the name, or calls a mutating method on it.
    private func writes(_ name: [UInt8], at index: Int, before close: Int, _ tokens: UnsafeBufferPointer<Token>,
                        _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let target = WriteScan.assignedName(at: index, before: close, tokens, bytes) { return file.spells(target, bytes: name) }
        return tokens[index].kind == .dot && index > 0 && index + 1 < close && file.spells(index - 1, bytes: name)
            && Self.mutatingMethods.contains(file.text(of: index + 1))
    }

    /// The type of a flag or a number set to a literal (`= false`, `= 0.0`), where none is written.
    func literalType(from start: Int) -> String? {
        if tokens[start].keyword == .true || tokens[start].keyword == .false { return "Bool" }
        guard tokens[start].kind == .number else { return nil }
        return file.bytes[Int(tokens[start].start)..<Int(tokens[start].end)].contains(UInt8(ascii: ".")) ? "Double" : nil
    }

    /// A view callback by name, or a keyboard handler (`keyboardWillShow(_:)`).
    /// The callbacks that lay views out, where no data work is done.
    private static let layoutCallbacks: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewSafeAreaInsetsDidChange", "viewWillLayout", "viewDidLayout",
    ]

    private func isCallback(_ position: Int) -> Bool {
        let name = file.text(of: structure.functions[position].span.name)
        return Self.callbacks.contains(name) || name.hasPrefix("keyboard") || name.contains("Keyboard")
    }
}
