// Conditional compilation and pound expressions.
import Foundation
#if canImport(UIKit)
import UIKit
#endif

#if os(iOS)
final class Screen {
    func size() -> Int { 1 }
}
#elseif os(macOS)
final class Screen {
    func size() -> Int { 2 }
    func scale() -> Int { 2 }
}
#else
struct Screen {
    func size() -> Int { 0 }
}
#endif

class Target: NSObject {
    @objc var title = ""
    @objc func foo() {}

    #if compiler(>=5.9)
    @MainActor
    #endif
    func guarded() {}

    func wire() -> [Int] {
        #if DEBUG
        let s = #selector(foo), g = #selector(getter: Target.title)
        _ = (s, g, #keyPath(Target.title))
        #endif
        if #available(iOS 15, macOS 12, *) {
            print("new { class")
        } else if #unavailable(iOS 13) {
            print("old")
        }
        #warning("x")
        return [3, 1]
            #if os(Linux)
            .sorted()
            #else
            .reversed()
            #endif
    }

    #if swift(>=5.9)
    func modern() -> String { #file + "\(#line)" }
    #elseif false
    func never() { let brace = "}" }
    struct NeverType {}
    #endif
}
