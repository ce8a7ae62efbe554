/// SwiftUI's names that the SwiftUI rules rely on: its property wrappers, and the
/// modifiers whose closures tell when code runs. Framework names only: a project's views
/// and holders are found by what they conform to (`SwiftUIRoles`).
enum SwiftUIVocabulary {
    /// Wrappers through which a view keeps its state holder (or the holder's values).
    static let holderWrappers: Set<String> = ["@StateObject", "@ObservedObject", "@EnvironmentObject", "@Environment", "@Bindable"]

    /// Wrappers of state the view itself keeps: `state_in_view` asks where they are written.
    static let stateWrappers: Set<String> = ["@State", "@AppStorage", "@SceneStorage"]

    /// Modifiers whose closure runs with the view's life: an `await` inside tells when
    /// data arrives (`.task { items = try await api.load() }`).
    static let lifetimeModifiers: Set<String> = ["task", "onAppear", "refreshable"]

    /// Modifiers and views whose closure runs when the user acts.
    static let actionCallees: Set<String> = ["Button", "onTapGesture", "onSubmit", "onDelete", "onMove", "onLongPressGesture"]

    /// Modifiers whose closure runs when a publisher sends a value.
    static let subscriptionCallees: Set<String> = ["onReceive"]

    /// Value types a view keeps about itself (a flag, a size, an angle) or draws (an
    /// image a leaf view loads), never the screen's data.
    static let viewValueTypes: Set<String> = [
        "Bool", "CGFloat", "CGSize", "CGPoint", "CGRect", "Angle", "Color", "Namespace.ID", "UnitPoint", "Edge", "Axis",
        "EditMode", "ScrollPosition", "NavigationPath", "ColorScheme", "Visibility", "PresentationDetent", "Image", "UIImage", "NSImage",
        "CGImage", "AsyncImagePhase",
    ]

    /// Protocols a plain value adopts (`struct Item: Codable, Identifiable`): a struct
    /// that adopts nothing else is no view, and its members' writes are not scanned.
    static let valueProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable", "Sendable", "Comparable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "RawRepresentable",
    ]
}
