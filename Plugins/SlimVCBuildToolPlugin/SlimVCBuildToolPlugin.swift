import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changes them; findings show as
/// compiler-style warnings and errors in Xcode and `swift build`, and an error finding
/// fails the build. The declared output is a comment-only Swift file (any other file
/// type would be bundled as a resource).
@main
struct SlimVCBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(tool: context.tool(named: "slimvc").url, inputs: inputs, name: target.name,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(tool: URL, inputs: [URL], name: String, workDirectory: URL) -> [Command] {
        guard !inputs.isEmpty else { return [] }
        let report = workDirectory.appendingPathComponent("SlimVC-\(name).swift")
        return [.buildCommand(
            displayName: "SlimVC: linting \(name)", executable: tool,
            arguments: ["lint", "--format", "text", "--format", "swift-comment:\(report.path)"] + inputs.map(\.path),
            inputFiles: inputs, outputFiles: [report])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SlimVCBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(tool: context.tool(named: "slimvc").url, inputs: inputs, name: target.displayName,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
