import Foundation

/// Reads a project's files for `Project`: each file scanned once on all threads for its
/// declarations and the index's facts, then the index built, which gives roles,
/// superclasses and conformances across files.
enum ProjectDigest {
    /// What one file gives before the index exists.
    private struct FileDigest: Sendable {
        var relative: String
        var imports: [String]
        var importsTests: Bool
        var types: [PartialType]
        var facts: [TypeFacts]
        var compositions: [CompositionAlias]
    }

    /// A type as its own file tells it; the index adds the rest.
    private struct PartialType: Sendable {
        var declaration: TypeDeclaration
        var qualifiedName: String
        var line: Int
        var properties: [ProjectType.Property]
        var functions: [ProjectType.Function]
        var references: Set<String>
        var codeLines: Int
    }

    static func read(_ paths: [String], scope: PathScope, configuration: Configuration) throws(ProjectError)
        -> (files: [ProjectFile], types: [ProjectType]) {
        let results = parallelMap(paths.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index -> Result<FileDigest?, FileReader.Failure> in
            do throws(FileReader.Failure) {
                let bytes = try FileReader.read(paths[index])
                if configuration.skipGeneratedFiles, GeneratedFile.isGenerated(bytes) { return .success(nil) }
                return .success(digest(SourceFile(path: paths[index], bytes: bytes), relative: scope.relative(paths[index])))
            } catch {
                return .failure(error)
            }
        }
        var digests: [FileDigest] = []
        for result in results {
            switch result {
            case .success(let digest): if let digest { digests.append(digest) }
            case .failure(let failure): throw ProjectError(path: failure.path, reason: failure.reason)
            }
        }
        let project = ProjectIndex(factsByFile: digests.map(\.facts), compositions: digests.flatMap(\.compositions),
                                   settings: configuration.roles, jobs: 1, inFileOrder: true)
        let testFolders = TestFolders(testFiles: digests.filter(\.importsTests).map(\.relative))
        let relations = TypeRelations(project: project)
        var files: [ProjectFile] = []
        var types: [ProjectType] = []
        for digest in digests {
            let isTestCode = digest.importsTests || testFolders.contains(digest.relative)
            files.append(ProjectFile(path: digest.relative, imports: digest.imports, isTestCode: isTestCode))
            types += digest.types.map { finished($0, file: digest, isTestCode: isTestCode, relations: relations) }
        }
        return (files, types)
    }

    private static func finished(_ type: PartialType, file: FileDigest, isTestCode: Bool, relations: TypeRelations) -> ProjectType {
        let declaration = type.declaration
        let subject = declaration.kind == .extension ? relations.resolvedName(type.qualifiedName) : type.qualifiedName
        return ProjectType(kind: declaration.kind, name: TypeName.lastComponent(TypeName.normalized(declaration.name)),
                           qualifiedName: type.qualifiedName, file: file.relative, line: type.line,
                           attributes: declaration.attributes, modifiers: declaration.modifiers, inheritance: declaration.inherits,
                           superclasses: relations.superclasses(of: subject), conformances: relations.conformances(of: subject),
                           roles: Role.roles(of: relations.roles(of: subject)), properties: type.properties, functions: type.functions,
                           imports: file.imports, references: type.references, codeLines: type.codeLines, isTestCode: isTestCode)
    }

    private static func digest(_ file: SourceFile, relative: String) -> FileDigest {
        let structure = file.structure
        let names = file.qualifiedTypeNames()
        let references = TypeReferences(file: file)
        let types = structure.types.indices.filter { !structure.types[$0].isLocal }.map { index -> PartialType in
            let type = structure.types[index]
            let own = TypeName.lastComponent(TypeName.normalized(type.name))
            let properties = structure.properties.filter { $0.container == index && !$0.isLocal }.map { property in
                ProjectType.Property(name: property.name, typeName: property.typeText, isConstant: !property.isVariable,
                                     isStatic: property.isStatic, isComputed: property.isComputed, attributes: property.attributes,
                                     line: file.startLine(of: property.span.name))
            }
            let functions = structure.functions.indices.filter { structure.functions[$0].container == index && structure.functions[$0].kind == .func }
                .map { ProjectType.Function(name: structure.functions[$0].name, line: file.startLine(of: structure.functions[$0].span.name),
                                            codeLines: Int(file.functionBodies[$0].code)) }
            let written = Set(references.tokens(in: type.span.first...type.span.last).map { file.text(of: $0) }).subtracting([own])
            return PartialType(declaration: type, qualifiedName: names[index], line: file.startLine(of: type.span.name), properties: properties,
                               functions: functions, references: written, codeLines: Int(file.typeBodies[index].code))
        }
        return FileDigest(relative: relative, imports: structure.imports.map(\.module), importsTests: file.importsTestCode, types: types,
                          facts: TypeFacts.all(in: file), compositions: CompositionAlias.all(in: file))
    }
}
