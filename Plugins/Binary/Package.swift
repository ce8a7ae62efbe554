// swift-tools-version:6.0
import PackageDescription

// SlimVC's plugins on a prebuilt binary, as SwiftLint's binary plugins are: an app that
// depends on this package gets `swift package slimvc` and the build tool plugin without
// building SlimVC. `make bundle` at the repository's root writes the artifact bundle here.
// To publish it, host `slimvc.artifactbundle.zip` (a release asset) and replace `path:`
// with `url:` and the `checksum:` that `swift package compute-checksum` prints.
let package = Package(
    name: "SlimVCPlugins",
    products: [
        .plugin(name: "SlimVCCommandPlugin", targets: ["SlimVCCommandPlugin"]),
        .plugin(name: "SlimVCBuildToolPlugin", targets: ["SlimVCBuildToolPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "slimvc", path: "slimvc.artifactbundle.zip"),
        .plugin(
            name: "SlimVCCommandPlugin",
            capability: .command(
                intent: .custom(verb: "slimvc", description: "Run SlimVC on the package: swift package slimvc [lint|rules|…] [arguments]"),
                permissions: [.writeToPackageDirectory(reason: "SlimVC writes the report files you name (--format FORMAT:FILE, --output, --write-baseline) and slimvc init's rules.json")]),
            dependencies: ["slimvc"]),
        .plugin(name: "SlimVCBuildToolPlugin", capability: .buildTool(), dependencies: ["slimvc"]),
    ]
)
