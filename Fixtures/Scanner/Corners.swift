// Corner cases found by comparing with SwiftSyntax on real apps.
@propertyWrapper
struct Box<Value> {
    var wrappedValue: Value
}

enum Shape {
    case circle, square(Int)
}

struct Corners {
    let cost$ = 1
    var _$storage = 0

    func _$helper() -> Int { cost$ }

    @Box<Int>
    var boxed = 1

    #if compiler(>=5.9)
    @MainActor
    #else
    @available(*, deprecated)
    #endif
    func guarded() {}

    func read() {}
    func modify() {}

    var kind: Int {
        switch Shape.circle {
        case .circle,
             let .square(_):
            return 1
        }
    }

    let quote = #"""#
    let quotes = ##"""a"##

    func configure(deinit: Bool) -> Bool { configure(deinit: !`deinit`) }
    func last() {}
}

@attached(member, names: named(init(_:)), named(subscript(_:)), named(deinit))
public macro Wrapped() = #externalMacro(module: "Macros", type: "WrappedMacro")
