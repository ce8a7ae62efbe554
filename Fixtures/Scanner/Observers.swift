// Stored properties with observers, closures as values, init accessors, lazy.
class Model {
    var name: String = "buffer" {
        willSet { print("will \(newValue)") }
        didSet {
            print("did \(oldValue)")
        }
    }
    var limit = 10 { didSet { clamp() } }
    var tagged: [String] = [] {
        willSet(incoming) {
            print(incoming)
        }
    }
    var onTap: () -> Void = { }
    var make: () -> Int = { 1 }
    var builder: (Int) -> String = { value in
        "value \(value)"
    }
    let computedOnce = { () -> Int in 2 }()
    lazy var formatter: [String: Int] = {
        var d = [String: Int]()
        d["get"] = 1
        return d
    }()

    func clamp() {
        var observed = 0 {
            didSet { print(observed) }
        }
        observed = limit
    }
}

final class Special: Model {
    override var limit: Int {
        didSet { print("override") }
    }
}

struct Wrapped {
    private var _x: Int
    var x: Int {
        @storageRestrictions(initializes: _x)
        init(initialValue) {
            _x = initialValue
        }
        get { _x }
        set { _x = newValue }
    }

    init(x: Int) { self.x = x }
}
