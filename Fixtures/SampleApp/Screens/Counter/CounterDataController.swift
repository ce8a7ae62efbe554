import Foundation

final class CounterModel {
    private(set) var count = 0

    func update(with text: String) {
        count = text.count
        NotificationCenter.default.post(name: .init("textCount"), object: self, userInfo: ["count": count])
    }
}

final class CounterDataController {
    private static let limitKey = "counter.limit"
    private static let draftKey = "counter.draft"
    private let model = CounterModel()
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var limit: Int {
        let stored = defaults.integer(forKey: Self.limitKey)
        return stored > 0 ? stored : 280
    }

    func update(text: String) {
        defaults.set(text, forKey: Self.draftKey)
        model.update(with: text)
    }
}
