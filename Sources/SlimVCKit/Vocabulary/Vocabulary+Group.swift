extension Vocabulary {
    /// The groups a team can add names to, as they are keyed in `rules.json`. Each says in
    /// one line what belongs in it (`meaning`); its standard names are in the
    /// vocabulary of its area (`ViewVocabulary`, `CollaboratorVocabulary`).
    public enum Group: String, CaseIterable, Sendable {
        // ViewVocabulary
        case viewControllerClasses = "view_controller_classes"
        case viewClasses = "view_classes"
        case cellClasses = "cell_classes"
        case containerControllers = "container_controllers"
        case viewProperties = "view_properties"
        case cellProperties = "cell_properties"
        case viewMethods = "view_methods"
        case viewNameSuffixes = "view_name_suffixes"
        case controllerMembers = "controller_members"
        case uiObjectSuffixes = "ui_object_suffixes"
        case uiTypePrefixes = "ui_type_prefixes"
        case contentTypes = "content_types"
        // CollaboratorVocabulary
        case collaboratorSuffixes = "collaborator_suffixes"
        case referenceWrappers = "reference_wrappers"
        case plumbingTypes = "plumbing_types"
        case delegateSuffixes = "delegate_suffixes"
        case networkingAPIs = "networking_apis"

        /// One line on what belongs in the group, for the schema and the docs.
        public var meaning: String {
            switch self {
            case .viewControllerClasses: "Framework classes whose subclasses are screens (view controllers)."
            case .viewClasses: "Framework classes whose subclasses are views."
            case .cellClasses: "Framework classes whose subclasses are cells of a list."
            case .containerControllers: "View controllers that contain screens and have none of their own to hold state for."
            case .viewProperties: "Properties of a view whose setting draws it: its look, its text, its visibility."
            case .cellProperties: "Properties of a cell itself, besides those of any view, whose setting configures it."
            case .viewMethods: "Methods of a view that build or draw it (`addSubview`, `setTitle`), `Type.method` for a type's."
            case .viewNameSuffixes: "Word endings that name a view in a member chain (`titleLabel`, `avatarView`)."
            case .controllerMembers: "Members of a view controller that are its own business, never view work (`title`, `navigationItem`)."
            case .uiObjectSuffixes: "Type suffixes, or whole names, of UI objects a controller may keep: views, layers, constraints, recognizers, geometry."
            case .uiTypePrefixes: "Prefixes of a UI framework's types: one not declared in the project is UI."
            case .contentTypes: "UI framework types that carry what is shown, and so may be state."
            case .collaboratorSuffixes: "Type suffixes of a screen's collaborators: holders of its state, services, helpers it configures once."
            case .referenceWrappers: "Property wrappers whose value is held elsewhere (`@Injected`, `@Binding`), without the `@`."
            case .plumbingTypes: "Subscription and callback plumbing, timers and queues: names, `*Suffix`, or `Name<*>`."
            case .delegateSuffixes: "Protocol suffixes of delegate and data source conformances."
            case .networkingAPIs: "Networking calls and types: a name, or a prefix ending in `.` (`Alamofire.`)."
            }
        }

        /// The names every project gets.
        public var standardNames: [String] {
            switch self {
            case .viewControllerClasses, .viewClasses, .cellClasses, .containerControllers, .viewProperties,
                 .cellProperties, .viewMethods, .viewNameSuffixes, .controllerMembers, .uiObjectSuffixes,
                 .uiTypePrefixes, .contentTypes:
                ViewVocabulary.names(of: self)
            case .collaboratorSuffixes, .referenceWrappers, .plumbingTypes, .delegateSuffixes, .networkingAPIs:
                CollaboratorVocabulary.names(of: self)
            }
        }
    }
}
