// Computed properties, explicit accessors and subscripts.
protocol Store {
    var count: Int { get }
    var name: String { get set }
    subscript(index: Int) -> Int { get set }
}

struct Buffer: Store {
    private var storage: [Int] = []
    var name = "get { set }"

    var count: Int { storage.count }

    var isEmpty: Bool {
        get { storage.isEmpty }
    }

    var first: Int {
        get {
            storage.first ?? 0
        }
        set {
            storage.insert(newValue, at: 0)
        }
    }

    var middle: Int {
        _read { yield storage[storage.count / 2] }
        _modify { yield &storage[storage.count / 2] }
    }

    var lazyCount: Int {
        mutating get { storage.count }
    }

    var last: Int { get async throws { storage.last ?? 0 } }

    subscript(index: Int) -> Int {
        get { storage[index] }
        set(value) { storage[index] = value }
    }

    subscript(safe index: Int) -> Int? {
        index < storage.count ? storage[index] : nil
    }

    static subscript(name: String) -> Int { 0 }

    func doubled() -> Int {
        var local: Int { count * 2 }
        var settable: Int {
            get { local }
            set { print(newValue) }
        }
        settable = local
        return settable
    }
}
