/// A holder's type suffix as the name a property of it takes (`ViewModel` → `viewModel`).
enum CollaboratorNames {
    /// A suffix as a property's whole name: `ViewModel` → `viewModel`.
    static func wholeName(_ suffix: String) -> String {
        suffix.prefix(1).lowercased() + suffix.dropFirst()
    }
}
