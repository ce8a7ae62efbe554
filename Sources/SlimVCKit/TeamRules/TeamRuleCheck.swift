/// Runs one team rule on a file: selects its declarations (or the file) and reports each
/// assertion that does not hold, at the offending import, reference or name. An object, so
/// that the rule's parts are read where they are kept: it is asked of every file.
final class TeamRuleCheck: Sendable {
    let rule: TeamRule
    private let selector: DeclarationSelector
    /// The assertions by what they read: imports, type names written, the declaration.
    private let modules: [NamePattern]
    private let referenced: [NamePattern]
    private let declarationAssertions: [TeamAssertion]

    init(rule: TeamRule) {
        self.rule = rule
        selector = rule.selector
        var (modules, referenced, declarationAssertions) = ([NamePattern](), [NamePattern](), [TeamAssertion]())
        for assertion in rule.assertions {
            switch assertion {
            case .mustNotImport(let globs): modules += globs.map(NamePattern.init)
            case .mustNotReference(let patterns): referenced += patterns
            default: declarationAssertions.append(assertion)
            }
        }
        (self.modules, self.referenced, self.declarationAssertions) = (modules, referenced, declarationAssertions)
    }

    /// Whether it asks of files rather than declarations.
    var selectsFiles: Bool { selector.selectsFiles }

    /// Its findings in a file whose declarations `candidates` gathered (nil for a rule that
    /// selects files).
    func check(_ file: SourceFile, candidates: DeclarationCandidates?, in project: ProjectIndex) -> [Finding] {
        guard let candidates, !selector.selectsFiles else { return imports(in: file) }
        let selected = selector.declarations(in: candidates, file, project: project)
        guard !selected.isEmpty else { return [] }
        var findings = modules.isEmpty ? [] : imports(in: file)
        if !referenced.isEmpty {
            var reported: Set<Int> = []
            for declaration in selected { findings += references(in: declaration, candidates, file, reported: &reported) }
        }
        for assertion in declarationAssertions {
            for declaration in selected {
                guard let detail = violation(of: assertion, by: declaration, candidates, file, project) else { continue }
                findings.append(finding(detail, in: file, at: declaration.span.name, symbol: declaration.symbol(in: file)))
            }
        }
        return findings
    }

    /// Each `import` of a module that a pattern matches (by its first component: `UIKit` of
    /// `UIKit.UIView`).
    private func imports(in file: SourceFile) -> [Finding] {
        var findings: [Finding] = []
        for declaration in file.structure.imports {
            var module = declaration.module
            let matches = module.withUTF8 { bytes in
                let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex)])
                return modules.contains { $0.matches(utf8: name) ?? $0.glob.matches(String(decoding: name, as: UTF8.self)) }
            }
            guard matches else { continue }
            let name = String(module.prefix { $0 != "." })
            findings.append(finding("imports '\(brief(name))'", in: file, at: declaration.token, through: nameToken(after: declaration.token, in: file)))
        }
        return findings
    }

    /// The last token of an import's module path (`import struct Foundation.Date`): names
    /// and dots on the import's line.
    private func nameToken(after token: Int, in file: SourceFile) -> Int {
        var last = token
        for index in token + 1..<file.tokens.count {
            let kind = file.tokens[index].kind
            guard kind == .identifier || kind == .dot,
                  !file.bytes[Int(file.tokens[last].end)..<Int(file.tokens[index].start)].contains(UInt8(ascii: "\n")) else { break }
            last = index
        }
        return last
    }

    /// Each type name the declaration writes that a pattern matches, once a line, its own
    /// name aside; `reported` keeps a token reported once when nested declarations share it.
    private func references(in declaration: SelectedDeclaration, _ candidates: DeclarationCandidates, _ file: SourceFile,
                            reported: inout Set<Int>) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = []
        let ownName = declaration.name(in: candidates, file)
        let own = Array(ownName.utf8)
        file.bytes.withUnsafeBufferPointer { bytes in
            for token in TypeReferences(file: file).tokens(in: declaration.span.first...declaration.span.last) {
                let name = UnsafeBufferPointer(rebasing: bytes[Int(file.tokens[token].start)..<Int(file.tokens[token].end)])
                guard referenced.contains(where: { $0.matches(utf8: name) ?? $0.glob.matches(String(decoding: name, as: UTF8.self)) }),
                      !name.elementsEqual(own), reported.insert(token).inserted else { continue }
                let text = String(decoding: name, as: UTF8.self)
                guard seen.insert("\(file.startLine(of: token)) \(text)").inserted else { continue }
                findings.append(finding("'\(brief(ownName))' references '\(brief(text))'", in: file, at: token, symbol: declaration.symbol(in: file)))
            }
        }
        return findings
    }

    /// What an assertion about the declaration itself finds wrong, or nil when it holds.
    private func violation(of assertion: TeamAssertion, by declaration: SelectedDeclaration, _ candidates: DeclarationCandidates,
                           _ file: SourceFile, _ project: ProjectIndex) -> String? {
        // What fails, named for a failing declaration alone: most pass.
        let failure: String
        switch assertion {
        case .mustInheritFrom(let base):
            if let type = candidates.subject(of: declaration), TypeRelations(project: project).inherits(type, fromAnyOf: CollectionOfOne(base)) { return nil }
            failure = "does not inherit from '\(brief(base))'"
        case .mustConformTo(let proto):
            if let type = candidates.subject(of: declaration), TypeRelations(project: project).conforms(type, toAnyOf: CollectionOfOne(proto)) { return nil }
            failure = "does not conform to '\(brief(proto))'"
        case .nameMustMatch(let pattern):
            if pattern.matches(pattern.isQualified ? declaration.symbol(in: file) : declaration.name(in: candidates, file)) { return nil }
            failure = "does not match '\(brief(pattern.glob.pattern))'"
        case .mustBeFinal:
            if declaration.isFinal { return nil }
            failure = "is not final"
        case .maxCodeLines(let limit):
            if declaration.codeLines <= limit { return nil }
            failure = "spans \(declaration.codeLines) code lines (limit \(limit))"
        case .mustNotImport, .mustNotReference:
            return nil
        }
        return "'\(brief(declaration.name(in: candidates, file)))' " + failure
    }

    /// A finding of the rule: the team's sentence, then what was found.
    private func finding(_ detail: String, in file: SourceFile, at token: Int, through last: Int? = nil, symbol: String? = nil) -> Finding {
        Finding(ruleID: rule.id, severity: rule.severity, message: rule.message.map { brief($0, limit: 100) + ": " + detail } ?? detail,
                path: file.path, start: file.location(of: token), end: file.endLocation(of: last ?? token), symbol: symbol)
    }
}
