// The DataController of FeedViewController, in another target than the screen.
public final class FeedDataController {
    public init() {}
}
