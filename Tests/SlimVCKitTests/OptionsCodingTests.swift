import Foundation
import Testing
@testable import SlimVCKit

/// SlimVC's own options encoder and decoder give what Foundation's JSON coders gave.
@Suite struct OptionsCodingTests {
    /// Foundation's rendering of the same options, keys sorted, for comparison.
    private static func foundationText(_ options: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let node = try JSONParser.parse(String(decoding: try encoder.encode(options), as: UTF8.self))
        return JSONWriter.render(node, pretty: false)
    }

    private static func defaultsMatch<R: Rule>(_ type: R.Type) throws -> Bool {
        let ours = JSONWriter.render(try OptionsEncoder.encode(R.Options()), pretty: false)
        return try ours == foundationText(R.Options())
    }

    @Test func everyRulesDefaultsEncodeAsFoundationDoes() throws {
        for type in RuleRegistry.ruleTypes {
            #expect(try Self.defaultsMatch(type), "\(type.description.id)")
        }
        let roles = JSONWriter.render(try OptionsEncoder.encode(RoleSettings()), pretty: false)
        #expect(try roles == Self.foundationText(RoleSettings()))
    }

    @Test func dictionaryKeysAreSortedAtEveryLevel() throws {
        var options = MissingDataControllerRule.Options()
        options.suffixes = ["VC": "DC", "Screen": "ScreenData", "Controller": "Store"]
        let text = JSONWriter.render(try OptionsEncoder.encode(options), pretty: false)
        #expect(text.contains(#"{"Controller":"Store","Screen":"ScreenData","VC":"DC"}"#))
        #expect(try text == Self.foundationText(options))
    }

    @Test func settingsDecodeOverTheDefaults() throws {
        let settings = try JSONParser.parse(#"{"warning": 10, "count": "all", "include_extensions": false}"#)
        let options = try OptionsCoding.decode(ClassLengthRule.Options.self, from: settings)
        var expected = ClassLengthRule.Options()
        (expected.warning, expected.count, expected.includeExtensions) = (10, .all, false)
        #expect(options == expected)

        let nested = try JSONParser.parse(#"{"suffixes": {"VC": "DC", "Screen": "Store"}, "container_classes": []}"#)
        let decoded = try OptionsCoding.decode(MissingDataControllerRule.Options.self, from: nested)
        #expect(decoded.suffixes == ["VC": "DC", "Screen": "Store"])
        #expect(decoded.containerClasses.isEmpty)
        #expect(decoded.requireReference)
    }

    /// Settings are validated before they are decoded; a mismatch still throws, never traps.
    @Test func aMismatchThrows() throws {
        #expect(throws: DecodingError.self) {
            try OptionsDecoder.decode(ClassLengthRule.Options.self, from: JSONParser.parse(#"{"warning": "ten"}"#))
        }
        #expect(throws: DecodingError.self) {
            try OptionsDecoder.decode(ClassLengthRule.Options.self, from: JSONParser.parse(#"{"count": "words"}"#))
        }
        #expect(throws: DecodingError.self) { try OptionsDecoder.decode([String].self, from: JSONParser.parse(#"[1]"#)) }
    }
}
