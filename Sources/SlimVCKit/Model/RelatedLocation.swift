/// Another place in the finding's file that belongs to it, with a short message (the
/// quoted line): each line of View work in a function that one finding reports.
public struct RelatedLocation: Sendable, Hashable {
    public var start: Location
    public var end: Location
    public var message: String

    public init(start: Location, end: Location, message: String) {
        self.start = start
        self.end = end
        self.message = message
    }
}
