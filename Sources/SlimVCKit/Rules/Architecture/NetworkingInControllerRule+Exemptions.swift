/// What `networking_in_controller` leaves alone on purpose, each consulted where the rule
/// decides (`NetworkingAPIs.matches`, `NetworkingInControllerRule.check`).
enum NetworkingExemption: Int, ExemptionList {
    case nestedTypes, localStores, webPages, projectMembers, unusedParameters

    static let ids = ["nested_types", "local_stores", "web_pages", "project_members", "unused_parameters"]

    var reason: String {
        switch self {
        case .nestedTypes: "A type nested in the API (`URLSession.AuthChallengeDisposition`) is only named: nothing is sent through it."
        case .localStores: "The session's cache and cookies are kept on the device: emptying them sends nothing."
        case .webPages: "A `URLRequest` handed to `load`, or in a controller that keeps a web view or is its delegate, is a page the view loads."
        case .projectMembers:
            "A static member a project adds to the API's type that holds no session (a pinning delegate) sends nothing."
        case .unusedParameters: "A delegate method handed a session that its body never names sends nothing with it."
        }
    }
}

extension NetworkingInControllerRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}

/// What a use of a networking API's name in a controller may be instead of networking: a
/// web page loaded, a project's member of the API's type that holds no session, or the
/// type of a parameter a delegate method is handed and leaves alone.
struct NetworkingLookalikes {
    let file: SourceFile
    /// The functions' parameter lists, made once, for a file with a match.
    private var signatures: Innermost?

    init(file: SourceFile) {
        self.file = file
    }

    /// `URLSession.evaluator`: a static property a project extension adds to the API's
    /// type that holds something else (`static let evaluator = CertificateEvaluator()`, the
    /// sessions' delegate), not a session. One that holds a session (`static let pinned:
    /// URLSession`) is still networking.
    func isProjectMember(_ index: Int, in project: ProjectIndex) -> Bool {
        guard index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot, file.tokens[index + 2].kind == .identifier,
              let type = project[file.text(of: index)] else { return false }
        let member = file.text(of: index + 2)
        return type.properties.contains { property in
            guard property.isStatic, property.name == member, let held = property.typeName ?? property.initializerType else {
                return false
            }
            return TypeName.lastComponent(TypeName.element(held)) != TypeName.lastComponent(type.name)
        }
    }

    /// A controller that keeps a web view (`WKWebView` or a subclass named `…WebView`) or
    /// is a web view's delegate loads pages with `URLRequest`s.
    func showsWebPages(_ controller: IndexedType?) -> Bool {
        guard let controller else { return false }
        let hasWebView = controller.properties.contains { property in
            [property.typeName, property.initializerType].contains { $0?.hasSuffix("WebView") == true }
        }
        return hasWebView || controller.inherits.contains { inherited in FrameworkVocabulary.webViewDelegateSuffixes.contains(where: inherited.hasSuffix) }
    }

    /// `func challenged(_ session: URLSession, …) { trust(challenge) }`: the type of a
    /// parameter the function's body never names. A delegate method that takes a session
    /// and does nothing with it sends nothing; one that uses it is still reported there.
    mutating func isUnusedParameterType(_ index: Int) -> Bool {
        let parameterLists = signatures ?? Self.signatures(of: file)
        signatures = parameterLists
        guard index >= 2, file.tokens[index - 1].kind == .colon, file.tokens[index - 2].kind == .identifier,
              let position = parameterLists.around(index), let open = file.structure.functions[position].span.open,
              let close = file.structure.functions[position].span.close else { return false }
        let name = file.bytes(of: index - 2)
        return !(open..<close).contains { file.tokens[$0].kind == .identifier && file.spells($0, bytes: name) }
    }

    /// Each function's tokens between its name and its body's `{`: a search among them
    /// finds the function whose parameters a token is in.
    private static func signatures(of file: SourceFile) -> Innermost {
        Innermost(file.structure.functions.map { function in
            guard let open = function.span.open, function.span.name + 1 < open else { return nil }
            return (function.span.name + 1)...(open - 1)
        })
    }

    /// `….load(URLRequest(url: url))`, `load(request as URLRequest)`: a page load.
    func isLoadArgument(_ index: Int) -> Bool {
        var cursor = index - 1
        var depth = 0
        while cursor >= 0, index - cursor < 64 {
            switch file.tokens[cursor].kind {
            case .rightParen: depth += 1
            case .leftParen:
                if depth == 0 { return cursor > 0 && file.spells(cursor - 1, "load") }
                depth -= 1
            case .leftBrace, .rightBrace, .semicolon: return false
            default: break
            }
            cursor -= 1
        }
        return false
    }
}
