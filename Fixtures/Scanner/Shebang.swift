#!/usr/bin/env swift
// Script with a shebang line, top-level code and declarations.
import Foundation

let args = CommandLine.arguments
print("running { class")

struct Options {
    var verbose = false

    init(arguments: [String]) {
        verbose = arguments.contains("-v")
    }
}

func main() {
    let options = Options(arguments: args)
    if options.verbose {
        print("verbose")
    }
}

extension Options {
    var summary: String { verbose ? "v" : "-" }
}

main()
