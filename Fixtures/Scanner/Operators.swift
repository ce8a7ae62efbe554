// Operator declarations and operator-heavy code.
precedencegroup ComposePrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}
infix operator <~> : ComposePrecedence
prefix operator √
infix operator ∘
postfix operator %%

struct Vec: Equatable {
    var x: Double
    var y: Double

    static func <~> (lhs: Vec, rhs: Vec) -> Vec {
        Vec(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func ==(lhs: Vec, rhs: Vec) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    static func ==<T>(lhs: Vec, rhs: T) -> Bool { false }
    static prefix func √ (v: Vec) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
    static postfix func %% (v: Vec) -> Vec { Vec(x: v.x / 100, y: v.y / 100) }
    static func /(lhs: Vec, rhs: Double) -> Vec { Vec(x: lhs.x / rhs, y: lhs.y / rhs) }
    static func +=(lhs: inout Vec, rhs: Vec) { lhs = lhs <~> rhs }
    static func ~= (pattern: Vec, value: Vec) -> Bool { pattern == value }
    // An operator ending in `<`, then a generic clause: the clause's `<` alone opens it.
    static func << <R>(lhs: Vec, rhs: R) -> Vec { lhs }
    static func +< <R>(lhs: Vec, rhs: R) -> Vec { lhs }
    static func <<<R>(lhs: Vec, rhs: R) -> Vec { lhs }
    static func < <R>(lhs: Vec, rhs: R) -> Bool { false }
}

func nested() -> Array<Array<Int>> {
    let a: Array<Array<Int>>? = [[1 >> 1, 2 << 1]]
    let b: Dictionary<String, Array<Set<Int>>>? = nil
    var c: Array<Array<Int>>=[]
    c += a!
    return b?.isEmpty ?? true ? c : a!
}

func shifts(a: Int, count: Int) -> Int {
    let x = a >> 2
    let y = a>>2 | a<<1
    return x &+ y &* 2 &>> 1 + a/count/2
}

class Foo<Bar> {
    var bar: Foo<Bar>?
    var next: Foo<Foo<Bar>>? { nil }
    func chain() -> Bar? { bar?.bar!.chain() }
    func spread(_ items: Bar...) -> Int { items.count }
}

func compare<T: Comparable>(_ a: T, _ b: T) -> Bool {
    return a < b || a > b ? !(a == b) : a <= b && a >= b
}

func ∘ (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int { { f(g($0)) } }
let range = 1..<2
let closed = 1...3
let f: (Int) -> (Int) -> Int = { a in { b in a - b } }
