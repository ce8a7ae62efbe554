import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changes them or any other Swift file
/// of the package (SlimVC reads the whole project for its index: a DataController or a
/// base class in another target changes a screen's findings), or the team's rules.json.
/// Findings show as compiler-style warnings and errors in Xcode and `swift build`, and an
/// error finding fails the build. The declared output is a comment-only Swift file (any
/// other file type would be bundled as a resource).
@main
struct SlimVCBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        let project = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return try Self.commands(tool: context.tool(named: "slimvc").url, files: files,
                                 inputs: project + Self.configuration(above: context.package.directoryURL),
                                 name: target.name, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// Lints `files`; `inputs` are every file whose change may change the findings.
    static func commands(tool: URL, files: [URL], inputs: [URL], name: String, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let report = workDirectory.appendingPathComponent("SlimVC-\(name).swift")
        return [.buildCommand(
            displayName: "SlimVC: linting \(name)", executable: tool,
            arguments: ["lint", "--format", "text", "--format", "swift-comment:\(report.path)"] + files.map(\.path),
            inputFiles: Array(Set(files + inputs)).sorted { $0.path < $1.path }, outputFiles: [report])]
    }

    /// The rules.json SlimVC finds for the project: in its folder or the nearest one
    /// above, up to the repository's root (the folder holding `.git`).
    static func configuration(above folder: URL) -> [URL] {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent("rules.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return [candidate] }
            let parent = current.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) || parent.path == current.path {
                return []
            }
            current = parent
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SlimVCBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let swift = { (each: XcodeTarget) in each.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url) }
        return try Self.commands(tool: context.tool(named: "slimvc").url, files: swift(target),
                                 inputs: context.xcodeProject.targets.flatMap(swift)
                                     + Self.configuration(above: context.xcodeProject.directoryURL),
                                 name: target.displayName, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
