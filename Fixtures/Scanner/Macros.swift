// Macros: declarations, attached macros, #Preview, #sourceLocation.
import SwiftUI

@freestanding(expression)
macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")

@attached(member, names: named(init), named(deinit), arbitrary)
macro MemberInit() = #externalMacro(module: "M", type: "MemberInitMacro")

@freestanding(declaration, names: named(Generated))
macro declareType() = #externalMacro(module: "M", type: "DeclMacro")

@MemberInit
struct Person {
    var name: String
    func greet() -> String { #stringify("class { \(name)").1 }
}

#declareType()

enum Container {
    #declareType
    static func make() -> Int { 1 }
}

#sourceLocation(file: "a", line: 1)
struct Relocated {
    var x: Int { 1 }
}
#sourceLocation()

#Preview {
    let p = Person(name: "x")
    return Text("preview { func \(p.name)")
}

#Preview("Named", traits: .sizeThatFitsLayout) {
    struct Inline: View {
        var body: some View { Text("init") }
    }
    return Inline()
}

@Observable
final class Store {
    var items: [String] = []
    @ObservationIgnored var cache = [String: Int]()
}
