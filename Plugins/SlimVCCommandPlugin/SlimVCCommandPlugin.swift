import Foundation
import PackagePlugin

/// `swift package slimvc [subcommand] [arguments]`: runs the slimvc tool in the package's
/// folder; with no arguments, `slimvc lint` on the whole package.
@main
struct SlimVCCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "slimvc")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["lint", context.package.directoryURL.path] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.error("SlimVC found errors")
        default: Diagnostics.error("SlimVC could not run (exit code \(process.terminationStatus))")
        }
    }
}
