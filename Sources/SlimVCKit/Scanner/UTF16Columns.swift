/// Columns counted in UTF-16 code units, as editors and SARIF viewers count them.
struct UTF16Columns {
    let file: SourceFile

    /// The locations with their columns also counted in UTF-16 code units. Each line is
    /// counted once, from its start up to the last column asked for on it: a minified file's
    /// one long line with thousands of findings is not counted again for each of them.
    func adding(to locations: [Location]) -> [Location] {
        var result = locations
        let order = locations.indices.sorted { locations[$0] < locations[$1] }
        var line = 0
        var counted = 0
        var units = 0
        for index in order {
            let location = locations[index]
            guard location.line >= 1, location.line <= file.lines.lineStarts.count else { continue }
            let start = Int(file.lines.lineStarts[location.line - 1])
            if location.line != line { (line, counted, units) = (location.line, start, 0) }
            let end = min(file.bytes.count, start + location.column - 1)
            while counted < end {
                let byte = file.bytes[counted]
                if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                counted += 1
            }
            result[index].utf16Column = units + 1
        }
        return result
    }

    /// The related locations' columns in UTF-16 code units too, for the findings that have some.
    func addRelated(to findings: inout [Finding]) {
        for index in findings.indices where !findings[index].related.isEmpty {
            let related = findings[index].related
            let columns = adding(to: related.map(\.start) + related.map(\.end))
            for position in related.indices {
                findings[index].related[position].start = columns[position]
                findings[index].related[position].end = columns[related.count + position]
            }
        }
    }
}
