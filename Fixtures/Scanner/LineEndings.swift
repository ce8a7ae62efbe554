// Every line in this file ends with CRLF.
import Foundation

final class Windows {
    var title = "crlf"

    var upper: String {
        title.uppercased()
    }

    func paint() {
        let text = """
            multi-line
            with CRLF { inside
            """
        print(text)
    }
}

struct Point {
    var x = 0
    var y = 0 {
        didSet {
            print("y")
        }
    }
}

extension Point {
    func moved() -> Point {
        // comment only line
        Point(x: x + 1, y: y)
    }
}
