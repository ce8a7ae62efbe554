/// The networking APIs a rule looks for, and where a file's tokens use one.
struct NetworkingAPIs {
    /// `AF.request` → (`AF`, `request`); `Alamofire.` → (`Alamofire`, ``); `URLSession` → (`URLSession`, nil).
    private let apis: [(first: String, member: String?)]
    /// The APIs' first names, to reject the many other names as bytes.
    private let firstNameSet: NameSet
    /// The APIs' first names as UTF-8 bytes, by position in `apis`.
    private let firstNames: [[UInt8]]

    /// Each API split at its first dot.
    init(_ networkingApis: [String]) {
        apis = networkingApis.map { api in
            let parts = api.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : nil)
        }
        firstNameSet = NameSet(apis.map(\.first))
        firstNames = apis.map { Array($0.first.utf8) }
    }

    /// Whether the identifier at `index` starts a use of a networking API, and is not
    /// itself a member (`.URLSession`), and not one the rule's `exemptions` leave alone.
    func matches(_ index: Int, in file: SourceFile, exemptions: ExemptionSwitches<NetworkingExemption>) -> Bool {
        guard index == 0 || file.tokens[index - 1].kind != .dot else { return false }
        // Compared as bytes: no String (nor array) is made for the many names that are no API's.
        guard firstNameSet.contains(index, in: file) else { return false }
        let named = apis.indices.filter { file.spells(index, bytes: firstNames[$0]) }
        // `URLSession.AuthChallengeDisposition` names a type nested in the API, not a use of it.
        if exemptions.applies(.nestedTypes), index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot,
           file.text(of: index + 2).first?.isUppercase == true { return false }
        if exemptions.applies(.localStores), reachesLocalStore(from: index, in: file) { return false }
        return named.contains { position in
            guard let member = apis[position].member else { return true }
            guard index + 1 < file.tokens.count, file.tokens[index + 1].kind == .dot else { return false }
            return member.isEmpty || (index + 2 < file.tokens.count && file.text(of: index + 2) == member)
        }
    }

    /// Whether the member chain from `index` goes through `configuration` to a local store.
    private func reachesLocalStore(from index: Int, in file: SourceFile) -> Bool {
        let end = TokenNavigation(file: file).chainEnd(from: index)
        guard end > index else { return false }
        let names = (index + 1...end).filter { file.tokens[$0].kind == .identifier }.map { file.text(of: $0) }
        guard let configuration = names.firstIndex(of: "configuration") else { return false }
        return names[(configuration + 1)...].first.map(FrameworkVocabulary.sessionLocalStores.contains) == true
    }
}
