struct Marked {
    // This file starts with a UTF-8 byte order mark right before `struct`.
    var id: Int

    func describe() -> String {
        "Marked #\(id)"
    }
}

class Holder {
    var items: [Marked] = []

    var count: Int {
        items.count
    }
}

extension Marked {
    init() { self.init(id: 0) }
}
