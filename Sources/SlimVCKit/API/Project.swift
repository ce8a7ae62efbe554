import Foundation

/// A Swift project read for questions about its structure, for architecture rules written
/// as tests (as Harmonize's or ArchUnit's users write them):
///
/// ```swift
/// let project = try Project(at: "../App")
/// let offenders = project.types.named("*ViewModel").filter { $0.imports.contains("UIKit") }
/// #expect(offenders.isEmpty, "\(offenders.map(\.location))")
/// ```
///
/// It reads the files that `slimvc lint` would lint there (the folder's `rules.json`
/// chooses them, as its `roles` give the types' roles), with the same scanner and project
/// index. It is a value: read once, asked from any thread.
public struct Project: Sendable {
    /// The absolute folder that paths are relative to.
    public let folder: String
    /// Every file read, by path.
    public let files: [ProjectFile]
    /// Every type declaration, extensions included, in file and line order.
    public let types: [ProjectType]

    /// Reads the Swift files under a folder (relative to the current folder, or absolute).
    /// - Parameter configuration: The configuration that chooses the files and roles;
    ///   by default the folder's `rules.json`, else SlimVC's defaults.
    /// - Throws: `ProjectError` for a missing folder, a broken configuration or a file
    ///   that cannot be read.
    public init(at path: String, configuration: Configuration? = nil) throws(ProjectError) {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ProjectError(path: path, reason: "no such folder")
        }
        let configuration = if let configuration { configuration } else { try Self.configuration(in: folder) }
        let scope = PathScope(folder: folder)
        let paths: [String]
        do throws(SwiftFileFinder.MissingPath) {
            paths = try SwiftFileFinder.find([folder]).filter { configuration.includes(scope.relative($0)) }
        } catch {
            throw ProjectError(path: path, reason: "cannot be listed")
        }
        let digests = try ProjectDigest.read(paths, scope: scope, configuration: configuration)
        (self.folder, files, types) = (folder, digests.files, digests.types)
    }

    /// The type declared (not extended) with this qualified name, if any.
    public func type(named qualifiedName: String) -> ProjectType? {
        types.first { $0.qualifiedName == qualifiedName && $0.kind != .extension }
    }

    private static func configuration(in folder: String) throws(ProjectError) -> Configuration {
        let file = folder + "/rules.json"
        guard FileManager.default.fileExists(atPath: file) else { return .defaults(folder: folder) }
        do throws(ConfigurationError) {
            return try ConfigurationLoader.load(file)
        } catch {
            throw ProjectError(path: file, reason: error.problems.map(\.description).joined(separator: "; "))
        }
    }
}

/// Why a project could not be read: the path, and what is wrong with it.
public struct ProjectError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }
}
