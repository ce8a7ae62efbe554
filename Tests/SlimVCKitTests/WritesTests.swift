import Testing
@testable import SlimVCKit

/// What each type's body writes (`SourceFile.writesByType`): the names it assigns, and the
/// members of other values whose content it sets.
@Suite struct WritesTests {
    private static func writes(_ body: String, kind: String = "final class") -> Writes {
        let file = SourceFile(path: "a.swift", text: "\(kind) Screen {\n\(body)\n}\n")
        return file.writesByType()[0]
    }

    private static func hashes(_ names: String...) -> [UInt64] { names.map(WrittenNames.hash).sorted() }

    @Test func assignmentsInTheBodyAreSeen() {
        let body = """
            var count = 0
            var isOn = false
            func f(_ a: inout Int) {
                count += 1
                self?.title = "x"
                isOn.toggle()
                swap(&limit, &a)
                if count == 1, count != 2, count <= 3, count >= 0 { print(count) }
            }
            """
        #expect(Self.writes(body).assigned == Self.hashes("count", "title", "isOn", "limit", "a"))
        // Only classes and extensions are asked.
        #expect(Self.writes(body, kind: "struct").assigned.isEmpty)
    }

    @Test func aNestedTypeWritesForItself() {
        let body = "func f() { a = 1 }\nfinal class Inner {\n    func g() { b = 2 }\n}\nfunc h() { c = 3 }"
        let file = SourceFile(path: "a.swift", text: "final class Screen {\n\(body)\n}\n")
        #expect(file.writesByType().map(\.assigned) == [Self.hashes("a", "c"), Self.hashes("b")])
    }

    @Test func contentSetOnAnotherValuesMemberIsSeen() {
        let body = """
            func fill(_ cell: RowCell) {
                cell.titleLabel.text = item.title
                cell.badge?.value = 3
                cell.iconView.kf.setImage(with: url)
                cell.trendView.configure(tag: tag)
                cell.stack.addArrangedSubview(view)
                self.ownLabel.text = "x"
                cell.hintLabel.isHidden = true
                cell.button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                cell.spinnerView.startAnimating()
                cell.footer.setNeedsLayout()
                plain.text = "y"
            }
            """
        #expect(Self.writes(body, kind: "struct").configured == Self.hashes("titleLabel", "badge", "iconView", "trendView", "stack"))
    }
}
