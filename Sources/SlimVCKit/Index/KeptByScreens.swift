/// How many view controllers keep each project type in a stored property: a screen's state
/// holder is its own, and a type many screens keep (an app's `PrinterManager`) is shared.
struct KeptByScreens: Sendable {
    private var counts: [String: Int] = [:]

    init() {}

    init(_ entries: [IndexedType], in table: TypeTable) {
        for type in entries where type.roles.contains(.viewController) {
            var kept: Set<String> = []
            for property in type.properties where !property.isStatic && !property.isComputed {
                for written in [property.typeName, property.initializerType].compactMap({ $0 }) where !Self.isFrameworkValue(written) {
                    if let held = table.resolve(written, from: type.name) { kept.insert(held.name) }
                }
            }
            for name in kept { counts[name, default: 0] += 1 }
        }
    }

    func count(of name: String) -> Int { counts[name] ?? 0 }

    /// A UIKit, AppKit, Core Graphics or Swift value type, which no project declares.
    private static func isFrameworkValue(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG") || ValueVocabulary.plainValues.contains(name)
    }
}
