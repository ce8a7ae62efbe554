/// A member's context by what it is, from UIKit's and AppKit's vocabulary of callbacks
/// (`CallbackVocabulary`): set-up, a view callback, a user's action, a delegate's report.
struct MemberContexts: FileReading {
    let file: SourceFile

    /// What the index keeps of a member: its names' hashes, its own context, whether it is
    /// private, and its signature when it writes something (for messages).
    func member(_ function: FunctionDeclaration, writesSomething: Bool) -> MemberWrites {
        let baseName: UInt64
        if function.kind == .accessor {
            let kind = function.accessorKind ?? "get"
            let isObserver = kind == "set" || kind == "willSet" || kind == "didSet"
            baseName = WrittenNames.hash(function.name) ^ DeclarationWrites.accessorMark ^ (isObserver ? 0 : 1)
        } else {
            baseName = WrittenNames.hash(function.name)
        }
        // Only a declaration that adopts protocols may hold a view interface's functions.
        let container = structure.types[function.container!]
        let adopts = container.inherits.count > (container.kind == .extension ? 0 : 1)
        let signatures = Signatures(file: file)
        let signature = adopts && function.kind == .func ? signatures.signatureHash(of: function) : 0
        let name = writesSomething ? signatures.signature(of: function).name : ""
        var member = MemberWrites(baseName: baseName, signature: signature, own: ownContext(of: function),
                                  isPrivate: isPrivate(function), line: Int32(file.startLine(of: function.span.name)),
                                  name: name, writes: 0..<0, calls: 0..<0)
        member.takesFrameworkObject = function.kind == .func && takesFrameworkObject(function)
        return member
    }

    /// A member's context by what it is: set-up, a view callback, a user's action, a
    /// delegate's report; nil for a helper, whose callers give it theirs.
    func ownContext(of function: FunctionDeclaration) -> WriteContext? {
        switch function.kind {
        case .`init`, .deinit: return .setup
        case .accessor, .subscript: return nil
        case .func: break
        }
        if (function.span.first..<function.span.name).contains(where: { tokens[$0].kind == .attribute && spells($0, "@IBAction") }) {
            return .userAction
        }
        if let known = file.bytes.withUnsafeBufferPointer({ Self.contextsByName[WrittenNames.hash($0, tokens[function.span.name])] }) {
            return known
        }
        if function.name.hasPrefix("scrollView") { return .viewCallback }
        return delegateContext(of: function)
    }

    /// The first parameter's type is UIKit's or AppKit's (`for searchController: UISearchController`).
    private func takesFrameworkObject(_ function: FunctionDeclaration) -> Bool {
        let open = function.span.name + 1
        guard open < tokens.count, tokens[open].kind == .leftParen,
              let colon = (open + 1..<min(open + 5, function.span.open ?? function.span.last)).first(where: { tokens[$0].kind == .colon }),
              colon + 1 < tokens.count, tokens[colon + 1].kind == .identifier else { return false }
        return spells(colon + 1, prefix: "UI") || spells(colon + 1, prefix: "NS")
    }

    /// `tableView(_ tableView: UITableView, didSelectRowAt:)`: a framework's delegate
    /// method, whose first parameter is the framework object unnamed. Its questions about
    /// drawing are view callbacks; a UI object's other reports are the user's actions; other
    /// frameworks' (`locationManager(_:didUpdateLocations:)`) are data arriving.
    private func delegateContext(of function: FunctionDeclaration) -> WriteContext? {
        let open = function.span.name + 1
        guard open + 3 < tokens.count, tokens[open].kind == .leftParen, tokens[open + 1].kind == .identifier, spells(open + 1, "_"),
              tokens[open + 2].kind == .identifier, tokens[open + 3].kind == .colon, open + 4 < tokens.count,
              tokens[open + 4].kind == .identifier else { return nil }
        // A framework's type: two capitals first (`UITableView`, `CLLocationManager`).
        let type = tokens[open + 4]
        guard type.end - type.start > 2, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.bytes[Int(type.start)]),
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.bytes[Int(type.start) + 1]) else { return nil }
        // UIKit's and AppKit's objects report to any method; another framework's delegate
        // method is named after its object (a project's `prefetch(_ post: NRPost)` is not one).
        let reportsUI = spells(open + 4, prefix: "UI") || spells(open + 4, prefix: "NS")
        guard reportsUI || Self.namesDelegator(function.name, file.text(of: open + 4)) || answersAdoptedProtocol(function) else { return nil }
        // The second label: `cellForRowAt` of `tableView(_:cellForRowAt:)`.
        var cursor = open + 5
        var depth = 1
        var second: String? = nil
        while cursor < (function.span.open ?? function.span.last), depth > 0 {
            switch tokens[cursor].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .comma where depth == 1:
                if cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier { second = file.text(of: cursor + 1) }
                depth = 0
            default: break
            }
            cursor += 1
        }
        if let second, CallbackVocabulary.isRendering(second) { return .viewCallback }
        if second == nil, function.name.hasPrefix("numberOf") { return .viewCallback }
        return reportsUI ? .userAction : .asyncResult
    }

    /// Cocoa names a delegate's method after the object that reports:
    /// `locationManager(_:didUpdateLocations:)` of a `CLLocationManager`, `urlSession(_:…)`
    /// of a `URLSession`, `photoOutput(_:…)` of an `AVCapturePhotoOutput`, `picker(_:…)` of a
    /// `PHPickerViewController`. A method named otherwise (`prefetch(_ post: NRPost)`) is the
    /// type's own, whatever its parameter's type.
    static func namesDelegator(_ method: String, _ type: String) -> Bool {
        guard let stripped = TypeName.withoutFrameworkPrefix(type) else { return false }
        let (name, whole, short) = (method.lowercased(), type.lowercased(), stripped.lowercased())
        if name.hasPrefix(whole) || name.hasPrefix(short) || short.hasPrefix(name) || short.hasSuffix(name) { return true }
        // The same first word: `mailComposeController` of `MFMailComposeViewController`.
        let methodWord = method.prefix { !$0.isUppercase }.lowercased()
        let typeWord = (stripped.prefix(1) + stripped.dropFirst().prefix { !$0.isUppercase }).lowercased()
        return methodWord == typeWord
    }

    /// The method begins with the subject of a protocol its declaration adopts, as a
    /// framework's observer's do: `photoLibraryDidChange(_:)` of `PHPhotoLibraryChangeObserver`.
    private func answersAdoptedProtocol(_ function: FunctionDeclaration) -> Bool {
        guard let container = function.container else { return false }
        let method = Self.words(function.name)
        guard method.count >= 2 else { return false }
        return structure.types[container].inherits.contains { adopted in
            guard let stripped = TypeName.withoutFrameworkPrefix(TypeName.lastComponent(TypeName.normalized(adopted))) else { return false }
            let subject = Self.words(stripped)
            return subject.count > 2 && Array(subject.prefix(2)) == Array(method.prefix(2))
        }
    }

    /// A camel-case name's words, lowercased: `photoLibraryDidChange` → photo, library, did, change.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words
    }

    /// `CallbackVocabulary.contextsByName` by the names' hashes, as a name's bytes give them.
    private static let contextsByName = Dictionary(uniqueKeysWithValues: CallbackVocabulary.contextsByName.map { (WrittenNames.hash($0.key), $0.value) })
}
