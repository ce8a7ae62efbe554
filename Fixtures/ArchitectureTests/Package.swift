// swift-tools-version:6.0
import PackageDescription

// Architecture rules written as tests, as a team would write them: this package depends on
// SlimVC by path and asks SlimVCKit's `Project` about the sample app. CI runs
// `swift test --package-path Fixtures/ArchitectureTests`.
let package = Package(
    name: "ArchitectureTests",
    dependencies: [.package(name: "SlimVC", path: "../..")],
    targets: [
        .testTarget(name: "ArchitectureTests", dependencies: [.product(name: "SlimVCKit", package: "SlimVC")]),
    ]
)
