// This file holds only comments and blank lines.

/// A doc comment for nothing.
/// class NotAType {

/*
 struct NotAStruct {
     func notAFunction() {}
 }
 /* nested */
 */

/** doc block */
// }
