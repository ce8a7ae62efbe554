// Comments everywhere: line, doc, block, nested block.
import Foundation

/// A documented type.
/// - Note: `class Fake {` in a doc comment.
/**
 Block doc comment with { braces } and "quotes"
 func notAFunction() {
 */
final class Commented /* between name and body { */ {
    // var notAProperty = 1 }
    /* nested /* block */ still comment } */
    var value = 0 // /* this does not open a block comment

    /* a */ func /* b */ tricky /* c */ (/* d */) /* e */ -> Int /* f */ {
        // only a comment line
        /* only a block comment line */

        /*
         multi-line
         block comment { inside body
         */
        return value // trailing comment with }
    }

    /// Computes something.
    @discardableResult
    /* between attribute and func */ func
    /* multi-line comment
       between keyword and name */ documented() -> Int {
        let s = "// not a comment"
        let t = "/* not a comment */"
        /*/ still a comment, not closed by the slash star slash } */
        /* /* */ */
        return s.count + t.count /***/
    }
}

/* struct Hidden { } */
// enum AlsoHidden { }

struct After {
    var x: Int { /* inline */ 1 }
    /** star-star close **/
    func f() {
        // }
    }
}

extension /* comment */ After /* comment */ : CustomStringConvertible {
    var description: String {
        "After" /* } */
    }
}
/* final /* nested */ trailing comment */
