/// The vocabulary's standard names of what a screen works with: collaborators, services,
/// plumbing.
enum CollaboratorVocabulary {
    static func names(of group: Vocabulary.Group) -> [String] {
        switch group {
        case .collaboratorSuffixes: collaboratorSuffixes
        case .referenceWrappers: referenceWrappers
        case .plumbingTypes: plumbingTypes
        case .delegateSuffixes: delegateSuffixes
        case .networkingAPIs: networkingAPIs
        default: []
        }
    }

    /// The screen's own (its holder of state), the services it talks to, the helpers it
    /// configures once (`DateFormatter`), and what the rulebook counts among collaborators
    /// whatever their name: adapters, `UserDefaults`, feature flags and remote
    /// configuration, dependency containers, analytics trackers. (A framework's stores are
    /// its workers, `FrameworkVocabulary.workerSuffixes`; a project's `Store` may be a shop.)
    static let collaboratorSuffixes = [
        "DataController", "ViewModel", "Presenter", "Interactor", "Coordinator", "Router",
        "Service", "Manager", "Provider", "Client", "Repository", "Gateway", "Loader", "Factory", "Formatter", "DataSource",
        "Adapter", "UserDefaults", "RemoteConfig", "FeatureFlags", "Dependencies", "DependencyContainer", "Tracker",
    ]

    /// A service a dependency container resolves (`@Injected`, `@LazyInjectService`,
    /// `@Dependency`), or a SwiftUI `@Binding` to a state its owner keeps.
    static let referenceWrappers = [
        "Injected", "LazyInjected", "WeakLazyInjected", "OptionalInjected", "InjectedObject", "Inject",
        "InjectService", "LazyInjectService", "Dependency", "Binding",
    ]

    /// Subscriptions (Combine, RxSwift, ReactiveSwift, key-value observing), callbacks
    /// (closure types named by a typealias), delegates, event channels that keep no
    /// value, timers, queues, and requests kept to be cancelled (Alamofire, URLSession).
    static let plumbingTypes = [
        "DisposeBag", "AnyCancellable", "Set<AnyCancellable>", "NSKeyValueObservation", "NSObjectProtocol",
        "*Subscription", "*Observation", "*Cancellable", "*Observer", "*Listener", "*Handler", "*Callback", "*Closure", "Completion",
        "*Delegate", "PassthroughSubject<*>", "PublishSubject<*>", "PublishRelay<*>",
        "Observable<*>", "Driver<*>", "Signal<*>", "AnyPublisher<*>",
        "DispatchWorkItem", "Timer", "Task<*>", "DispatchGroup", "DispatchQueue", "OperationQueue", "Operation", "BlockOperation",
        "NotificationToken", "*Disposable", "DataRequest", "DownloadRequest", "UploadRequest", "URLSessionTask",
        "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionWebSocketTask",
    ]

    static let delegateSuffixes = ["Delegate", "DataSource"]

    /// The handles a VIPER module keeps on its child modules (`StepModuleInput`).
    static let moduleHandleSuffixes = ["ModuleInput", "ModuleOutput"]

    /// What holds a screen's state: its DataController, or on MVVM, VIPER or VIP its view
    /// model, presenter or interactor (`otherHolders`, `missing_data_controller`'s default).
    static let stateHolderSuffixes = ["DataController"] + otherHolders
    static let otherHolders = ["ViewModel", "Presenter", "Interactor"]

    /// URLSession, Alamofire, Moya and web sockets.
    static let networkingAPIs = ["URLSession", "AF.request", "Alamofire.", "MoyaProvider", "WebSocket"]
}

extension CollaboratorVocabulary {
    /// Subscriptions and observations, by whole name, then by suffix: the plumbing a type's
    /// name alone tells, with no index (`StoredPropertyKind(typeNamed:)`). `plumbing_types`
    /// holds more (callbacks, delegates, timers, queues).
    static let subscriptionTypes = ["DisposeBag", "NSKeyValueObservation"]
    static let subscriptionSuffixes = ["Cancellable", "Subscription", "Observation"]

    /// The services a screen talks to, among the collaborators: a project class kept in a
    /// `let` and named so is one (`FeedService`, `APIClient`).
    static let serviceSuffixes = ["Service", "Client", "Repository", "Gateway", "Manager", "Provider"]

    /// The services a screen calls for its data, by name: a screen that keeps one has
    /// something for a state holder to do (`missing_data_controller`). Not managers and
    /// providers, which as often manage the keyboard or provide a look.
    static let dataServiceSuffixes = ["Service", "Client", "Repository", "Gateway", "API"]
}
