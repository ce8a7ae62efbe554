// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SlimVC",
    products: [
        .library(name: "SlimVCKit", targets: ["SlimVCKit"]),
        .executable(name: "slimvc", targets: ["slimvc"]),
    ],
    targets: [
        .target(name: "SlimVCKit"),
        .executableTarget(name: "slimvc", dependencies: ["SlimVCKit"]),
        .executableTarget(name: "slimvc-bench", dependencies: ["SlimVCKit"]),
        .testTarget(
            name: "SlimVCKitTests",
            dependencies: ["SlimVCKit"],
            resources: []
        ),
    ]
)
