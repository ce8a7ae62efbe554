/// Where an observer is meant to live as long as the app, and its token need not be kept:
/// the app delegate, and a singleton's set-up.
struct AppLifetimeObservers {
    let file: SourceFile
    /// The qualified names of the file's types, by position.
    let names: [String]
    /// Which of the rule's exemptions apply.
    let exemptions: ExemptionSwitches<DiscardedTokenExemption>
    /// Found once, for a file with a discarded token.
    private var singletonSetUps: Set<Int>?

    init(file: SourceFile, names: [String], exemptions: ExemptionSwitches<DiscardedTokenExemption>) {
        self.file = file
        self.names = names
        self.exemptions = exemptions
    }

    /// Whether `call` is made in the app delegate or in a singleton's set-up.
    mutating func livesAsLongAsTheApp(_ call: NotificationCall, in project: ProjectIndex) -> Bool {
        if exemptions.applies(.appDelegate),
           isAppDelegate(DeclarationLookup(file: file).innermost.types.around(call.method).flatMap { project[names[$0]] }) { return true }
        guard exemptions.applies(.singletonSetUps) else { return false }
        let setUps = singletonSetUps ?? SingletonScan(file: file).singletonSetUps()
        singletonSetUps = setUps
        return DeclarationLookup(file: file).innermost.functions.around(call.method).map(setUps.contains) == true
    }

    /// The app delegate lives as long as the app, as its observers are meant to.
    private func isAppDelegate(_ type: IndexedType?) -> Bool {
        type?.inherits.contains { FrameworkVocabulary.appDelegates.contains(TypeName.lastComponent($0)) }
            ?? false
    }
}
