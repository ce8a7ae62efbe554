// String literals with escapes, braces, keywords and nested interpolation.
struct Messages {
    let quoteBrace = "\"{"
    let backslash = "\\"
    let emoji = "\u{1F600}"
    let lonely = "}"
    let code = "class A {"
    let more = "func f() { var x = 1 } // not a comment /* nor this"
    let single = "'"
    let commentInside = "\(1 /* ) " } */)"
    let escapedBrace = "\u{7B}\u{7D}"
    let notInterpolation = "\\(", yesInterpolation = "\\\(1)\\"

    func render(items: [Int]) -> String {
        let joined = "\(items.map { "\($0)" }.joined(separator: "}"))"
        let nested = "a\(String(describing: (1, (2, 3))))b"
        return joined + nested + "\("{" + "}")"
    }

    var title: String {
        "Title: \(quoteBrace.count) { \(backslash) }"
    }

    func deep(_ name: String) -> String {
        "\(name.isEmpty ? "\("empty {")" : "\(name.uppercased()) \"}\"")"
            + "\("\("\("three { deep")")")"
    }
}

enum Token: String {
    case open = "{"
    case close = "}"
    case keyword = "struct"

    var escaped: String { "\t\(rawValue)\n\0\r" }
}

extension Messages {
    func weird() -> [String] {
        ["\"", "\\\"", "\\", "{\\}", "\"class\""]
    }

    func closureInString() -> String {
        "\({ () -> String in let s = "}"; return s }())"
    }
}

// Labelled arguments in interpolations (from swift-log's tests).
struct Interpolated {
    let text = "\(1, radix: 2)" + #"\#(x, b: { 1 })"#
    func check() {
        let value: String = "\(42, attributes: { $0[A.self] = .a })"
    }
}
