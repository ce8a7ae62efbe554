import Foundation
import Testing
@testable import SlimVCKit

/// `rules.json`, `rules.schema.json` and `docs/rules/` are generated from the code and
/// committed; these tests keep them current. After an intended change, run
/// `UPDATE_GOLDEN=1 swift test --filter GeneratedFilesTests` and review the diff.
@Suite(.serialized) struct GeneratedFilesTests {
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    static func check(_ relative: String, _ expected: String) throws {
        let path = PackageRoot.path(relative)
        if updating { try expected.write(toFile: path, atomically: true, encoding: .utf8) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected, "\(relative) is out of date")
    }

    @Test func defaultConfigurationIsCurrent() throws {
        try Self.check("rules.json", DefaultConfiguration.text())
    }

    @Test func schemaIsCurrent() throws {
        try Self.check("rules.schema.json", ConfigurationSchema.text())
    }

    @Test func ruleDocsAreCurrent() throws {
        let folder = PackageRoot.path("docs/rules")
        if Self.updating { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let pages = RuleDocs.pages()
        for page in pages { try Self.check("docs/rules/" + page.name, page.text) }
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(committed == pages.map(\.name).sorted())
    }

    @Test func schemaAcceptsTheDefaultsAndTheFixturesAndRejectsMistakes() throws {
        let schema = SchemaValidator(root: try JSONParser.parse(ConfigurationSchema.text()))
        let folder = PackageRoot.path("Fixtures/Config")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        try #require(!fixtures.isEmpty)
        for file in ["rules.json", ".ci/slimvc.json"] + fixtures.map({ "Fixtures/Config/" + $0 }) {
            let text = try String(contentsOfFile: PackageRoot.path(file), encoding: .utf8)
            #expect(schema.errors(try JSONParser.parse(text)).isEmpty, "\(file)")
            _ = try ConfigurationLoader.parse(text, file: file, folder: "/repo")
        }
        // A key of `rules` that is no SlimVC rule may be a team rule's, which takes the common settings alone.
        let mistakes = #"{"rulez": {}, "rules": {"class_length": {"warning": "1", "count": "lines"}, "nope": {"warning": 1}}, "overrides": [{}]}"#
        #expect(schema.errors(try JSONParser.parse(mistakes)) == [
            "$.rulez: not allowed", "$.rules.class_length.warning: expected integer, found a string",
            "$.rules.class_length.count: not one of the allowed values", "$.rules.nope.warning: not allowed", "$.overrides[0]: missing files",
        ])
        let architecture = #"{"architecture": {"Bad": {"select": {"kind": "clas"}, "assert": {}}, "ok": {"select": {}, "assert": {"must_be_final": false}}}}"#
        #expect(schema.errors(try JSONParser.parse(architecture)) == [
            "$.architecture.Bad: does not match ^[a-z0-9_]+$", "$.architecture.Bad.select.kind: matches not exactly one of 2 schemas",
            "$.architecture.Bad.assert: fewer than 1 properties", "$.architecture.ok.assert.must_be_final: not one of the allowed values",
        ])
    }
}

extension GeneratedFilesTests {
    /// An option's default is the whole value's: an array's items and a dictionary's values
    /// have none of their own (`missing_data_controller`'s `suffixes` once gave every new
    /// value the default of its first).
    @Test func nestedSchemasHaveNoDefault() throws {
        var nested: [JSONNode] = []
        func collect(_ node: JSONNode) {
            for member in node.members {
                if ["items", "additionalProperties"].contains(member.key), !member.node.members.isEmpty {
                    nested.append(member.node)
                }
                collect(member.node)
            }
        }
        collect(try JSONParser.parse(ConfigurationSchema.text()))
        #expect(nested.count > 5)
        #expect(nested.filter { $0["default"] != nil }.isEmpty)
    }

    /// Every key a user can write has a description, so that editors show what it means:
    /// each property of the schema, every rule's options among them.
    @Test func everyPropertyOfTheSchemaIsDescribed() throws {
        var undescribed: [String] = []
        func collect(_ node: JSONNode, _ path: String) {
            for member in node.members {
                if member.key == "properties" {
                    for property in member.node.members where property.node["description"] == nil {
                        undescribed.append(path + "/" + property.key)
                    }
                }
                collect(member.node, path + "/" + member.key)
            }
        }
        collect(try JSONParser.parse(ConfigurationSchema.text()), "")
        #expect(undescribed == [])
        for type in RuleRegistry.ruleTypes {
            let keys = type.defaultSettings.members.map(\.key)
            #expect(keys.filter { (type.optionDescriptions[$0] ?? "").isEmpty } == [], "\(type.description.id)")
            #expect(Set(type.optionDescriptions.keys).subtracting(keys).subtracting(CommonSettings.descriptions.keys) == [],
                    "a description of an option \(type.description.id) does not have")
        }
    }

    /// README's team example is `Fixtures/Config/team.json`, which the schema test checks.
    @Test func readmeShowsTheCheckedTeamExample() throws {
        let readme = try String(contentsOfFile: PackageRoot.path("README.md"), encoding: .utf8)
        let team = try String(contentsOfFile: PackageRoot.path("Fixtures/Config/team.json"), encoding: .utf8)
        #expect(readme.contains("```json\n" + team + "```\n"))
        let vocabulary = try String(contentsOfFile: PackageRoot.path("Fixtures/Config/vocabulary.json"), encoding: .utf8)
        #expect(readme.contains("```json\n" + vocabulary + "```\n"))
    }
}
