/// A function's name as messages and symbols show it (rulebook, "Messages and symbols").
enum SignatureName {
    /// The most argument labels a symbol's signature keeps: the one to four labels of most
    /// methods stay whole, as do UIKit's and Foundation's delegate callbacks and a project's
    /// own (`urlSession(_:task:willPerformHTTPRedirection:newRequest:completionHandler:)`,
    /// `tableViewCell(_:statusView:mediaGridContainerView:mediaView:didSelectMediaViewAt:)`),
    /// whose labels tell overloads apart. Seven or more are mostly memberwise initializers
    /// and builders, named by their count.
    static let labelLimit = 6

    /// The longest signature a message quotes whole beside other names: past it, the labels
    /// would crowd the message past 200 characters.
    static let quotedLength = 80

    /// `init(…16 labels)` for a signature with more than `labelLimit` labels; others as they are.
    static func shortened(_ name: String) -> String {
        labelCount(name).map { $0 > labelLimit ? counted(name, $0) : name } ?? name
    }

    /// A signature as a message quotes it: shortened, and counted too when it is longer
    /// than `quotedLength` (`setupDiffableDataSource(…3 labels)`).
    static func shown(_ name: String) -> String {
        let short = shortened(name)
        guard short.count > quotedLength, let labels = labelCount(short) else { return short }
        return counted(short, labels)
    }

    /// A symbol as a message names it: whole up to `length` characters, else with every
    /// signature in it counted (`Feed.reload(…3 labels).layout(…1 label)`).
    static func fitted(_ symbol: String, to length: Int = 150) -> String {
        guard symbol.count > length else { return symbol }
        var out = ""
        var list: String?
        for character in symbol {
            if character == "(" { list = "" } else if character == ")", let labels = list {
                out += labels.isEmpty ? "()" : "(…\(labels.count) \(labels.count == 1 ? "label" : "labels"))"
                list = nil
            } else if list != nil {
                if character == ":" { list! += ":" }
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The labels of `name(a:b:)`, nil for a name without a parameter list.
    private static func labelCount(_ name: String) -> Int? {
        guard name.utf8.last == UInt8(ascii: ")"), let open = name.utf8.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        return name.utf8[open...].count { $0 == UInt8(ascii: ":") }
    }

    private static func counted(_ name: String, _ labels: Int) -> String {
        let open = name.utf8.firstIndex(of: UInt8(ascii: "(")) ?? name.endIndex
        return String(name[..<open]) + "(…\(labels) \(labels == 1 ? "label" : "labels"))"
    }
}
