// swift-tools-version:6.0
import PackageDescription

// A package that uses SlimVC's plugins, as a team would: CI runs
// `swift package --package-path Fixtures/PluginPackage slimvc lint` and `swift build` here.
let package = Package(
    name: "PluginPackage",
    dependencies: [.package(name: "SlimVC", path: "../..")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "SlimVCBuildToolPlugin", package: "SlimVC")]),
    ]
)
