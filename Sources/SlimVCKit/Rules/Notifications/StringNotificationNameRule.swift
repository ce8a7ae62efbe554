/// Notification names and `userInfo` keys spelled as string literals where they are used.
public struct StringNotificationNameRule: Rule {
    public static let description = RuleDescription(
        id: "string_notification_name", name: "String Notification Name",
        summary: "Notification names and `userInfo` keys are declared once as constants, not spelled as strings where they are used.",
        rationale: """
            A name spelled `"textCount"` at the poster and again at the observer is a contract \
            the compiler cannot check: one typo and the observer silently never fires. Declare \
            each name once (`extension Notification.Name { static let textCount = …("textCount") }`) \
            and each `userInfo` key as a constant, or post a typed value instead of a dictionary.
            """,
        kind: .notifications, exemptions: NotificationNameExemption.described,
        triggeringExamples: StringNotificationNameExamples.triggering,
        nonTriggeringExamples: StringNotificationNameExamples.nonTriggering)

    public let options: NoOptions
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<NotificationNameExemption>()
    public init(options: NoOptions, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let calls = NotificationCall.all(in: file)
        let scan = NotificationNameScan(file: file)
        let literals = scan.literalNotificationNames(calls: calls)
        let constants = Coverage(literals.isEmpty || !exemptions.applies(.constants) ? [] : scan.constantInitializers())
        var findings: [Finding] = []
        for (first, last) in literals where !constants.covers(first) {
            let quote = MessageText.shortened(file.quote(first..<last + 1))
            findings.append(finding("'\(quote)' makes a notification name from a string where it is used; "
                                    + "declare it once as a constant (static let on Notification.Name)",
                                    in: file, at: first, through: last, symbol: DeclarationLookup(file: file).symbol(at: first, names: names)))
        }
        for key in scan.literalUserInfoKeys(calls: calls) {
            findings.append(finding("'\(file.quote(key..<key + 1))' keys a posted userInfo with a string; declare the key once as a constant",
                                    in: file, at: key, through: key, symbol: DeclarationLookup(file: file).symbol(at: key, names: names)))
        }
        let reads = scan.literalUserInfoReads() + scan.literalUserInfoAliasReads()
        let contexts = Coverage(reads.isEmpty ? [] : NotificationCallScan(file: file).notificationHandlers(calls: calls))
        for (first, last) in reads where !exemptions.applies(.otherUserInfo) || contexts.covers(first) {
            findings.append(finding("'\(MessageText.shortened(file.quote(first..<last + 1)))' reads userInfo with a string key; declare the key once as a constant",
                                    in: file, at: first, through: last, symbol: DeclarationLookup(file: file).symbol(at: first, names: names)))
        }
        return findings.sorted { ($0.start.line, $0.start.column) < ($1.start.line, $1.start.column) }
    }
}

/// Finds notification names made from string literals.
struct NotificationNameScan: FileReading {
    let file: SourceFile

    /// `Notification.Name("x")`, `NSNotification.Name(rawValue: "x")`,
    /// `Foundation.Notification.Name.init(rawValue: "x")` anywhere, and `.init("x")` as the
    /// name argument of a NotificationCenter call: first and last tokens.
    func literalNotificationNames(calls: [NotificationCall]) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for index in tokens(spelling: .notificationName) where index + 1 < tokens.count {
            // `Name(` or `Name.init(`.
            let open = tokens[index + 1].kind == .dot && index + 3 < tokens.count && tokens[index + 2].keyword == .`init` ? index + 3 : index + 1
            guard tokens[open].kind == .leftParen, let chain = Chain(endingAt: index, in: file), isNotificationNameType(chain.names),
                  let close = literalArgument(open: open) else { continue }
            found.append((chain.first, close))
        }
        for call in calls {
            guard let name = call.name, name.count >= 3, tokens[name.lowerBound].kind == .dot,
                  tokens[name.lowerBound + 1].keyword == .`init`, let close = literalArgument(open: name.lowerBound + 2)
            else { continue }
            found.append((name.lowerBound, close))
        }
        return found
    }

    /// `Notification.Name`, `NSNotification.Name`, or either qualified by `Foundation`.
    private func isNotificationNameType(_ names: [String]) -> Bool {
        let type = names.first == "Foundation" ? names.dropFirst() : names[...]
        return type.count == 2 && FrameworkVocabulary.notificationTypes.contains(type[type.startIndex])
    }

    /// The string-literal keys of a dictionary literal posted as `userInfo:` (`["count": 1]`).
    func literalUserInfoKeys(calls: [NotificationCall]) -> [Int] {
        var keys: [Int] = []
        for call in calls where call.kind == .post {
            guard let info = arguments(open: call.open, close: call.close).first(where: { $0.label == "userInfo" }),
                  tokens[info.value.lowerBound].kind == .leftBracket, let close = matchingClose(info.value.lowerBound) else { continue }
            for entry in arguments(open: info.value.lowerBound, close: close) {
                let key = entry.value.lowerBound
                if tokens[key].kind == .string, key + 1 < close, tokens[key + 1].kind == .colon { keys.append(key) }
            }
        }
        return keys
    }

    /// The `)` of an argument list whose first argument (unlabelled or `rawValue:`) is a
    /// string literal.
    private func literalArgument(open: Int) -> Int? {
        guard open < tokens.count, tokens[open].kind == .leftParen, let close = matchingClose(open),
              let first = arguments(open: open, close: close).first, first.label == nil || first.label == "rawValue",
              !first.value.isEmpty, tokens[first.value.lowerBound].kind == .string else { return nil }
        return close
    }

    /// `userInfo["key"]`, `userInfo?["key"]`, `userInfo!["key"]`: first and last tokens.
    func literalUserInfoReads() -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for index in tokens(spelling: .userInfo) {
            var open = index + 1
            if open < tokens.count, tokens[open].kind == .op, isPostfixMark(open) { open += 1 }
            guard open + 2 < tokens.count, tokens[open].kind == .leftBracket, tokens[open + 1].kind == .string,
                  let close = matchingClose(open), close == open + 2,
                  close + 1 >= tokens.count || tokens[close + 1].kind != .equal else { continue }
            found.append((Chain(endingAt: index, in: file)?.first ?? index, close))
        }
        return found
    }

    /// The values of static and file-level properties, stored or computed, and of a type's
    /// constants (`let tabChanged = Notification.Name(…)`): where names are declared once.
    func constantInitializers() -> [ClosedRange<Int>] {
        structure.properties.compactMap { property in
            guard property.isStatic || property.container == nil || !property.isVariable else { return nil }
            if let start = property.initializer, start <= property.span.last { return start...property.span.last }
            // Computed once declared: `static var didSync: Notification.Name { .init("didSync") }`.
            let open = property.span.last + 1
            guard property.isComputed, open < tokens.count, tokens[open].kind == .leftBrace, let close = matchingClose(open)
            else { return nil }
            return open...close
        }
    }
}
