/// What a class's own body shows of it being a view: kept for the types a rule meets
/// through a superclass the project does not declare (`class BorderedField: TextField`),
/// and to tell a transient overlay that shows and hides itself.
public struct ViewBodyFacts: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Overrides `layoutSubviews()` or `draw(_:)`, or calls `super.init(frame:)`: UIView's.
    public static let laysOutItself = ViewBodyFacts(rawValue: 1)
    /// Adds itself or a view it holds to a view it does not hold (`vc.view.addSubview(self)`).
    public static let showsItself = ViewBodyFacts(rawValue: 2)
    /// Removes itself or a view it holds from its superview (`removeFromSuperview()`).
    public static let hidesItself = ViewBodyFacts(rawValue: 4)
}

/// Finds each type's `ViewBodyFacts` from its functions' names and the file's marked
/// `addSubview` and `removeFromSuperview` calls: no walk of every token.
struct ViewBodyScan: FileReading {
    let file: SourceFile

    /// By type: `properties` are the positions of each type's properties. And the hashes
    /// (`WrittenNames`) of the setters each declares (`setDefaultValue(number:)`): its own API.
    func factsByType(properties: [[Int]]) -> (facts: [ViewBodyFacts], setters: [[UInt64]]) {
        var facts = [ViewBodyFacts](repeating: [], count: structure.types.count)
        var setters = [[UInt64]](repeating: [], count: structure.types.count)
        // By position, not copies: a copied declaration costs a retain and release of each part.
        for position in structure.functions.indices where !structure.functions[position].isLocal && structure.functions[position].hasBody {
            guard let container = structure.functions[position].container else { continue }
            if laysOut(position) { facts[container].insert(.laysOutItself) }
            if structure.functions[position].kind == .func, isSetterName(structure.functions[position].span.name) {
                setters[container].append(WrittenNames.hash(structure.functions[position].name))
            }
        }
        return (viewBodies(facts, properties: properties), setters)
    }

    /// `set` and a capital letter.
    private func isSetterName(_ name: Int) -> Bool {
        let token = tokens[name]
        guard token.end - token.start > 3, spells(name, prefix: "set") else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[Int(token.start) + 3])
    }

    private func viewBodies(_ found: [ViewBodyFacts], properties: [[Int]]) -> [ViewBodyFacts] {
        var facts = found
        let calls = tokens(spelling: .addSubview, .removeFromSuperview)
        guard !calls.isEmpty else { return facts }
        let types = innermost.types
        // Only a type holding a spinner or a blur may be an overlay (`IndexedType.isTransientOverlay`).
        var ownByType: [Int: Set<String>?] = [:]
        for index in calls {
            guard let type = types.around(index), index + 2 < tokens.count, tokens[index + 1].kind == .leftParen else { continue }
            let known = ownByType[type] ?? (holdsIndicator(properties[type]) ? Set(properties[type].map { structure.properties[$0].name }) : nil)
            ownByType[type] = known
            guard let own = known else { continue }
            if tokens[index].spells(.addSubview) {
                if showsOwnView(at: index, own: own) { facts[type].insert(.showsItself) }
            } else if tokens[index + 2].kind == .rightParen, receiver(of: index).map({ $0.isEmpty || own.contains($0[0]) }) == true {
                facts[type].insert(.hidesItself)
            }
        }
        return facts
    }

    /// A property declared or made as a progress indicator (`FrameworkVocabulary.progressIndicators`).
    private func holdsIndicator(_ positions: [Int]) -> Bool {
        positions.contains { position in
            if let type = structure.properties[position].typeText {
                var name = Substring(type)
                while let last = name.last, last == "!" || last == "?" { name = name.dropLast() }
                return FrameworkVocabulary.progressIndicators.contains(TypeName.lastComponent(String(name)))
            }
            guard let value = structure.properties[position].initializer, tokens[value].kind == .identifier else { return false }
            return spells(value, "UIActivityIndicatorView") || spells(value, "UIVisualEffectView") || spells(value, "NSProgressIndicator")
        }
    }

    private func laysOut(_ position: Int) -> Bool {
        let (kind, span) = (structure.functions[position].kind, structure.functions[position].span)
        switch kind {
        case .func:
            let name = tokens[span.name]
            guard name.end - name.start == 14 && spells(span.name, "layoutSubviews")
                || name.end - name.start == 4 && spells(span.name, "draw") else { return false }
            return (span.first..<span.name).contains { spells($0, "override") }
        case .`init`:
            guard let open = span.open, let close = span.close else { return false }
            return (open..<close).contains { index in
                tokens[index].keyword == .`super` && index + 5 < close && tokens[index + 1].kind == .dot && tokens[index + 2].keyword == .`init`
                    && tokens[index + 3].kind == .leftParen && spells(index + 4, "frame") && tokens[index + 5].kind == .colon
            }
        default: return false
        }
    }

    /// `container.addSubview(self)` or `container.addSubview(self.blurView)`, where the
    /// container is none of the type's own views.
    private func showsOwnView(at index: Int, own: Set<String>) -> Bool {
        guard let receiver = receiver(of: index), let root = receiver.first, !own.contains(root), root != "self",
              let close = matchingClose(index + 1) else { return false }
        if close == index + 3, tokens[index + 2].keyword == .`self` { return true }
        guard let argument = Chain(endingAt: close - 1, in: file), argument.first == index + 2 else { return false }
        return argument.names.count == 1 && own.contains(argument.names[0])
    }

    /// The names before `.method`, `self` dropped; empty for a call with no receiver.
    private func receiver(of method: Int) -> [String]? {
        guard method >= 1, tokens[method - 1].kind == .dot else { return [] }
        if method >= 2, tokens[method - 2].keyword == .`self` { return [] }
        return Chain(endingAt: method, in: file)?.receiver
    }
}
