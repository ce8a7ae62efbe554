/// What a type's body does beyond its own memory: networking (`networking_apis`, as the
/// vocabulary has them) or persistence (`UserDefaults`, Core Data, files, the keychain).
/// The project index keeps it per declaration: a project type that does networking is the
/// project's own networking type, and a screen that does neither, and keeps no data, has
/// nothing for a state holder to hold.
public struct OutsideWork: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let networking = OutsideWork(rawValue: 1)
    public static let persistence = OutsideWork(rawValue: 2)
}

/// Finds the outside work of each type of a file, in its own body (not a nested type's).
struct OutsideWorkScan: FileReading {
    let file: SourceFile
    private static let networking = NetworkingNames(CollaboratorVocabulary.networkingAPIs)
    private static let persistence = NameSet(FrameworkVocabulary.persistenceTypes)
    /// Both lists' names.
    private static let anyName = NameSet(networking.firstNameList + FrameworkVocabulary.persistenceTypes)
    /// Whether some name has a length and a first byte: `lengthAndFirst[length * 256 + byte]`.
    /// Nearly every identifier is rejected by this one load, before any comparison.
    private static let lengthAndFirst: [Bool] = {
        var table = [Bool](repeating: false, count: 33 * 256)
        for name in networking.firstNameList + FrameworkVocabulary.persistenceTypes where name.utf8.count < 33 {
            table[name.utf8.count * 256 + Int(name.utf8.first ?? 0)] = true
        }
        return table
    }()

    /// The work of each type, by its position; empty for a file that names no API. One
    /// walk of the file's tokens, comparing identifiers by length and bytes first.
    func workByType() -> [OutsideWork] {
        var work = [OutsideWork](repeating: [], count: structure.types.count)
        guard !structure.types.isEmpty else { return work }
        let hits = tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                Self.lengthAndFirst.withUnsafeBufferPointer { table in
                    tokens.indices.filter { index in
                        let token = tokens[index]
                        let length = Int(token.end &- token.start)
                        return token.kind == .identifier && length < 33 && table[length &* 256 &+ Int(bytes[Int(token.start)])]
                    }
                }
            }
        }
        for index in hits where Self.anyName.contains(index, in: file) {
            let found: OutsideWork
            if Self.networking.namesAPI(index, in: file), Self.networking.startsUse(index, in: file) {
                found = .networking
            } else if Self.persistence.contains(index, in: file), index == 0 || tokens[index - 1].kind != .dot {
                found = .persistence
            } else {
                continue
            }
            if let type = innermostType(around: index) { work[type].formUnion(found) }
        }
        return work
    }

    /// The last type in source order whose body holds `index`: the innermost. Asked only
    /// where an API is named, which is rare.
    private func innermostType(around index: Int) -> Int? {
        structure.types.indices.last { position in
            guard let open = structure.types[position].span.open, let close = structure.types[position].span.close else { return false }
            return open < index && index < close
        }
    }
}
