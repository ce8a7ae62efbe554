/// A type alias of a protocol composition (`typealias ModalViewModel = Content & Actions`),
/// or of one plain name: a type that adopts the alias adopts each part, which the project
/// index follows. Aliases of one name are kept too, so that two files' private aliases of
/// a name are seen to differ.
public struct CompositionAlias: Sendable, Equatable {
    /// The alias's own name, without its scope.
    public var name: String
    /// The parts, normalized, in order.
    public var parts: [String]
}

extension CompositionAlias {
    /// The aliases of plain names and of compositions of them that `file` declares.
    public static func all(in file: SourceFile) -> [CompositionAlias] {
        guard file.structure.declaresTypeAliases else { return [] }
        return TypeAliases(in: file).types.compactMap { name, type -> CompositionAlias? in
            let parts = type.split(separator: "&", omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy(Self.isPlainName) else { return nil }
            return CompositionAlias(name: name, parts: parts.map(TypeName.normalized))
        }.sorted { $0.name < $1.name }
    }

    /// A dotted name with no generic arguments, optionals or function types (`Any`
    /// and `AnyObject` included: they add no protocol).
    private static func isPlainName(_ part: String) -> Bool {
        !part.isEmpty && part.utf8.allSatisfy { byte in
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte >= 0x80
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
    }
}
