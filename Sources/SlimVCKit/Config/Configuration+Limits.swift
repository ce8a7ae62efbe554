/// The limits of the size rules for a file, as the rules read them.
extension Configuration {
    /// `class_length`'s warning limit for a file (a path relative to `folder`), its
    /// overrides applied.
    func classLengthWarning(for relativePath: String) -> Int {
        let settings = settings(of: ClassLengthRule.description.id, overrides: overrides(for: relativePath))
        return (try? OptionsCoding.decode(ClassLengthRule.Options.self, from: settings))?.warning ?? ClassLengthRule.Options().warning
    }
}
