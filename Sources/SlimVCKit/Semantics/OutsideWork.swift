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
    /// Both lists' names: most identifiers are rejected by one lookup.
    private static let anyName = NameSet(networking.firstNameList + FrameworkVocabulary.persistenceTypes)

    /// The work of each type, by its position; empty for a file that names no API. One
    /// walk of the file's tokens, comparing identifiers by length and bytes first.
    func workByType() -> [OutsideWork] {
        var work = [OutsideWork](repeating: [], count: structure.types.count)
        guard !structure.types.isEmpty else { return work }
        for index in tokens.indices where tokens[index].kind == .identifier && Self.anyName.contains(index, in: file) {
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
