import Foundation
import Testing
@testable import SlimVCKit

/// `Fixtures/Scanner/expected.jsonl` is the SwiftSyntax oracle's output for the fixtures
/// (see Fixtures/Scanner/README.md); `inspect` must agree with it on every compared field.
@Suite struct FixtureTests {
    @Test func inspectAgreesWithTheOracleOnEveryFixture() throws {
        let expected = try Self.records(String(contentsOfFile: PackageRoot.path("Fixtures/Scanner/expected.jsonl"), encoding: .utf8))
        try #require(expected.count >= 10)
        let folder = PackageRoot.path("Fixtures/Scanner")
        for (path, record) in expected.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + (path as NSString).lastPathComponent)))
            let actual = try Self.records(InspectReport.line(for: SourceFile(path: path, bytes: bytes)))
            let mine = try #require(actual[path])
            #expect(mine["lines"] as? Int == record["lines"] as? Int, "\(path): lines")
            #expect(Self.items(mine, "types") == Self.items(record, "types"), "\(path): types")
            #expect(Self.items(mine, "functions") == Self.items(record, "functions"), "\(path): functions")
        }
    }

    /// The fields compare-structure compares, one sorted line per item.
    static let fields = ["kind", "name", "container", "accessorKind", "parent", "inherits", "local", "hasBody",
                         "startLine", "endLine", "bodyLines", "bodyCodeLines"]

    static func items(_ record: [String: Any], _ key: String) -> [String] {
        let list = record[key] as? [[String: Any]] ?? []
        return list.map { item in
            fields.compactMap { field in
                guard let value = item[field] else { return nil }
                if let entries = value as? [String] {
                    return field + "=" + entries.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.joined(separator: ",")
                }
                return "\(field)=\(value is NSNull ? "null" : "\(value)")"
            }.joined(separator: " ")
        }.sorted()
    }

    static func records(_ text: String) throws -> [String: [String: Any]] {
        var records: [String: [String: Any]] = [:]
        for line in text.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            records[try #require(object["file"] as? String)] = object
        }
        return records
    }
}
