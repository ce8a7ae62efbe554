// Unicode, backticked and raw identifiers, and dollar names.
import Foundation

let café = 1, café = 2
let 名前 = "name"
func 🐶() -> String { "woof" }
struct `My Type { }` { func `init`() {} }

struct Größe {
    var breite: Double
    var höhe: Double

    var fläche: Double {
        breite * höhe
    }

    func `default`() -> Größe {
        Größe(breite: 1, höhe: 1)
    }
}

enum `Type` {
    case `class`, `struct`
    case plain
}

final class `Wrapper`<Wert> {
    var `class`: Int = 0
    var `func`: String { "func x() {" }

    func `some name`(_ `in`: Int) -> Int {
        `in` + `class`
    }

    func `another raw { name }`() {}
    func `parses "quoted" // and /* names`() {}

    init() {}
}

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
    var projectedValue: Clamped { self }
}

struct Räumlich {
    @Clamped var level: Int

    func describe() -> String {
        let items = [1, 2, 3].map { $0 * 2 }.filter { $0 > `café` }
        return "\($level.wrappedValue) \(items)"
    }
}

extension Größe: CustomStringConvertible {
    var description: String { "\(breite)×\(höhe)" }
}
