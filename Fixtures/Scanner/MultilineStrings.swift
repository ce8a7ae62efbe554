// Multi-line string literals: indentation, blank lines, continuation, braces.
struct Templates {
    let header = """
        class Fake {
            func notReal() {
        """

    func body(name: String) -> String {
        let text = """
            Hello, \(name)!

            }}} closing braces { and
            a "quoted" word and \"\"\" escaped delimiters
            // not a comment, /* nor this

            """
        return text
    }

    func indentedBlankLine() -> String {
        return """
            first
            
            """
    }

    var continued: String {
        """
        one long \
        line with continuation \
        }
        """
    }

    func spanning(items: [String]) -> String {
        """
        Items: \(items
            .map { "<\($0)>" }
            .joined(separator: ", "))
        End { of items
        """
    }

    func nestedMultiline() -> String {
        """
        x\("""
            inner { \"""
            """)y
        """
    }
}

extension Templates {
    static let footer = """
    } // not code
    """
}
