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

    /// The work of each type, by its position; empty for a file that names no API.
    /// `networkingUses`: the tokens that start a use of a networking API, in order, for the
    /// methods that use one; `callSites`: the names of methods a `(` or a `{` follows, where
    /// `MethodCallScan` reads the methods' calls. Both from one walk of the tokens.
    /// One more entry, after the types', holds the work of the file's free functions.
    func workByType(networkingUses: inout [Int], callSites: inout [Int32]) -> [OutsideWork] {
        var work = [OutsideWork](repeating: [], count: structure.types.count + 1)
        guard !structure.types.isEmpty || FreeFunctions.declares(file) else { return work }
        let hits = walk(callSites: &callSites)
        for index in hits where Self.anyName.contains(index, in: file) {
            let found: OutsideWork
            if Self.networking.namesAPI(index, in: file), Self.networking.startsUse(index, in: file) {
                found = .networking
                networkingUses.append(index)
            } else if Self.persistence.contains(index, in: file), index == 0 || tokens[index - 1].kind != .dot {
                found = .persistence
            } else {
                continue
            }
            work[innermostType(around: index) ?? structure.types.count].formUnion(found)
        }
        return work
    }

    /// One walk of the file's tokens: the identifiers that may name an API, by their length
    /// and first byte, which turns nearly all others away with one load; and the names of
    /// methods a `(` or a `{` follows.
    private func walk(callSites: inout [Int32]) -> [Int] {
        var hits: [Int] = []
        // One allocation: a method's name is about one token in ten.
        var sites: [Int32] = []
        sites.reserveCapacity(tokens.count / 8)
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                Self.lengthAndFirst.withUnsafeBufferPointer { table in
                    for index in tokens.indices where tokens[index].kind == .identifier {
                        let token = tokens[index]
                        let length = Int(token.end &- token.start)
                        if length < 33 && table[length &* 256 &+ Int(bytes[Int(token.start)])] { hits.append(index) }
                        if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen || tokens[index + 1].kind == .leftBrace,
                           CallReader.mayNameMethod(token, bytes) {
                            sites.append(Int32(truncatingIfNeeded: index))
                        }
                    }
                }
            }
        }
        callSites = sites
        return hits
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
