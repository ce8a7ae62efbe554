// A screen whose DataController is in another target: SlimVC reads the whole package for
// its index, and the build plugin lints this target again when the other one changes.
#if canImport(UIKit)
import FeedData
import UIKit

final class FeedViewController: UIViewController {
    private let data = FeedDataController()
}
#endif
