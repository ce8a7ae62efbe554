/// The networking APIs a rule looks for, and where a file's tokens use one.
struct NetworkingAPIs {
    private let names: NetworkingNames

    init(_ networkingApis: [String]) {
        names = NetworkingNames(networkingApis)
    }

    /// Whether the identifier at `index` starts a use of a networking API, and is not
    /// itself a member (`.URLSession`), and not one the rule's `exemptions` leave alone.
    func matches(_ index: Int, in file: SourceFile, exemptions: ExemptionSwitches<NetworkingExemption>) -> Bool {
        guard names.namesAPI(index, in: file) else { return false }
        // `URLSession.AuthChallengeDisposition` names a type nested in the API, not a use of it.
        if exemptions.applies(.nestedTypes), index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot,
           file.text(of: index + 2).first?.isUppercase == true { return false }
        if exemptions.applies(.localStores), reachesLocalStore(from: index, in: file) { return false }
        return names.startsUse(index, in: file)
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
