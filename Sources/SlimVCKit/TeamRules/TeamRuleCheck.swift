/// Runs one team rule on a file: selects its declarations (or the file) and reports each
/// assertion that does not hold, at the offending import, reference or name.
struct TeamRuleCheck: FileCheck {
    let rule: TeamRule

    func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let relations = TypeRelations(project: project)
        let selected = rule.selector.declarations(in: file, relations: relations)
        guard rule.selector.selectsFiles || !selected.isEmpty else { return [] }
        var findings: [Finding] = []
        var referenced: Set<Int> = []
        for assertion in rule.assertions {
            switch assertion {
            case .mustNotImport(let modules):
                findings += imports(of: modules, in: file)
            case .mustNotReference(let globs):
                for declaration in selected { findings += references(to: globs, in: declaration, file, reported: &referenced) }
            default:
                findings += selected.compactMap { declaration in
                    violation(of: assertion, by: declaration, relations).map { finding($0, in: file, at: declaration.span.name, symbol: declaration.symbol) }
                }
            }
        }
        return findings
    }

    /// Each `import` of a module that a glob matches (by its first component: `UIKit` of
    /// `UIKit.UIView`).
    private func imports(of modules: [Glob], in file: SourceFile) -> [Finding] {
        file.structure.imports.compactMap { declaration in
            let module = String(declaration.module.prefix { $0 != "." })
            guard modules.contains(where: { $0.matches(module) }) else { return nil }
            return finding("imports '\(brief(module))'", in: file, at: declaration.token, through: nameToken(after: declaration.token, in: file))
        }
    }

    /// The last token of an import's module path (`import struct Foundation.Date`).
    private func nameToken(after token: Int, in file: SourceFile) -> Int {
        var last = token
        let line = file.startLine(of: token)
        for index in token + 1..<file.tokens.count where file.startLine(of: index) == line {
            guard file.tokens[index].kind == .identifier || file.tokens[index].kind == .dot else { break }
            last = index
        }
        return last
    }

    /// Each type name the declaration writes that a glob matches, once a line, its own name
    /// aside; `reported` keeps a token reported once when nested declarations share it.
    private func references(to globs: [Glob], in declaration: SelectedDeclaration, _ file: SourceFile,
                            reported: inout Set<Int>) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = []
        for token in TypeReferences(file: file).tokens(in: declaration.span.first...declaration.span.last) where token != declaration.span.name {
            let name = file.text(of: token)
            guard name != declaration.name, globs.contains(where: { $0.matches(name) }) else { continue }
            guard reported.insert(token).inserted, seen.insert("\(file.startLine(of: token)) \(name)").inserted else { continue }
            findings.append(finding("'\(brief(declaration.name))' references '\(brief(name))'", in: file, at: token, symbol: declaration.symbol))
        }
        return findings
    }

    /// What an assertion about the declaration itself finds wrong, or nil when it holds.
    private func violation(of assertion: TeamAssertion, by declaration: SelectedDeclaration, _ relations: TypeRelations) -> String? {
        let name = "'\(brief(declaration.name))'"
        switch assertion {
        case .mustInheritFrom(let base):
            guard let type = declaration.typeName, relations.inherits(type, fromAnyOf: [base]) else {
                return "\(name) does not inherit from '\(brief(base))'"
            }
        case .mustConformTo(let proto):
            guard let type = declaration.typeName, relations.conforms(type, toAnyOf: [proto]) else {
                return "\(name) does not conform to '\(brief(proto))'"
            }
        case .nameMustMatch(let glob):
            if !glob.matches(glob.pattern.contains(".") ? declaration.symbol : declaration.name) {
                return "\(name) does not match '\(brief(glob.pattern))'"
            }
        case .mustBeFinal:
            if !declaration.isFinal { return "\(name) is not final" }
        case .maxCodeLines(let limit):
            if declaration.codeLines > limit { return "\(name) spans \(declaration.codeLines) code lines (limit \(limit))" }
        case .mustNotImport, .mustNotReference:
            break
        }
        return nil
    }

    /// A finding of the rule: the team's sentence, then what was found.
    private func finding(_ detail: String, in file: SourceFile, at token: Int, through last: Int? = nil, symbol: String? = nil) -> Finding {
        Finding(ruleID: rule.id, severity: rule.severity, message: rule.message.map { brief($0, limit: 100) + ": " + detail } ?? detail,
                path: file.path, start: file.location(of: token), end: file.endLocation(of: last ?? token), symbol: symbol)
    }
}
