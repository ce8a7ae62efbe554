/// One record of what a type declaration's methods call (`TypeFacts.methodCalls`): a
/// method, then the calls it makes that may reach a method of the project, then the next
/// method (one that calls nothing and uses no networking API is left out: it never
/// networks); and the properties the declaration keeps a networking API in. These are the
/// facts `CallGraph` works its fixed point over. Names are kept as hashes (`CallNames`),
/// in one array per declaration, so the facts stay small however many calls a project makes.
struct CallRecord: Sendable, Equatable {
    enum Kind: UInt8, Sendable {
        /// A method with a body (a `func`, not a local one); `networkingMethod` when it uses
        /// a networking API in its body, or calls one handed to it as a parameter.
        case method, networkingMethod
        /// A property that keeps a networking API (`let session: URLSession`, `let provider
        /// = MoyaProvider<API>()`): a method that calls it networks. Its name is `receiver`.
        case networkingProperty
        /// A call of the method before it: `fetch(…)` or `self.fetch(…)` on its own type,
        /// `super.fetch(…)`, `APIClient.fetch(…)` or `APIClient.shared.fetch(…)` on a type
        /// (`receiver`: its last name component), `api.fetch(…)` or `self.api.fetch(…)` on a
        /// property (`receiver`: its name; a local's too, which the index finds no property
        /// for). A trailing closure is a call as a parenthesis is (`api.fetch { … }`).
        case implicitCall, superCall, typeCall, propertyCall
    }

    /// The hash of the method's base name (`fetch` of `fetch(id:completion:)`).
    var name: UInt64
    /// The hash of the type's or the property's name (`CallNames.receiver`); 0 for others.
    var receiver: UInt32
    /// The first argument label's hash (`CallNames.label`), as declared or as written; for
    /// a call, `CallNames.unknownLabels` when it could not be read.
    var labels: UInt16
    var kind: Kind

    /// In this order, 16 bytes: a project keeps one for each method and call.
    init(kind: Kind, labels: UInt16, receiver: UInt32, name: UInt64) {
        (self.name, self.receiver, self.labels, self.kind) = (name, receiver, labels, kind)
    }

    var isMethod: Bool { kind == .method || kind == .networkingMethod }
    var isCall: Bool { kind.rawValue >= Kind.implicitCall.rawValue }
}

/// The hashes a method's name and labels are kept under, at the declaration and at a call.
enum CallNames {
    /// A name's hash: a word at a time, with the length, mixed. A token's last word is read
    /// whole where the file goes on past it, its bytes beyond the token masked off.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> UInt64 {
        let (start, count) = (Int(token.start), Int(token.end - token.start))
        guard start + ((count + 7) & ~7) <= bytes.count, let base = bytes.baseAddress else {
            return hash(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<(start + count)]))
        }
        let name = UnsafeRawPointer(base + start)
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= count {
            hash = mix(hash ^ UInt64(littleEndian: name.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        guard offset < count else { return mix(hash) }
        let tail = UInt64(littleEndian: name.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & (~0 >> (64 - 8 * UInt64(count - offset)))
        return mix(hash ^ tail)
    }

    static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    /// The same hash, a byte at a time for the last word.
    private static func hash(_ name: UnsafeRawBufferPointer) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: name.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= name.count {
            hash = mix(hash ^ UInt64(littleEndian: name.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        guard offset < name.count else { return mix(hash) }
        var tail: UInt64 = 0
        for position in offset..<name.count { tail |= UInt64(name[position]) << (8 * UInt64(position - offset)) }
        return mix(hash ^ tail)
    }

    @inline(__always) private static func mix(_ value: UInt64) -> UInt64 {
        var value = value &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 31
        return value &* 0x94D0_49BB_1331_11EB
    }

    /// A call's first label, as a call's `labels` and a method's are kept: the hash of the
    /// first argument's label (`fetch(id:completion:)`: `id`), `_` for one without, nothing
    /// for no argument. Labels tell overloads apart (`save(draft:)`, `save(to:)`) where a
    /// call's match one; a trailing closure or a default value may leave them unmatched.
    /// Two labels alike by chance (one in 65,000) only make one overload stand for another.
    static func label(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> UInt16 { folded(hash(bytes, token)) }
    static func label(_ label: String) -> UInt16 {
        label == "_" ? unlabeled : label.isEmpty ? noArguments : folded(hash(label))
    }

    static let unlabeled: UInt16 = 1
    static let noArguments: UInt16 = 2
    /// A call whose arguments could not be read: it matches any overload.
    static let unknownLabels: UInt16 = 0

    /// The labels of a call as written (`["_", "completion"]`), as kept.
    static func labels(_ labels: [String]) -> UInt16 { label(labels.first ?? "") }

    /// Never one of the marks above.
    private static func folded(_ hash: UInt64) -> UInt16 {
        let folded = UInt16(truncatingIfNeeded: hash ^ (hash >> 16) ^ (hash >> 32) ^ (hash >> 48))
        return folded <= noArguments ? 3 : folded
    }

    /// A receiver's name (a property's, a type's last component) as a call keeps it: its
    /// hash in 32 bits. Two names alike by chance (one in 4 billion) only make a call seem
    /// to reach the other's methods.
    static func receiver(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> UInt32 { folded(hash(bytes, token)) }
    static func receiver(_ name: String) -> UInt32 { folded(hash(name)) }

    private static func folded(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash ^ (hash >> 32)) }
}
