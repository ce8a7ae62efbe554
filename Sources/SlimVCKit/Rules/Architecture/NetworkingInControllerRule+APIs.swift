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
        if exemptions.applies(.nestedTypes), NetworkingNames.namesNestedType(index, in: file) { return false }
        if exemptions.applies(.localStores), NetworkingNames.reachesLocalStore(from: index, in: file) { return false }
        return names.startsUse(index, in: file)
    }
}
