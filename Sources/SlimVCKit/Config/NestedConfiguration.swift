import Foundation

/// A `rules.json` in a folder below the top configuration's: it applies to the files
/// beneath it, over its parent's, as SwiftLint's nested configurations do. It may set
/// `include`, `exclude`, `rules` and `overrides`, their globs relative to its own folder;
/// what the whole project shares (`vocabulary`, `roles`, `architecture`,
/// `skip_generated_files`) belongs in the top configuration. It is laid over its parent as
/// overrides for its folder, its globs written from the top configuration's folder.
struct NestedConfiguration {
    /// Keys only the top configuration takes.
    static let topOnlyKeys = ["vocabulary", "roles", "architecture", "skip_generated_files"]

    let file: String
    /// Its folder, relative to the top configuration's (`App/Legacy`).
    let folder: String

    /// Whether a subfolder's `rules.json` is SlimVC's: a JSON object with a `version`, as
    /// `slimvc init` writes it. Another tool's file of that name (a data file) is left alone.
    static func isSlimVCConfiguration(_ text: String) -> Bool {
        guard let document = try? JSONParser.parse(text), case .object = document.value else { return false }
        return document["version"] != nil
    }

    /// Lays the file over `configuration`, or adds its problems to `problems`.
    func apply(_ document: JSONNode, to configuration: inout Configuration, problems: inout ProblemList) {
        let before = problems.problems.count
        for member in document.members where Self.topOnlyKeys.contains(member.key) {
            problems.add(member, member.key, "'\(member.key)' belongs in the top configuration (\(configuration.file ?? "a rules.json above"))"
                         + ", which the whole project shares; a rules.json in a subfolder sets include, exclude, rules and overrides")
        }
        // Read as a configuration of its own folder, so that every problem is found and named.
        var reader = ConfigurationReader(folder: configuration.folder + "/" + folder, problems: problems)
        reader.teamRules = configuration.teamRules
        let own = reader.read(JSONNode(.object(document.members.filter { !Self.topOnlyKeys.contains($0.key) })), file: file)
        problems = reader.problems
        guard problems.problems.count == before else { return }
        // Its globs were validated as read, and the prefix escapes every character globs
        // give a meaning: none fails.
        let everything = globs(["**"])
        if let include = document["include"]?.strings {
            configuration.nestedIncludes.append(Configuration.NestedInclude(scope: everything, include: globs(include)))
        }
        configuration.exclude += globs(document["exclude"]?.strings ?? [])
        let rules = document["rules"]?.members.map { ($0.key, prefixingGlobs(of: $0.node)) } ?? []
        configuration.overrides.append(Configuration.Override(files: everything, rules: Dictionary(uniqueKeysWithValues: rules)))
        for override in own.overrides {
            configuration.overrides.append(Configuration.Override(files: globs(override.files.map(\.pattern)),
                                                                  rules: override.rules.mapValues(prefixingGlobs)))
        }
    }

    /// Globs of this folder written from the top configuration's folder.
    private func globs(_ patterns: [String]) -> [Glob] { patterns.compactMap { try? Glob(prefixed($0)) } }

    private func prefixed(_ pattern: String) -> String { Self.escaped(folder) + "/" + pattern }

    /// A rule's settings with its `include` and `exclude` globs written from the top folder.
    private func prefixingGlobs(of settings: JSONNode) -> JSONNode {
        JSONNode(.object(settings.members.map { member in
            guard ["include", "exclude"].contains(member.key), let patterns = member.node.strings else { return member }
            return JSONMember(key: member.key, line: member.line, column: member.column, node: .strings(patterns.map(prefixed)))
        }))
    }

    static func escaped(_ folder: String) -> String {
        var out = ""
        for character in folder {
            if "\\*?[]{},".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
