import Foundation
import Testing
@testable import SlimVCKit

/// The CI recipes work on hosted runners as written: the Action, README's workflows, the
/// GitLab job and the plugins (issue 50, item 11).
@Suite struct IntegrationRecipeTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: PackageRoot.path(path), encoding: .utf8)
    }

    /// README's fenced blocks of one language.
    static func blocks(_ language: String) throws -> [String] {
        try text("README.md").components(separatedBy: "```" + language + "\n").dropFirst()
            .map { $0.components(separatedBy: "```").first ?? "" }
    }

    /// A cache hit skips the build; the key names SlimVC's commit, the OS and the Swift version.
    @Test func theActionCachesTheBuiltBinary() throws {
        let action = try Self.text("action.yml")
        #expect(action.contains("uses: actions/cache@v4"))
        #expect(action.contains("key: ${{ steps.key.outputs.key }}"))
        #expect(action.contains("if: steps.cache.outputs.cache-hit != 'true'"))
        let script = try Self.text(".github/action/cache-key.sh")
        #expect(script.contains("runner_os") && script.contains("swift_version") && script.contains("commit"))
    }

    @Test func theActionStatesTheSwiftVersionItNeeds() throws {
        #expect(try Self.text("action.yml").contains("Swift 6.0 or later"))
        #expect(try Self.text(".github/action/cache-key.sh").contains("needs Swift 6.0 or later"))
    }

    /// A fork's pull request gets a read-only token: the upload would fail the job.
    @Test func theActionSkipsTheSARIFUploadOnForkPullRequests() throws {
        let action = try Self.text("action.yml")
        let isFork = "github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name != github.repository"
        #expect(action.contains("if: always() && inputs.sarif != '' && !(\(isFork))"))
        #expect(action.contains("if: always() && inputs.sarif != '' && \(isFork)"))
        #expect(action.contains("::notice title=SlimVC::"))
    }

    @Test func readmesWorkflowsDeclareTheirPermissions() throws {
        let workflows = try Self.blocks("yaml").filter { $0.contains("pull_request") }
        try #require(workflows.count == 2)
        for workflow in workflows {
            #expect(workflow.contains("permissions: { contents: read, security-events: write, actions: read }"), "\(workflow)")
        }
    }

    @Test func theGitLabRecipeUsesABaseline() throws {
        let gitlab = try #require(try Self.blocks("yaml").first { $0.contains("codequality") })
        #expect(gitlab.contains("--baseline slimvc-baseline.json"))
    }

    /// The command plugin writes report files (`--format sarif:FILE`, `--output`, baselines).
    @Test func theCommandPluginAsksToWriteReportFiles() throws {
        for manifest in ["Package.swift", "Plugins/Binary/Package.swift"] {
            #expect(try Self.text(manifest).contains("permissions: [.writeToPackageDirectory(reason:"), "\(manifest)")
        }
    }

    /// One repository URL, one version: `slimvc version`'s, the Action's tag and the package's.
    @Test func readmeNamesOneRepositoryAndOneVersion() throws {
        let readme = try Self.text("README.md")
        let canonical = Product.informationURI
        let urls = readme.components(separatedBy: "https://github.com/").dropFirst().map { "https://github.com/" + ($0.split(separator: "/").prefix(2).joined(separator: "/")) }
        #expect(urls.allSatisfy { $0.hasPrefix(canonical) }, "\(urls)")
        #expect(!readme.contains("OWNER"))
        #expect(readme.contains(".package(url: \"\(canonical).git\", from: \"\(Product.version)\")"))
        #expect(readme.contains("uses: slimvc/slimvc@v\(Product.version)"))
        #expect(readme.contains("rev: v\(Product.version)"))
        #expect(readme.components(separatedBy: "slimvc/slimvc@").count == 2)
    }

    @Test func readmeShowsXcodeAppTargetSteps() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("Add Package Dependencies"))
        #expect(readme.contains("Run Build Tool Plug-ins"))
    }

    /// Paths of the machine CI runs on (a tools folder beside the clone) mean nothing to a reader.
    @Test func readmeNamesNoFileOutsideTheRepository() throws {
        let readme = try Self.text("README.md")
        for outside in ["../shared", "../corpus", "../main"] {
            #expect(!readme.contains(outside), "\(outside)")
        }
    }
}
