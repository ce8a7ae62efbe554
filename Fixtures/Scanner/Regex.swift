// Regex literals versus division.
import Foundation

struct Patterns {
    let simple = /ab+c/
    let slashEscaped = /[a-z]+\/x/
    let braces = /\{[^}]*\}/
    let quotes = /"class" \/\/ "}"/
    let extended = #/class\s+(\w+)\s*\{/#
    let withSlash = #/a/b/#

    var multiLine: Regex<Substring> {
        #/
          func \s+ \w+   # a comment with { brace
          \( \)
        /#
    }

    func divide(total: Int, count: Int) -> Int {
        let half = total / 2 / count
        let a = total, b = count
        let ratio = a/b
        let packed = total/count/2
        let mixed = (a + b) / (a - b) / 1
        let arr = [a, b]
        let indexed = arr[0]/arr[1]/2
        let called = { 4 }()/2 // a comment / with { slashes
        return half + ratio + mixed + packed + indexed + called
    }

    func matches(_ s: String) -> Bool {
        s.contains(/\d+/) && s.firstMatch(of: /x{2,3}/) != nil
    }

    func pattern() -> Regex<Substring> {
        return /[{}]+/
    }
}

extension Patterns {
    func scale(_ x: Double, _ y: Double) -> Double {
        x / y / 2.0
    }

    static let divider = 10 / 5
    static let all = [/a/, /}/, /b/, /#/, /[(]/, /"/]
    static let commented = #/
      [{] # brace } in a regex comment
      "   # lone quote in a regex comment
    /#
}
