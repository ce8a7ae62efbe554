// swift-tools-version:6.0
import PackageDescription

// A package that uses SlimVC's plugins, as a team would: CI runs
// `swift package --package-path Fixtures/PluginPackage slimvc lint` and `swift build` here.
// Its rules.json makes the package folder the project SlimVC reads for its index.
let package = Package(
    name: "PluginPackage",
    dependencies: [.package(name: "SlimVC", path: "../..")],
    targets: [
        .target(name: "FeedData"),
        .target(name: "Screens", dependencies: ["FeedData"], plugins: [.plugin(name: "SlimVCBuildToolPlugin", package: "SlimVC")]),
    ]
)
