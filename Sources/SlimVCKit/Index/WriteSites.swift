/// When a stored property is written, as the rulebook's state decisions need to know
/// ("the test is where a property is written, not what it is called").
public enum WriteContext: UInt8, Sendable, CaseIterable, Comparable {
    /// `init`, `awakeFromNib`, `loadView`, `viewDidLoad`, or a helper only they call.
    case setup
    /// By other code: a method no code of the type calls (`configure(with:)`, called by the
    /// code that presents the screen).
    case injected
    /// Appearance, layout, trait, scroll and keyboard callbacks, and a table's rendering.
    case viewCallback
    /// A function of a view protocol the type adopts, which its presenter calls.
    case presenterCall
    /// `@IBAction`, a selector or `UIAction` target, a selection or editing delegate callback.
    case userAction
    /// A completion, an awaited result, a notification handler.
    case asyncResult
    /// A closure kept to be called later (`viewModel.onChange = { … }`), a timer.
    case callback
    /// A place SlimVC cannot classify: a private helper no code of the type calls.
    case unknown

    public static func < (lhs: WriteContext, rhs: WriteContext) -> Bool { lhs.rawValue < rhs.rawValue }

    /// How a message says it: "'items' is set when data arrives in 'load()'".
    var phrase: String {
        switch self {
        case .setup: "while the screen is set up"
        case .injected: "by the code that presents it"
        case .viewCallback: "in a view callback"
        case .presenterCall: "by its presenter"
        case .userAction: "on a user action"
        case .asyncResult: "when data arrives"
        case .callback: "in a callback"
        case .unknown: "where SlimVC cannot tell when"
        }
    }

    /// What `explain` calls it.
    public var id: String {
        switch self {
        case .setup: "setup"
        case .injected: "injected"
        case .viewCallback: "view_callback"
        case .presenterCall: "presenter_call"
        case .userAction: "user_action"
        case .asyncResult: "async_result"
        case .callback: "callback"
        case .unknown: "unknown"
        }
    }
}

/// A set of write contexts, one bit each.
public struct WriteContexts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    init(_ context: WriteContext) { rawValue = 1 << context.rawValue }

    func contains(_ context: WriteContext) -> Bool { rawValue & (1 << context.rawValue) != 0 }
    var contexts: [WriteContext] { WriteContext.allCases.filter(contains) }

    /// A change after the screen is built, in answer to the user or to data arriving.
    static let later: WriteContexts = [WriteContexts(.userAction), WriteContexts(.asyncResult), WriteContexts(.callback)]
    static let built: WriteContexts = [WriteContexts(.setup), WriteContexts(.injected)]
}

/// How a write or a call inside a member is reached: directly, with the member's own
/// contexts, or inside a closure or after an `await` that gives it a context of its own.
enum SiteVia: UInt8, Sendable {
    case direct, asyncResult, userAction, viewCallback, callback

    var context: WriteContext? {
        switch self {
        case .direct: nil
        case .asyncResult: .asyncResult
        case .userAction: .userAction
        case .viewCallback: .viewCallback
        case .callback: .callback
        }
    }
}

/// One write of a name in a member's body: `name = …`, `self.name += …`, `name.toggle()`;
/// a mutation through a member or a collection's method (`form.email = …`,
/// `items.append(…)`, `items[i] = …`) is marked, as it changes only a value type.
struct WriteSite: Sendable {
    var name: UInt64
    var line: Int32
    var via: SiteVia
    var isMutation: Bool
    /// Set to a constant alone (`= .zoomed`, `= 50`, `= nil`): what the code decides,
    /// whatever arrived before it.
    var isConstant = false
}

/// A call of a method of the type itself: `load()`, `self.load()`, `self?.load()`.
struct CallSite: Sendable {
    var callee: UInt64
    var via: SiteVia
}

/// A method a selector names (`#selector(refresh)`), and what calls it then: a control's
/// action (user), a notification (data arriving, or the keyboard: a view callback), a timer.
struct SelectorTarget: Sendable {
    var name: UInt64
    var context: WriteContext
}

/// A function, initializer or accessor of a type declaration, and what it writes and calls.
struct MemberWrites: Sendable {
    /// Its base name's hash (`load` of `load(page:)`); an accessor's is its property's,
    /// mixed with `accessorMark`.
    var baseName: UInt64
    /// Its signature's hash (`display(items:)`), to match a protocol's requirements; 0
    /// where its declaration adopts nothing.
    var signature: UInt64
    /// Its context by what it is (`viewDidLoad`, an `@IBAction`), if it has one of its own.
    var own: WriteContext?
    var isPrivate: Bool
    /// Takes a UIKit or AppKit object first (`updateSearchResults(for: UISearchController)`):
    /// a framework's callback when no code of the type calls it.
    var takesFrameworkObject = false
    var line: Int32
    /// Its signature as a reader names it, kept for those that write something.
    var name: String
    var writes: Range<Int32>
    var calls: Range<Int32>
}

/// What one type declaration's members write and call (`WriteSiteScan`), kept by the index
/// for classes and extensions: plain values, no tokens.
public struct DeclarationWrites: Sendable {
    var members: [MemberWrites] = []
    var writes: [WriteSite] = []
    var calls: [CallSite] = []
    var selectorTargets: [SelectorTarget] = []

    public init() {}

    var isEmpty: Bool { members.isEmpty && selectorTargets.isEmpty }

    /// Adds a member with the writes and calls found in its body.
    mutating func append(_ member: MemberWrites, writes memberWrites: [WriteSite], calls memberCalls: [CallSite]) {
        var member = member
        let (writeStart, callStart) = (Int32(writes.count), Int32(calls.count))
        writes.append(contentsOf: memberWrites)
        calls.append(contentsOf: memberCalls)
        member.writes = writeStart..<Int32(writes.count)
        member.calls = callStart..<Int32(calls.count)
        members.append(member)
    }

    /// Mixed into a property's name hash to name its observers (`didSet`, `set`).
    static let accessorMark: UInt64 = 0x5a5a_a5a5_0f0f_f0f0
}
