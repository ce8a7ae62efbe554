// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SlimVC",
    products: [
        .library(name: "SlimVCKit", targets: ["SlimVCKit"]),
        .executable(name: "slimvc", targets: ["slimvc"]),
        .plugin(name: "SlimVCCommandPlugin", targets: ["SlimVCCommandPlugin"]),
        .plugin(name: "SlimVCBuildToolPlugin", targets: ["SlimVCBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "SlimVCKit"),
        .executableTarget(name: "slimvc", dependencies: ["SlimVCKit"]),
        .executableTarget(name: "slimvc-bench", dependencies: ["SlimVCKit"]),
        .plugin(
            name: "SlimVCCommandPlugin",
            capability: .command(
                intent: .custom(verb: "slimvc", description: "Run SlimVC on the package: swift package slimvc [lint|rules|…] [arguments]"),
                permissions: [.writeToPackageDirectory(reason: "SlimVC writes the report files you name (--format FORMAT:FILE, --output, --write-baseline) and slimvc init's rules.json")]),
            dependencies: ["slimvc"]),
        .plugin(name: "SlimVCBuildToolPlugin", capability: .buildTool(), dependencies: ["slimvc"]),
        .testTarget(name: "SlimVCKitTests", dependencies: ["SlimVCKit"]),
        .testTarget(name: "SlimVCBenchTests", dependencies: ["slimvc-bench"]),
    ]
)
