import Foundation

extension CommandLineTool {
    /// `--config FILE`, else the nearest `rules.json`, else the built-in defaults; nil
    /// (after printing every problem) when the file is broken.
    /// `--config`, else the nearest `rules.json` at or above `folder` (the first linted
    /// path's; the current folder by default), else the built-in defaults.
    func loadConfiguration(_ parsed: ParsedArguments, from folder: String? = nil) -> Configuration? {
        let current = FileManager.default.currentDirectoryPath
        guard let file = parsed.value("--config") ?? ConfigurationFinder.find(from: folder ?? current) else {
            if parsed.has("--verbose") { errors("Using the built-in configuration: no rules.json in \(folder ?? current) or above.\n") }
            // From the linted path's folder, so that a rules.json beneath it is found as nested.
            return Configuration.defaults(folder: PathScope.absolute(folder ?? current, from: current))
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

    /// The `rules.json` files in subfolders of the configuration's folder above the files,
    /// laid over it (`--config` takes the place of the project root's file alone); false
    /// after saying why when one has a problem.
    func layNestedConfigurations(_ parsed: ParsedArguments, over configuration: inout Configuration, files: [String]) -> Bool {
        let nested = ConfigurationFinder.nested(below: configuration.folder, for: files)
        do {
            try ConfigurationLoader.layNested(nested, over: &configuration)
        } catch {
            for problem in error.problems { errors(problem.description + "\n") }
            return false
        }
        if parsed.has("--verbose") { for file in nested { errors("Also using the configuration \(file) for the files beneath it.\n") } }
        return true
    }
}
