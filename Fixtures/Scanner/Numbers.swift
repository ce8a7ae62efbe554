// Numeric literals, tuple element paths and ranges.
struct Numbers {
    let decimal = 42
    let negative = -17
    let hex = 0xFF
    let octal = 0o17
    let binary = 0b1010
    let big = 1_000_000
    let small = 1.5e-3
    let upper = 2.5E+10
    let hexFloat = 0x1.8p3
    let hexFloatNeg = 0xA_Bp-2
    let underscored = 0b1111_0000
    let maxDouble = -0x1.fffffffffffffp1023
    let floats = 5.0...6.5e1

    var hexText: String { 0xff.description }
    var floatText: String { 1.5.description + 2.0e1.description }

    func paths() -> Int {
        let t = ((1, 2), (3, (4, 5)))
        let a = t.0.1 + t.1.1.0
        let b = t.1.0, c = t.1.1.1
        _ = c
        return a + b
    }

    func ranges() -> [Int] {
        let r1 = 1..<2
        let r2 = 1...3
        let r3 = 0x0...0xF
        let r4 = ..<5
        let r5 = 2...
        _ = (r4, r5)
        return Array(r1) + Array(r2) + Array(r3)
    }
}

enum Code: Int {
    case ok = 0x00
    case moved = 0o301
    case missing = 0b110010100

    var isError: Bool {
        rawValue >= 1_00
    }
}

extension Int {
    var kib: Int { self * 0x400 }
    func times(_ f: Double = 1e0) -> Double { Double(self) * f * 0x1p0 }
}
