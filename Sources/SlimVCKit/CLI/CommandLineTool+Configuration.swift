import Foundation

extension CommandLineTool {
    /// `--config FILE`, else the nearest `rules.json`, else the built-in defaults; nil
    /// (after printing every problem) when the file is broken.
    func loadConfiguration(_ parsed: ParsedArguments) -> Configuration? {
        let current = FileManager.default.currentDirectoryPath
        guard let file = parsed.value("--config") ?? ConfigurationFinder.find(from: current) else {
            if parsed.has("--verbose") { errors("Using the built-in configuration: no rules.json in \(current) or above.\n") }
            return Configuration.defaults(folder: current)
        }
        do {
            let configuration = try ConfigurationLoader.load(file)
            if parsed.has("--verbose") { errors("Using the configuration \(file).\n") }
            return configuration
        } catch {
            for problem in error.problems { errors(problem.description + "\n") }
            return nil
        }
    }
}
