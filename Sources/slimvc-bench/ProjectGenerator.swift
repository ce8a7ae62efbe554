import Foundation

/// A deterministic synthetic iOS project of realistic Swift: per feature a view
/// controller (fat or thin), its extension, a DataController, a model, a view, a cell with
/// its view model, and a screen view model; with comments, multi-line strings and the
/// patterns SlimVC's rules look for.
struct ProjectGenerator {
    var random: SplitMix64
    /// Whether the features are SwiftUI screens (`SwiftUITemplates`) rather than UIKit's.
    let isSwiftUI: Bool

    init(seed: UInt64, swiftUI: Bool = false) {
        random = SplitMix64(seed: seed)
        isSwiftUI = swiftUI
    }

    /// Writes files under `folder` until they hold at least `lines` lines; returns the count.
    mutating func write(lines target: Int, into folder: String) throws -> (files: Int, lines: Int) {
        var lines = 0
        var files = 0
        var feature = 0
        while lines < target {
            feature += 1
            let name = "Feature\(feature)"
            let group = folder + "/Modules/Group\(feature / 50)/\(name)"
            try FileManager.default.createDirectory(atPath: group, withIntermediateDirectories: true)
            for (file, text) in featureFiles(name) {
                try Data(text.utf8).write(to: URL(fileURLWithPath: group + "/" + file))
                lines += text.utf8.count { $0 == 0x0A }
                files += 1
            }
        }
        return (files, lines)
    }

    /// One feature's files. One controller in five is fat; the rest are clean, so that
    /// findings come at about the rate of real apps (the corpus: 6 to 49 per 1,000 lines).
    mutating func featureFiles(_ name: String) -> [(String, String)] {
        let isFat = random.next(below: 5) == 0
        let fields = 4 + random.next(below: 8)
        if isSwiftUI { return swiftUIFiles(name, fat: isFat, fields: fields) }
        return [
            ("\(name)ViewController.swift", ControllerTemplates.controller(name, fat: isFat, random: &random)),
            ("\(name)ViewController+Table.swift", ControllerTemplates.tableExtension(name, rows: isFat ? 12 : 3, fat: isFat)),
            ("\(name)DataController.swift", ModelTemplates.dataController(name, fields: fields, random: &random)),
            ("\(name)Item.swift", ModelTemplates.model(name, fields: fields)),
            ("\(name)View.swift", ViewTemplates.view(name, subviews: 3 + random.next(below: 6))),
            ("\(name)Cell.swift", ViewTemplates.cell(name)),
            ("\(name)ViewModel.swift", ViewTemplates.viewModel(name, outputs: 3 + random.next(below: 6))),
        ]
    }
}

extension ProjectGenerator {
    /// One SwiftUI feature's files: a screen (fat or thin) and its extension, its holder,
    /// its model, a row, a store, and the service of `ModelTemplates`; about as many lines as a UIKit feature's.
    mutating func swiftUIFiles(_ name: String, fat: Bool, fields: Int) -> [(String, String)] {
        [
            ("\(name)Screen.swift", SwiftUITemplates.screen(name, fat: fat, sections: 2 + random.next(below: 3))),
            ("\(name)Screen+Rows.swift", SwiftUITemplates.screenExtension(name, builders: 3 + random.next(below: 6))),
            ("\(name)Model.swift", SwiftUITemplates.model(name, fields: fields)),
            ("\(name)Item.swift", ModelTemplates.model(name, fields: fields)),
            ("\(name)Row.swift", SwiftUITemplates.row(name)),
            ("\(name)Store.swift", SwiftUITemplates.store(name)),
            ("\(name)DataController.swift", ModelTemplates.dataController(name, fields: fields, random: &random)),
        ]
    }
}

/// A small, fast, seedable random generator (the benchmark must be the same every run).
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
