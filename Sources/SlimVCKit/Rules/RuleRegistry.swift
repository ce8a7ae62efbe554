/// Every rule SlimVC has, one line each, sorted by id.
public enum RuleRegistry {
    public static let ruleTypes: [any Rule.Type] = [
        CellConfigurationInDataSourceRule.self,
        CellViewModelRule.self,
        ClassLengthRule.self,
        ControllerConformancesRule.self,
        ControllerStateRule.self,
        DiscardedObserverTokenRule.self,
        InvalidSuppressionRule.self,
        MethodLengthRule.self,
        MissingDataControllerRule.self,
        NetworkingInControllerRule.self,
        NetworkingInViewRule.self,
        NotificationObserverCountRule.self,
        StateInViewRule.self,
        StringNotificationNameRule.self,
        ViewBodyLengthRule.self,
        ViewModelViewReferenceRule.self,
        ViewWorkInControllerRule.self,
    ]

    /// Every rule with its default options.
    public static func defaultRules() -> [any Rule] {
        ruleTypes.map { $0.withDefaultOptions() }
    }
}

extension Rule {
    static func withDefaultOptions() -> any Rule { Self(options: Options()) }
}
