/// The `slimvc inspect` View: one JSON object per file with the declaration structure,
/// in the schema and with the definitions of the structure oracle (docs/oracle.md).
public enum InspectReport {
    public static func line(for file: SourceFile) -> String {
        let structure = file.structure
        return JSONText.object([
            "file": JSONText.string(file.path),
            "lines": String(file.lines.lineCount),
            "bytes": String(file.bytes.count),
            "types": JSONText.array(structure.types.map { type(file, $0, structure) }),
            "functions": JSONText.array(structure.functions.map { function(file, $0, structure) }),
            "imports": JSONText.array(structure.imports.map { JSONText.string($0.module) }),
        ])
    }

    private static func type(_ file: SourceFile, _ type: TypeDeclaration, _ structure: SourceStructure) -> String {
        let lines = file.measure(type.span)
        return JSONText.object([
            "kind": JSONText.string(type.kind.rawValue),
            "name": JSONText.string(type.name),
            "inherits": JSONText.array(type.inherits.map(JSONText.string)),
            "parent": JSONText.optional(type.parent.map { structure.types[$0].name }),
            "local": String(type.isLocal),
            "startLine": String(lines.start),
            "endLine": String(lines.end),
            "bodyLines": String(lines.body),
            "bodyCodeLines": String(lines.bodyCode),
        ])
    }

    private static func function(
        _ file: SourceFile, _ function: FunctionDeclaration, _ structure: SourceStructure
    ) -> String {
        let lines = file.measure(function.span)
        let container = function.container.map { structure.types[$0] }
        var fields: [(String, String)] = [
            ("kind", JSONText.string(function.kind.rawValue)),
            ("name", JSONText.string(function.name)),
            ("container", JSONText.optional(container?.name)),
            ("containerKind", JSONText.optional(container?.kind.rawValue)),
            ("local", String(function.isLocal)),
        ]
        if let accessorKind = function.accessorKind { fields.append(("accessorKind", JSONText.string(accessorKind))) }
        fields += [
            ("hasBody", String(function.hasBody)),
            ("startLine", String(lines.start)),
            ("endLine", String(lines.end)),
            ("bodyLines", String(lines.body)),
            ("bodyCodeLines", String(lines.bodyCode)),
        ]
        return "{" + fields.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
