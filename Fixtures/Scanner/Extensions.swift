// Extension shapes, generic where clauses and inheritance lists.
protocol Protocolish {}
struct Foo<A, B> { struct Bar {} }

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}

extension Array<Int> {
    func doubled() -> [Int] { map { $0 * 2 } }
}

extension [String: Int] {
    func keysSorted() -> [String] { keys.sorted() }
}

extension Int? {
    var orZero: Int { self ?? 0 }
}

extension Foo.Bar: CustomStringConvertible {
    var description: String { "Bar" }
}

extension Foo where A: Equatable,
                    B == String {
    func same(_ other: A, _ x: A) -> Bool { other == x }
}

extension Swift.Optional: Protocolish where Wrapped: Protocolish {}

class Container<Element, Key: Hashable>: Sequence, Protocolish
where Element: Comparable, Key: Sendable {
    func makeIterator() -> IndexingIterator<[Element]> { [].makeIterator() }
}

final class Multi:
    NSObjectLike,
    Dictionary<String, Array<Int>>.Protocolish,
    any Protocolish & Sendable
{
    func run() {}
}

protocol NSObjectLike {}
extension Dictionary { protocol Protocolish {} }
