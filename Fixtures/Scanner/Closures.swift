// Closures: trailing, multiple trailing, default arguments, capture lists.
import Foundation

func animate(duration: Double, animations: () -> Void, completion: (Bool) -> Void = { _ in }) {
    animations()
    completion(true)
}

func f(x: () -> Void = { }) { x() }

func g(transform: (Int) -> Int = { value in
    value * 2
}) -> Int {
    transform(1)
}

final class Loader {
    var handler: ((String) -> Void)?
    var items: [Int] = []

    func start(from y: Int?, b: String?, d: Int?) {
        guard let x = y else { return }
        if let a = b, let c = d {
            print(a, c, x)
        }
        animate(duration: 0.3) {
            self.items.append(x)
        } completion: { finished in
            print("done { \(finished)")
        }
        handler = { [weak self] text in
            guard let self else { return }
            self.items.append(text.count)
        }
        DispatchQueue.main.async { [unowned self, count = items.count] in
            print(self, count)
        }
        let sorted = items.sorted { $0 > $1 }
        let mapped = items.map { item -> String in
            func helper() -> String { "\(item)" }
            return helper()
        }
        _ = (sorted, mapped)
    }

    func chain() -> Int {
        if let handler, items.contains(where: { $0 > 1 }) { handler("{") }
        defer { print("} deferred") }
        do { try run { [self] value
            in value + items.count } } catch { return 0 }
        return items
            .filter { $0 > 0 }
            .reduce(0) { partial, next in partial + next }
    }

    func run(_ body: (Int) throws -> Int) throws -> Int { try body(1) }
}
