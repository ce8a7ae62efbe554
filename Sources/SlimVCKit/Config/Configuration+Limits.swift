/// The limits of the size rules for a file, as the rules read them.
extension Configuration {
    /// The type length limit for a file (a path relative to `folder`), its overrides
    /// applied: `class_length`'s warning, whether or not the rule runs there.
    func classLengthWarning(for relativePath: String) -> Int {
        let overrides = overrides(for: relativePath)
        for type in RuleRegistry.ruleTypes where type is any TypeLengthLimiting.Type {
            let rule = try? type.make(settings: settings(of: type.description.id, overrides: overrides), vocabulary: vocabulary)
            if let limit = (rule as? any TypeLengthLimiting)?.typeLengthWarning { return limit }
        }
        return Int.max
    }
}
