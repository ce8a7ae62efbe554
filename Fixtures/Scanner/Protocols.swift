// Protocol requirements without bodies, multi-line signatures, where clauses.
protocol Repository<Model>: AnyObject where Model: Codable {
    associatedtype Model
    associatedtype ID: Hashable = Int

    init(x: Int)
    init?(coder: String) throws
    func f()
    func fetch(
        id: ID,
        completion: @escaping (Result<Model, Error>) -> Void
    )
    func load() async throws -> [Model]
    static func make() -> Self
    static var defaultID: ID { get }
    subscript(i: Int) -> Int { get }
    subscript(key key: String) -> Model? { get set }
    var all: [Model] { get async throws }
    mutating func reset() where Model: Equatable
}

protocol Named {
    var name: String { get }
}

extension Named {
    var greeting: String { "Hello, \(name)" }

    func shout() -> String {
        greeting.uppercased()
    }
}

protocol Composite: Named, Repository
where Model == String,
      ID == Int {
    func combine<T>(_ other: T)
        -> Self
        where T: Composite
}

@objc protocol Delegate {
    @objc optional func didFinish()
    func didStart()
}

@MainActor protocol Screen {
    func render() -> String
    init()
}

struct Person: Named {
    let name: String
}
