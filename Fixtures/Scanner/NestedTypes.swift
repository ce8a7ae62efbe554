// Nested types and local types (in functions, closures, accessors, inits).
struct Foo {
    struct Bar {
        indirect enum Baz: Int {
            case one = 1
            func next() -> Baz? { Baz(rawValue: rawValue + 1) }

            enum Deeper { case x }
        }
        class Deep<T> where T: Equatable {
            actor Deepest {}
        }
    }

    init() {
        struct InInit { var flag = true }
        _ = InInit()
    }
}

extension Foo.Bar {
    func describe() -> String {
        struct Local {
            let name: String
            func text() -> String { name }
            struct LocalNested {}
        }
        return Local(name: "bar").text()
    }

    var computed: Int {
        enum InGetter { case a, b }
        return InGetter.b.hashValue
    }
}

final class Unsafe: @unchecked Sendable {
    var mutable = 0
}

struct Unique: ~Copyable {
    let handle: Int
    deinit { print(handle) }
}

let made: [Int] = {
    enum InClosure { case a }
    class AlsoInClosure {}
    _ = (InClosure.a, AlsoInClosure())
    return [1]
}()

func factory() -> Any {
    final class Made {
        var computed: Int { 1 }
        func run() { items.forEach { _ in struct InNestedClosure {} } }
        var items: [Int] { [] }
    }
    return Made()
}
