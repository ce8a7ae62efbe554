// Contextual keywords used as names, and keyword-ish declarations.
let actor = 1
var get = 2, set = 3
let async = 4, open = 5, any = 6, some = 7, macro = 8

enum Kind {
    case `class`, `struct`, protocolLike
    case open, `init`
}

func set(_ value: Int) {}
func foo(class: Int, func: String, deinit: Bool = false) -> Int { `class` }
func get(for: Kind) -> Int {
    switch `for` {
    case .class, .`init`: return 1
    case .struct, .protocolLike: return 2
    case .open: return open
    }
}

class Base {
    class func make() -> Base { Base() }
    class var shared: Base { Base() }
    final class var name: String { "class" }
    static var willSet = 0
    required init() {}
    convenience init(x: Int) { self.init() }
}

protocol Legacy: class {
    func legacy()
}

actor Counter {
    var value = 0
    func increment() { value += 1 }
    nonisolated func peek() -> String { "actor" }
}

final class Derived: Base {
    required init() { super.init() }
    func use() -> Int {
        let b = Base.init(), c = Self.init(), f = Base.make
        _ = (b, c, f, Kind.self, Kind.`init`)
        return foo(class: actor, func: "func", deinit: true) + get(for: .class)
    }
}

struct Mutating {
    var mutating = 0
    var didSet = 1
    mutating func get() -> Int { mutating + didSet + self.get.hashValue }
    var get: Int { mutating + set }
    func any() -> some Equatable { some }
}

distributed actor Greeter {
    distributed func greet(name: String) -> String { "hi \(name)" }
}

// Contextual keywords naming types (from swift-protobuf's naming tests).
enum any: Int { case one }
struct get {
    nonisolated enum mutating<T> where T: Equatable {}
}
class Layer: NSObject {
    class override var layerClass: AnyClass { Layer.self }
    class final func make() -> Layer { Layer() }
}
