/// `controller_state`'s decision on a property no type fact rules out, from where it is
/// written (rulebook, "State holders": "the test is where a property is written, not what
/// it is called"). Written after the screen is built, in answer to the user or to data
/// arriving: state. Only where declared, in set-up or by the presenting code: an option, or
/// a collaborator where it is then only called. Only in view callbacks: bookkeeping. Only
/// in the functions its presenter calls: display state. Anything else: unsure, and silent.
enum StateVerdict: Equatable {
    case state(WriteContext, TypeWriteContexts.Site?)
    case notState(ControllerStateExemption)
    case unsure

    static func == (lhs: StateVerdict, rhs: StateVerdict) -> Bool {
        switch (lhs, rhs) {
        case let (.state(a, x), .state(b, y)): a == b && x?.line == y?.line && x?.path == y?.path
        case let (.notState(a), .notState(b)): a == b
        case (.unsure, .unsure): true
        default: false
        }
    }

    /// `sites`: the property's writes; `countsMutations`: whether a write through a member
    /// or a collection's method changes it (a value type's); `isOnlyCalled`: whether the
    /// code reads it only to call it (`analytics.track(…)`); `applies`: which exemptions
    /// apply (a test turns one off).
    /// `isFlagOrMeasure`: a flag, a time or a size (`Bool`, `Date`, `CGFloat`), which a
    /// view callback that sets it itself keeps about the views, wherever else it is reset.
    static func of(_ sites: [TypeWriteContexts.Site], countsMutations: Bool, isFlagOrMeasure: Bool = false, isOnlyCalled: () -> Bool,
                   applies: (ControllerStateExemption) -> Bool) -> StateVerdict {
        let counted = countsMutations ? sites : sites.filter { !$0.isMutation }
        var contexts = WriteContexts()
        for site in counted { contexts.insert(WriteContexts(site.context)) }
        let later = contexts.subtracting(.built)
        let changes = later.intersection(.later)
        if isFlagOrMeasure, applies(.viewBookkeeping), counted.contains(where: { $0.context == .viewCallback && $0.isDirect }) {
            return .notState(.viewBookkeeping)
        }
        if changes.isEmpty {
            if later.isEmpty {
                let exemption: ControllerStateExemption = !countsMutations && isOnlyCalled() ? .collaborators : .unchangedOptions
                if applies(exemption) { return .notState(exemption) }
            } else if later.isSubset(of: WriteContexts(.viewCallback)) {
                if applies(.viewBookkeeping) { return .notState(.viewBookkeeping) }
            } else if later.isSubset(of: WriteContexts(.presenterCall)) {
                if applies(.displayState) { return .notState(.displayState) }
            } else if later.isSubset(of: [WriteContexts(.viewCallback), WriteContexts(.presenterCall)]) {
                if applies(.viewBookkeeping) { return .notState(.viewBookkeeping) }
            } else if applies(.unplacedWrites) {
                return .unsure
            }
            // An exemption turned off: the first write after set-up, or any, is the change.
            let site = counted.first(where: { !WriteContexts.built.contains($0.context) }) ?? counted.first
            return .state(site?.context ?? .setup, site)
        }
        // A value type's methods change it; a reference's are a collaborator's work.
        if applies(.collaborators), !countsMutations, isOnlyCalled() { return .notState(.collaborators) }
        // Data arriving first, then the user's action, then a callback; the earliest line.
        let site = [WriteContext.asyncResult, .userAction, .callback].lazy.compactMap { context in
            counted.filter { $0.context == context }.min { ($0.path, $0.line) < ($1.path, $1.line) }
        }.first!
        return .state(site.context, site)
    }
}
