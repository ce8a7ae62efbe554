/// The option lists of `view_work_in_controller` as sets, asked for every call and
/// assignment in a controller.
struct ViewWorkNames {
    let uiProperties: Set<String>
    let uiMethods: Set<String>
    /// The listed properties and a constraint's, compared as bytes.
    let properties: NameSet
    /// Methods that `uiMethods` names with their type (`NSLayoutConstraint.activate`).
    let typeQualifiedMethods: Set<String>
    /// The methods that can end View work, compared as bytes before anything else is made.
    let methods: NameSet
    /// SnapKit's and TinyConstraints' calls (`LayoutVocabulary`).
    let layoutMethods = NameSet(LayoutVocabulary.snapKitMethods.union(LayoutVocabulary.tinyConstraintsMethods))

    init(_ options: ViewWorkInControllerRule.Options) {
        uiProperties = Set(options.uiProperties)
        uiMethods = Set(options.uiMethods)
        typeQualifiedMethods = Set(options.uiMethods.filter { $0.contains(".") }.compactMap { $0.split(separator: ".").last.map(String.init) })
        methods = NameSet(uiMethods.union(typeQualifiedMethods))
        properties = NameSet(uiProperties.union(LayoutVocabulary.constraintMembers))
    }
}

/// A controller's properties by name, asked whether a receiver may be a view before the
/// rule reads the controller's bodies: `dataController.onChange = …` sets no view's property.
struct ControllerProperties {
    let properties: [String: PropertyFacts]
    let project: ProjectIndex

    /// Not a property declared as something else than a view, a cell or a layer (a local,
    /// a closure's parameter, a member of something else may be one).
    func mayBeView(_ name: String) -> Bool {
        guard let property = properties[name], !property.isOutlet else { return true }
        guard !property.isList, let type = property.typeName ?? property.initializerType else { return true }
        let last = TypeName.lastComponent(type)
        return last.hasPrefix("CA") && last.hasSuffix("Layer") || ViewTypes(project: project).isView(type)
    }
}

/// Reads the View work of one file's controllers: the tokens that may complete it, and the
/// line each completes, after the rule's exemptions.
struct ViewWorkReader {
    let file: SourceFile
    let names: ViewWorkNames
    let exemptions: ExemptionSwitches<ViewWorkExemption>

    /// Lines that data-source code configures a cell on, and alert text field handlers.
    struct Exempted {
        let cellWork: Set<Int>
        let handlers: Coverage
    }

    /// `exempted(uiProperties:)`, found once for a file (`memo`).
    func exempted(uiProperties: [String], memo: inout Exempted?) -> Exempted {
        let exempted = memo ?? exempted(uiProperties: uiProperties)
        memo = exempted
        return exempted
    }

    func exempted(uiProperties: [String]) -> Exempted {
        Exempted(cellWork: Set(CellAssignment.all(in: file, uiProperties: uiProperties).map(\.equal)),
                 handlers: Coverage(ControllerScopes(file: file).alertTextFieldHandlers()))
    }

    /// The View work a candidate completes, unless an exemption leaves it alone.
    func viewWork(at index: Int, judge: ViewReceiverJudge, exempted: Exempted) -> ViewWorkLine? {
        guard !(exemptions.applies(.alertTextFields) && exempted.handlers.covers(index)),
              !(exemptions.applies(.cellWork) && exempted.cellWork.contains(index)),
              let work = viewWork(at: index, judge: judge),
              !(exemptions.applies(.cellLook) && ViewWorkGroup.isConstantCellLook(work.chain, at: index, in: file)) else { return nil }
        return work
    }

    /// An `=` after `.` and a name, a method called after a dot (`.addSubview(`,
    /// `.setTitle(`, `.makeConstraints {`), or an operator after an anchor: the only tokens
    /// that can complete View work.
    func mayCompleteViewWork(_ index: Int, in controller: ControllerProperties) -> Bool {
        let tokens = file.tokens
        switch tokens[index].kind {
        case .equal:
            // Not `self.name =`: the controller's own property, no view's.
            guard index >= 4, tokens[index - 1].kind == .identifier, tokens[index - 2].kind == .dot,
                  !(tokens[index - 3].keyword == .`self` && tokens[index - 4].kind != .dot) else { return false }
            if names.properties.contains(index - 1, in: file) { return true }
            // Any other property is View work only on a view known by its declaration.
            var receiver = index - 3
            if tokens[receiver].kind == .op, TokenNavigation(file: file).isPostfixMark(receiver) { receiver -= 1 }
            return tokens[receiver].kind == .identifier && controller.mayBeView(file.text(of: receiver))
        case .identifier:
            guard index >= 1, index + 1 < tokens.count, tokens[index - 1].kind == .dot else { return false }
            let next = tokens[index + 1].kind
            return next == .leftParen && (names.methods.contains(index, in: file) || syntax(file).isSetterOrLayoutCall(index))
                || next == .leftBrace && names.layoutMethods.contains(index, in: file)
        case .op:
            return syntax(file).isAnchorOperator(index)
        default:
            return false
        }
    }

    /// Names of views installed in one of the controller's own members
    /// (`navigationItem.titleView = titleView`): that member's, as the bar is, among the
    /// candidates, which hold every such `=`.
    func installedInMembers(_ candidates: [Int], members: Set<String>) -> [String] {
        let navigation = TokenNavigation(file: file)
        return candidates.compactMap { index in
            guard file.tokens[index].kind == .equal, index + 1 < file.tokens.count, let chain = Chain(endingAt: index - 1, in: file),
                  chain.names.count == 2, members.contains(chain.names[0]), navigation.beginsStatement(chain.first) else { return nil }
            // The value is one name, ending its statement: `= titleView`, `= self.titleView`.
            let end = navigation.chainEnd(from: index + 1)
            guard end + 1 >= file.tokens.count || file.startsLine(end + 1) || [.rightBrace, .semicolon].contains(file.tokens[end + 1].kind),
                  let value = Chain(endingAt: end, in: file),
                  value.first == index + 1, value.names.count == 1, value.names[0] != "view" else { return nil }
            return value.names[0]
        }
    }

    private func syntax(_ file: SourceFile) -> ViewWorkSyntax { ViewWorkSyntax(file: file, layoutMethods: names.layoutMethods) }

    /// The View work a candidate (`mayCompleteViewWork`) completes.
    private func viewWork(at index: Int, judge: ViewReceiverJudge) -> ViewWorkLine? {
        guard !judge.hookScopes.covers(index) else { return nil }
        switch file.tokens[index].kind {
        case .equal: return assignment(at: index, judge: judge)
        case .op:
            guard let chain = Chain(endingAt: index - 1, in: file), chain.names.count >= 2, judge.isView(chain.receiver)
                    || ViewWorkClosures(judge: judge, syntax: syntax(file)).handsView(chain, at: chain.first),
                  TokenNavigation(file: file).beginsStatement(chain.first) else { return nil }
            return ViewWorkLine(chain: chain, last: index, quote: file.quote(chain.first..<index + 1) + " …")
        default: return call(at: index, judge: judge)
        }
    }

    /// A property set on a view: a listed one on any view, any other on a view known by its
    /// declaration (not a member that wires it, as `delegate`), a constraint's `isActive`,
    /// `constant` or `priority`.
    private func assignment(at index: Int, judge: ViewReceiverJudge) -> ViewWorkLine? {
        if let start = syntax(file).constraintStatement(setting: index) {
            return ViewWorkLine(chain: Chain(names: [file.text(of: index - 1)], first: start), last: index - 1,
                                quote: file.quote(start..<index) + " = …")
        }
        guard let chain = Chain(endingAt: index - 1, in: file), let property = chain.last, chain.names.count >= 2,
              TokenNavigation(file: file).beginsStatement(chain.first) else { return nil }
        let receiver = chain.receiver
        let isWork: Bool
        if names.uiProperties.contains(property) {
            isWork = judge.isView(receiver) || ViewWorkClosures(judge: judge, syntax: syntax(file)).handsView(chain, at: chain.first)
        } else if LayoutVocabulary.constraintMembers.contains(property), judge.isConstraint(receiver) {
            isWork = true
        } else if let geometry = receiver.dropFirst().firstIndex(where: LayoutVocabulary.geometryMembers.contains) {
            // A member of a view's geometry (`label.center.y`, `view.frame.size.height`).
            isWork = judge.isDeclaredView(Array(receiver[..<geometry]))
        } else {
            isWork = !LayoutVocabulary.wiringMembers.contains(property) && (judge.isDeclaredView(receiver)
                || ViewWorkClosures(judge: judge, syntax: syntax(file)).handsView(chain, at: chain.first)) && !isHandler(at: index, chain.names, judge)
        }
        return isWork ? ViewWorkLine(chain: chain, last: index - 1, quote: file.quote(chain.first..<index) + " = …") : nil
    }

    /// A closure handed to a view's callback (`keypad.onTap = { … }`, or a member the view
    /// declares as a function): wiring, as `addTarget` is, not drawing.
    private func isHandler(at equal: Int, _ names: [String], _ judge: ViewReceiverJudge) -> Bool {
        // Not a closure called where it is written (`view.frame = { … }()`).
        if equal + 1 < file.tokens.count, file.tokens[equal + 1].kind == .leftBrace, let close = file.matchingClose(equal + 1) {
            return close + 1 >= file.tokens.count || file.tokens[close + 1].kind != .leftParen
        }
        guard names.count >= 2, let owner = judge.type(of: Array(names.dropLast())) else { return false }
        return ViewTypes(project: judge.project).isCallback(names[names.count - 1], of: owner)
    }

    /// A setter the view's project type declares, not UIKit's, handed a value that is not a
    /// constant (`keypad.setDefaultValue(number: price)`): a value handed over through the
    /// view's own API, as `configure(with:)` is. Constants style it (`button.setGradient(color: .blue)`).
    private func isOwnSetter(_ method: String, at index: Int, _ receiver: [String], _ judge: ViewReceiverJudge) -> Bool {
        guard index + 1 < file.tokens.count, file.tokens[index + 1].kind == .leftParen, let close = file.matchingClose(index + 1),
              !names.uiMethods.contains(method), let type = judge.type(of: receiver),
              ViewTypes(project: judge.project).declaresSetter(method, in: type) else { return false }
        return !ConstantValues(file: file, scope: index + 1..<close + 1).isConstant(index + 1..<close)
    }

    /// A UI method called on a view (a listed one, a setter, a layout DSL's), or one named
    /// with its type (`NSLayoutConstraint.activate`).
    private func call(at index: Int, judge: ViewReceiverJudge) -> ViewWorkLine? {
        guard let chain = Chain(endingAt: index, in: file), let method = chain.last, let receiver = chain.receiver.last else { return nil }
        let isSnapKit = receiver == "snp" && LayoutVocabulary.snapKitMethods.contains(method)
        let viewReceiver = isSnapKit ? Array(chain.receiver.dropLast()) : chain.receiver
        let isCalled = (names.uiMethods.contains(method) || syntax(file).isSetterOrLayoutCall(index) || isSnapKit)
            && (judge.isView(viewReceiver) || ViewWorkClosures(judge: judge, syntax: syntax(file)).handsView(chain, at: chain.first))
        guard isCalled && !isOwnSetter(method, at: index, chain.receiver, judge) || (names.typeQualifiedMethods.contains(method) && names.uiMethods.contains(receiver + "." + method)),
              !(judge.exemptions.applies(.childViews) && mentionsChildView(index + 1, judge)) else { return nil }
        // A layout DSL's call is one statement, its closure's `make.…` lines part of it.
        return ViewWorkLine(chain: chain, last: index, quote: file.quote(chain.first..<index + 1) + "(…)")
    }

    /// `view.addSubview(child.view)` or constraints on a child controller's view: view
    /// controller containment, the controller's own job.
    private func mentionsChildView(_ open: Int, _ judge: ViewReceiverJudge) -> Bool {
        guard let close = file.matchingClose(open) else { return false }
        return (open + 1..<close).contains { index in
            guard file.tokens[index].kind == .identifier, index + 1 >= close || file.tokens[index + 1].kind != .dot,
                  let chain = Chain(endingAt: index, in: file) else { return false }
            return chain.first > open && judge.isChildView(chain.names)
                || (chain.names.count >= 3 && Array(chain.names.prefix(2)).last == "view" && chain.names[0] != "view")
        }
    }
}
