/// Where a file's tokens start a use of a networking API (`networking_apis`): a type
/// (`URLSession`), or a dotted prefix (`AF.request`, `Alamofire.`) whose first name stands
/// alone, not as a member (`.URLSession`).
struct NetworkingNames: Sendable {
    /// `AF.request` → (`AF`, `request`); `Alamofire.` → (`Alamofire`, ``); `URLSession` → (`URLSession`, nil).
    private let apis: [(first: String, member: String?)]
    /// The APIs' first names, to reject the many other names as bytes.
    private let firstNameSet: NameSet
    /// The APIs' first names as UTF-8 bytes, by position in `apis`.
    private let firstNames: [[UInt8]]

    /// The APIs' first names (`AF` of `AF.request`).
    var firstNameList: [String] { apis.map(\.first) }

    /// Each API split at its first dot.
    init(_ networkingApis: [String]) {
        apis = networkingApis.map { api in
            let parts = api.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : nil)
        }
        firstNameSet = NameSet(apis.map(\.first))
        firstNames = apis.map { Array($0.first.utf8) }
    }

    /// Whether the identifier at `index` spells an API's first name, and is not a member.
    /// Compared as bytes: no String (nor array) is made for the many names that are no API's.
    func namesAPI(_ index: Int, in file: SourceFile) -> Bool {
        (index == 0 || file.tokens[index - 1].kind != .dot) && firstNameSet.contains(index, in: file)
    }

    /// Whether the identifier at `index`, which `namesAPI`, starts a use of an API: its
    /// member follows where the API has one.
    func startsUse(_ index: Int, in file: SourceFile) -> Bool {
        apis.indices.contains { position in
            guard file.spells(index, bytes: firstNames[position]) else { return false }
            guard let member = apis[position].member else { return true }
            guard index + 1 < file.tokens.count, file.tokens[index + 1].kind == .dot else { return false }
            return member.isEmpty || (index + 2 < file.tokens.count && file.text(of: index + 2) == member)
        }
    }
}

extension NetworkingNames {
    /// `URLSession.AuthChallengeDisposition`: the identifier at `index` names a type nested
    /// in the API, not a use of it.
    static func namesNestedType(_ index: Int, in file: SourceFile) -> Bool {
        guard index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot, file.tokens[index + 2].kind == .identifier else { return false }
        let first = file.bytes[Int(file.tokens[index + 2].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether the member chain from `index` goes through `configuration` to a store the
    /// session keeps on the device (`URLSession.shared.configuration.urlCache`).
    static func reachesLocalStore(from index: Int, in file: SourceFile) -> Bool {
        let end = TokenNavigation(file: file).chainEnd(from: index)
        guard end > index else { return false }
        let names = (index + 1...end).filter { file.tokens[$0].kind == .identifier }.map { file.text(of: $0) }
        guard let configuration = names.firstIndex(of: "configuration") else { return false }
        return names[(configuration + 1)...].first.map(FrameworkVocabulary.sessionLocalStores.contains) == true
    }
}
