extension StructureBuilder {
    /// Whether the builder is at the top level of an explicit accessor list.
    var isInAccessorList: Bool {
        guard case .accessorList = top.kind else { return false }
        return parenDepth == top.outerParenDepth
    }

    /// An attribute in an accessor list begins the next accessor.
    mutating func noteAccessorPrefix(_ index: Int) {
        if isInAccessorList { noteAccessor(index, isKeyword: false) }
    }

    /// Tracks the accessor being read: its first token (attributes and modifiers
    /// included) and its keyword; the body `{` that follows then belongs to it.
    mutating func noteAccessor(_ index: Int, isKeyword: Bool) {
        if !isKeyword {
            if top.accessorKeyword != nil {
                frames[innermost].accessorKeyword = nil
                frames[innermost].accessorFirst = index
            } else if top.accessorFirst == nil {
                frames[innermost].accessorFirst = index
            }
            return
        }
        if top.accessorKeyword != nil || top.accessorFirst == nil { frames[innermost].accessorFirst = index }
        frames[innermost].accessorKeyword = index
        if case .accessorList(.property(_, _, let record?)) = top.kind {
            structure.properties[record].accessorKinds.append(text(index))
        }
    }
}
