/// `view_body_length`'s examples, both ways (rulebook, "SwiftUI views": size).
enum ViewBodyLengthExamples {
    static let triggering = [
        Example("struct SettingsScreen: View {\n    var ↓body: some View {\n        VStack {\n            Text(\"a\")\n            Text(\"b\")\n        }\n    }\n}",
                options: #"{"warning": 3}"#),
        // Another `@ViewBuilder` member, and one returning `some View`, each measured on its own.
        Example("struct FeedView: View {\n    var body: some View { header }\n    @ViewBuilder private var ↓header: some View {\n        Text(\"a\")\n        Text(\"b\")\n        Text(\"c\")\n    }\n}",
                options: #"{"warning": 2}"#),
        Example("struct FeedView: View {\n    var body: some View { row(1) }\n    func ↓row(_ n: Int) -> some View {\n        HStack {\n            Text(\"\\(n)\")\n        }\n    }\n}",
                options: #"{"warning": 2}"#),
        // A view through a project protocol that refines `View`, and an extension's members.
        Example("protocol Screen: View {}\nstruct ProfileScreen: Screen {\n    var ↓body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}",
                options: #"{"warning": 2}"#),
        Example("struct Badge {\n    let count: Int\n}\nextension Badge: View {\n    var ↓body: some View {\n        HStack {\n            Text(\"\\(count)\")\n        }\n    }\n}",
                options: #"{"warning": 2}"#),
        Example("extension FeedView {\n    @ViewBuilder func ↓footer() -> some View {\n        Text(\"a\")\n        Text(\"b\")\n        Text(\"c\")\n    }\n}",
                otherFiles: ["FeedView.swift": "struct FeedView: View {\n    var body: some View { footer() }\n}"], options: #"{"warning": 2}"#),
        Example("struct SettingsScreen: View {\n    var ↓body: some View {\n        VStack {\n            Text(\"a\")\n            Text(\"b\")\n        }\n    }\n}",
                options: #"{"warning": 2, "error": 3}"#),
        Example("private struct Panel: View {\n    var ↓body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}\nstruct Screen: View {\n    var body: some View { Panel() }\n}\n#Preview { Panel() }",
                options: #"{"warning": 2}"#),
    ]

    static let nonTriggering = [
        Example("struct SettingsScreen: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}",
                options: #"{"warning": 3}"#),
        // A view modifier and a preview provider are not views; a helper that builds no view is `method_length`'s.
        Example("struct Card: ViewModifier {\n    func body(content: Content) -> some View {\n        content\n            .padding()\n            .background(.white)\n    }\n}",
                options: #"{"warning": 2}"#),
        Example("struct Feed_Previews: PreviewProvider {\n    static var previews: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}",
                options: #"{"warning": 2}"#),
        Example("struct FeedView: View {\n    var body: some View { Text(title) }\n    func load() {\n        a()\n        b()\n        c()\n    }\n}",
                options: #"{"warning": 2}"#),
        // A preview is no screen.
        Example("#Preview {\n    VStack {\n        Text(\"a\")\n        Text(\"b\")\n    }\n}", options: #"{"warning": 2}"#),
        // A private view only previews show is part of them; one a screen shows is not (below).
        Example("private struct PreviewHelper: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}\n#Preview { PreviewHelper() }",
                options: #"{"warning": 2}"#),
        // A project that declares its own `View` means its own.
        Example("protocol View {}\nstruct Box: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}",
                options: #"{"warning": 2}"#),
    ]
}
