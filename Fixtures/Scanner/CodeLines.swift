// Lines mixing code and comments, and tokens spanning lines (body line counting).
struct Counting {
    func mixed() -> Int {
        let x = 1 /* a block comment starts after code
        and continues { here
        and ends before code */ let y = 2
        /* a */ /* b */
        /* c */ ; /* d */

        // a comment after a blank line
        return x + y // trailing
        // last comment line before the brace
    }

    func interpolations() -> String {
        """
        a \(1 // a comment inside an interpolation
        )
        b \(
        2
        )
        """
    }

    func rawInterpolation(not: Int) -> String {
        #"""
        \#(1
        + 2)
        \(not)
        """#
    }

    func onlyComments() {
        // nothing
        /* at all */
    }

    func blankLines() {

        print("between blank lines")

    }

    var computed: Int {
        // comment first
        let z = 3 /*
        */
        return z
    }
}
