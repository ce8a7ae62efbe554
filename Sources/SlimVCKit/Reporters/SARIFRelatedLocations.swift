/// A grouped finding's lines as SARIF `relatedLocations` (SARIF 2.1.0 §3.27.22): each
/// with an `id` (from 1, as results' messages would link them), the finding's file, the
/// line's region in UTF-16 columns and its quote as the message. GitHub code scanning
/// takes at most 1,000 locations of a kind in a result; a group past that keeps its first.
enum SARIFRelatedLocations {
    static let limit = 1_000

    /// Written into an open result object.
    static func write(_ finding: Finding, to out: inout JSONStream) {
        guard !finding.related.isEmpty else { return }
        let uri = URIPath.encode(finding.file)
        out.beginArray("relatedLocations")
        for (position, related) in finding.related.prefix(limit).enumerated() {
            out.beginObject()
            out.integer("id", position + 1)
            writePhysicalLocation(uri, related.start, related.end, to: &out)
            out.beginObject("message")
            out.string("text", related.message)
            out.end()
            out.end()
        }
        out.end()
    }

    /// The same as a tree, for `SARIFReporter.result`.
    static func node(_ finding: Finding) -> [(String, JSONNode)] {
        guard !finding.related.isEmpty else { return [] }
        return [("relatedLocations", JSONNode(.array(finding.related.prefix(limit).enumerated().map { position, related in
            .object([
                ("id", JSONNode(.integer(position + 1))),
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", JSONNode(.string(URIPath.encode(finding.file)))),
                                                  ("uriBaseId", JSONNode(.string("%SRCROOT%")))])),
                    ("region", .object(region(related.start, related.end).map { ($0.0, JSONNode(.integer($0.1))) })),
                ])),
                ("message", .object([("text", JSONNode(.string(related.message)))])),
            ])
        })))]
    }

    /// `physicalLocation`: the file under `%SRCROOT%` and the region, for a result's
    /// location and each related one.
    static func writePhysicalLocation(_ uri: String, _ start: Location, _ end: Location, to out: inout JSONStream) {
        out.beginObject("physicalLocation")
        out.beginObject("artifactLocation")
        out.string("uri", uri)
        out.string("uriBaseId", "%SRCROOT%")
        out.end()
        out.beginObject("region")
        out.integer("startLine", start.line)
        out.integer("startColumn", start.utf16Column)
        if end > start {
            out.integer("endLine", end.line)
            out.integer("endColumn", end.utf16Column)
        }
        out.end()
        out.end()
    }

    /// A region in UTF-16 columns: start, and end when it is past the start.
    private static func region(_ start: Location, _ end: Location) -> [(String, Int)] {
        var region = [("startLine", start.line), ("startColumn", start.utf16Column)]
        if end > start { region += [("endLine", end.line), ("endColumn", end.utf16Column)] }
        return region
    }
}
