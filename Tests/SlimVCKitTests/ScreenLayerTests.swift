import Testing
@testable import SlimVCKit

/// The screen layer that `method_length` and `class_length` measure by default: types by
/// their roles, SwiftUI views by conformance, and what is nested in them (issue 50, item 5).
@Suite struct ScreenLayerTests {
    static func layer(_ sources: [String: String]) -> ScreenLayer {
        ScreenLayer(project: ProjectIndex(facts: sources.keys.sorted().flatMap { TypeFacts.all(in: SourceFile(path: $0, text: sources[$0]!)) }))
    }

    @Test func screensViewsCellsAndTheirStateHoldersAreOnIt() {
        let layer = Self.layer([
            "Feed.swift": """
                class BaseViewController: UIViewController {}
                final class FeedViewController: BaseViewController {
                    enum Section { case top }
                }
                final class FeedCell: UICollectionViewCell {}
                final class BadgeView: NSView {}
                struct FeedRow {}
                extension FeedRow: View {}
                final class FeedDataController {}
                final class FeedViewModel {}
                final class FeedPresenter {}
                final class FeedInteractor {}
                """,
            "Utilities.swift": "final class PingUtility {}\nstruct FeedStore {}\nenum JSONCoding {}\n",
        ])
        let screens = ["FeedViewController", "FeedViewController.Section", "FeedCell", "BadgeView", "FeedRow", "FeedDataController",
                       "FeedViewModel", "FeedPresenter", "FeedInteractor", "UIViewController", "View"]
        #expect(screens.filter { !layer.contains($0) } == [])
        #expect(["PingUtility", "FeedStore", "JSONCoding", "Foundation.URL"].filter(layer.contains) == [])
    }

    /// A project's own `View` type is not SwiftUI's.
    @Test func aProjectsOwnViewIsNotSwiftUIs() {
        let layer = Self.layer(["View.swift": "protocol View {}\nstruct Graph: View {}\n"])
        #expect(!layer.contains("Graph"))
    }
}
