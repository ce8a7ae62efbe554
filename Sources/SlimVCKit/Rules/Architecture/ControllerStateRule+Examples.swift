/// `controller_state` examples, in the order its documentation lists them. Here, what is
/// no state: a container of screens, views, UI objects, plumbing and collaborators.
enum ControllerStateExamples {
    static let triggering = ControllerStateTypeExamples.triggering + ControllerStateOptionExamples.triggering
        + ControllerStateWrapperExamples.triggering + ControllerStateValueExamples.triggering
        + ControllerStateLookalikeExamples.triggering + ControllerStateBookkeepingExamples.triggering
        + ControllerStateWriteSiteExamples.triggering

    static let nonTriggering = ControllerStatePlumbingExamples.nonTriggering
        + ControllerStateCollaboratorExamples.nonTriggering + ControllerStateOptionExamples.nonTriggering
        + ControllerStateWrapperExamples.nonTriggering + ControllerStateBookkeepingExamples.nonTriggering
        + ControllerStateWriteSiteExamples.nonTriggering + ControllerStateUIExamples.nonTriggering
        + ControllerStateMoreUIExamples.nonTriggering
}
