/// The vocabulary's groups a `PropertyClassifier` reads: the standard names, a team's, and
/// what a rule's list options add for that rule (`controller_state`'s `plumbing_types`).
struct ClassifierWords: Sendable {
    var collaboratorSuffixes: [String]
    var plumbingTypes: [String]
    var uiObjectSuffixes: [String]
    var uiTypePrefixes: [String]
    /// A UI framework's types that carry what is shown (`UIImage`): no UI object.
    var contentTypes: [String]
    var referenceWrappers: [String]
}

extension ClassifierWords {
    /// The groups as `vocabulary` has them.
    init(_ vocabulary: Vocabulary = .standard) {
        collaboratorSuffixes = vocabulary[.collaboratorSuffixes]
        plumbingTypes = vocabulary[.plumbingTypes]
        uiObjectSuffixes = vocabulary[.uiObjectSuffixes]
        uiTypePrefixes = vocabulary[.uiTypePrefixes]
        contentTypes = vocabulary[.contentTypes]
        referenceWrappers = vocabulary[.referenceWrappers]
    }
}
