import Testing
@testable import SlimVCKit

/// View work and cell configuration are reported once per function (and cell), at the
/// first line, with the count in the message and every line as a related location
/// (rulebook, "View work" and "Cells").
@Suite struct GroupedFindingTests {
    static let profile = """
        class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                nameLabel.text = "Ada"
                stackView.addArrangedSubview(nameLabel)
            }
            func show() {
                nameLabel.alpha = 1
            }
        }
        """

    static func run(_ source: String, baseline: Baseline? = nil) -> LintRun {
        var linter = Linter(rules: [ViewWorkInControllerRule(options: .init()), CellConfigurationInDataSourceRule(options: .init())])
        linter.baseline = baseline.map(BaselineLookup.init)
        return linter.lint(sources: ["Profile.swift": source])
    }

    @Test func aFunctionsViewWorkIsOneFindingAtItsFirstLine() throws {
        let findings = Self.run(Self.profile).findings
        #expect(findings.map(\.message) == ["'ProfileViewController.viewDidLoad()' has 3 lines of View work",
                                            "'ProfileViewController.show()' has 1 line of View work"])
        let first = try #require(findings.first)
        #expect(first.start == Location(line: 4, column: 9) && first.measured == 3 && first.limit == nil)
        #expect(first.related.map(\.message) == ["'view.backgroundColor = …'", "'nameLabel.text = …'", "'stackView.addArrangedSubview(…)'"])
        #expect(first.related.map(\.start.line) == [4, 5, 6])
        let text = TextReporter.render(Self.run(Self.profile))
        #expect(text.hasPrefix("""
            Profile.swift:4:9: warning: 'ProfileViewController.viewDidLoad()' has 3 lines of View work [view_work_in_controller]
            Profile.swift:4:9: note: 'view.backgroundColor = …'
            Profile.swift:5:9: note: 'nameLabel.text = …'
            Profile.swift:6:9: note: 'stackView.addArrangedSubview(…)'

            """))
    }

    /// Outside functions, a property built in a closure names the finding.
    @Test func aPropertysClosureIsNamedByTheProperty() {
        let source = "class BadgeViewController: UIViewController {\n    lazy var titleLabel: UILabel = {\n"
            + "        let label = UILabel()\n        label.textAlignment = .center\n        return label\n    }()\n}\n"
        #expect(Self.run(source).findings.map(\.message) == ["'BadgeViewController.titleLabel' has 1 line of View work"])
        #expect(Self.run(source).findings.map(\.symbol) == ["BadgeViewController.titleLabel"])
    }

    /// Per function and per cell: two cells of one function are two findings.
    @Test func cellsAreGroupedByFunctionAndCell() {
        let source = """
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.section == 0 {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath)
                    cell.textLabel?.text = titles[indexPath.row]
                    cell.detailTextLabel?.text = details[indexPath.row]
                    return cell
                }
                let detail = tableView.dequeueReusableCell(withIdentifier: "Detail", for: indexPath)
                detail.detailTextLabel?.text = details[indexPath.row]
                return detail
            }
            """
        let findings = Self.run(source).findings
        #expect(findings.map(\.message) == ["'tableView(_:cellForRowAt:)' has 2 lines configuring 'cell'",
                                            "'tableView(_:cellForRowAt:)' has 1 line configuring 'detail'"])
        #expect(findings.map(\.related.count) == [2, 1])
    }

    /// A suppressed line leaves the group; the finding moves to the first line left and
    /// counts again; a group with every line suppressed is gone, and no suppression is unused.
    @Test func suppressedLinesLeaveTheGroup() {
        func run(_ source: String) -> LintRun {
            var linter = Linter(rules: [ViewWorkInControllerRule(options: .init())])
            linter.reportUnusedSuppressions = true
            return linter.lint(sources: ["Profile.swift": source])
        }
        let first = run(Self.profile.replacingOccurrences(of: "= .white", with: "= .white // slimvc:disable:this view_work_in_controller"))
        #expect(first.findings.map(\.message) == ["'ProfileViewController.viewDidLoad()' has 2 lines of View work",
                                                  "'ProfileViewController.show()' has 1 line of View work"])
        #expect(first.findings.first?.start.line == 5 && first.findings.first?.related.map(\.start.line) == [5, 6])
        #expect(first.findings.first?.measured == 2)
        let all = run(Self.profile.replacingOccurrences(of: "        super.viewDidLoad()\n", with: "        // slimvc:disable view_work_in_controller\n")
            .replacingOccurrences(of: "    func show()", with: "    // slimvc:enable view_work_in_controller\n    func show()"))
        #expect(all.findings.map(\.message) == ["'ProfileViewController.show()' has 1 line of View work"])
    }

    /// Moving lines inside a function, or adding and removing some, keeps the fingerprint:
    /// a baseline written now matches on the next run; one that grows is reported as grown.
    @Test func fingerprintsStayWhenLinesMoveInsideTheFunction() {
        let before = Self.run(Self.profile).findings
        let moved = Self.profile.replacingOccurrences(of: "        view.backgroundColor = .white\n        nameLabel.text = \"Ada\"\n",
                                                      with: "        nameLabel.text = \"Ada\"\n\n        reload()\n        view.backgroundColor = .white\n")
        let after = Self.run(moved).findings
        #expect(after.first?.start.line == 4 && after.first?.related.map(\.message).first == "'nameLabel.text = …'")
        #expect(after.map(\.fingerprint) == before.map(\.fingerprint))
        let fewer = Self.run(Self.profile.replacingOccurrences(of: "        nameLabel.text = \"Ada\"\n", with: "")).findings
        #expect(fewer.map(\.fingerprint) == before.map(\.fingerprint))

        let baseline = Baseline(findings: before)
        #expect(Self.run(Self.profile, baseline: baseline).findings.isEmpty)
        #expect(Self.run(moved, baseline: baseline).baseline == BaselineSummary(unchanged: 2, absent: 0))
        // One line left of a baselined function: its message counts one line, still the baselined finding.
        let one = Self.profile.replacingOccurrences(of: "        nameLabel.text = \"Ada\"\n        stackView.addArrangedSubview(nameLabel)\n", with: "")
        #expect(Self.run(one, baseline: baseline).findings.isEmpty)
        let grown = Self.run(Self.profile.replacingOccurrences(of: "        nameLabel.text = \"Ada\"\n",
                                                               with: "        nameLabel.text = \"Ada\"\n        nameLabel.alpha = 1\n"), baseline: baseline)
        #expect(grown.findings.map(\.message) == ["'ProfileViewController.viewDidLoad()' grew to 4 lines of View work (baseline 3)"])
        #expect(grown.findings.map(\.baselineState) == [.updated])
    }
}
