import Foundation
@testable import SlimVCKit

/// Short text renderings of scanner output, so tests compare structures as text.
enum Rendering {
    /// `kind:text` per token, space-separated; string pieces and regexes keep their text.
    static func tokens(_ source: String) -> String {
        let file = SourceFile(path: "t.swift", text: source)
        return file.tokens.indices.map { "\(file.tokens[$0].kind):\(file.text(of: $0))" }.joined(separator: " ")
    }

    /// One line per type and function: kind, name, lines `start-end`, body `lines/code`.
    static func structure(_ source: String) -> String {
        let file = SourceFile(path: "t.swift", text: source)
        let types = file.structure.types.map { type -> String in
            let lines = file.measure(type.span)
            let parent = type.parent.map { " in \(file.structure.types[$0].name)" } ?? ""
            let inherits = type.inherits.isEmpty ? "" : ": " + type.inherits.joined(separator: ", ")
            let local = type.isLocal ? " local" : ""
            return "\(type.kind.rawValue) \(type.name)\(inherits)\(parent)\(local) \(lines.start)-\(lines.end) \(lines.body)/\(lines.bodyCode)"
        }
        let functions = file.structure.functions.map { function -> String in
            let lines = file.measure(function.span)
            let accessor = function.accessorKind.map { " \($0)" } ?? ""
            let container = function.container.map { " in \(file.structure.types[$0].name)" } ?? ""
            let local = function.isLocal ? " local" : ""
            let body = function.hasBody ? "\(lines.body)/\(lines.bodyCode)" : "no body"
            return "\(function.kind.rawValue) \(function.name)\(accessor)\(container)\(local) \(lines.start)-\(lines.end) \(body)"
        }
        return (types + functions).joined(separator: "\n")
    }

    /// One line per non-local property: name, let/var, modifiers, attributes, type, flags.
    static func properties(_ source: String) -> String {
        let file = SourceFile(path: "t.swift", text: source)
        return file.structure.properties.map { property in
            var parts = [property.isVariable ? "var" : "let", property.name]
            parts += property.modifiers + property.attributes
            if let type = property.typeText { parts.append(": " + type) }
            if property.hasInitializer { parts.append("= …") }
            if !property.accessorKinds.isEmpty { parts.append("{ " + property.accessorKinds.joined(separator: " ") + " }") }
            return parts.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

/// The package root, found from this file's path, for fixtures.
enum PackageRoot {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}
