import Foundation
import SlimVCKit
import Testing

/// The sample app's architecture, checked as a team checks its own. The app keeps a few
/// violations on purpose (it is SlimVC's showcase of fat screens); each such test pins them,
/// so that a new one fails the test as it would fail a team's.
@Suite struct SampleAppArchitectureTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SampleApp").path

    static let project = Result { try Project(at: app) }

    @Test func modelsImportFoundationAlone() throws {
        let offenders = try Self.project.get().types.inFiles("Models/**").filter { $0.imports != ["Foundation"] }
        #expect(offenders.isEmpty, "\(offenders.map(\.location))")
    }

    @Test func cellsAreFinal() throws {
        let cells = try Self.project.get().types.withRole(.cell).ofKind(.class)
        #expect(cells.count == 4)
        let open = cells.filter { !$0.isFinal }
        #expect(open.isEmpty, "\(open.map(\.location))")
    }

    @Test func viewModelsDoNotKnowTheirScreens() throws {
        let offenders = try Self.project.get().types.named("*ViewModel").filter { type in
            type.references.contains { $0.hasSuffix("ViewController") }
        }
        // LoginViewModel keeps a weak reference to its controller on purpose.
        #expect(offenders.map(\.location) == ["Screens/Registration/LoginViewModel.swift:4"])
    }

    @Test func dataControllersStayOffUIKit() throws {
        let offenders = try Self.project.get().types.withRole(.dataController).ofKind(.class, .struct).filter { $0.imports.contains("UIKit") }
        // LoginDataController shares its screen's file; SettingsDataController imports UIKit itself.
        #expect(offenders.map(\.name) == ["LoginDataController", "SettingsDataController"])
    }

    @Test func everyScreenHasItsDataController() throws {
        let project = try Self.project.get()
        let screens = project.types.withRole(.viewController).ofKind(.class).filter { $0.name.hasSuffix("ViewController") }
        let missing = screens.filter { screen in
            let stem = screen.name.dropLast("ViewController".count)
            return !screen.name.hasPrefix("Base") && project.type(named: stem + "DataController") == nil
        }
        // The fattest screen of the showcase keeps its state itself.
        #expect(missing.map(\.name) == ["ArticlesViewController"])
    }
}
