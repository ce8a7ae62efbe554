/// UIKit's and AppKit's callbacks, by what calls them: the framework vocabulary that tells
/// when a controller's method runs (`WriteSiteScan`). Framework names only: a project's
/// own methods get their contexts from their callers.
enum CallbackVocabulary {
    /// Where a screen sets itself up.
    static let setup: Set<String> = ["awakeFromNib", "loadView", "viewDidLoad", "windowDidLoad", "prepareForReuse"]

    /// A view's appearance, layout, traits and scrolling.
    static let viewCallbacks: Set<String> = [
        "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "updateViewConstraints", "traitCollectionDidChange", "viewWillTransition", "willTransition",
        "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "willMove", "didMove", "layoutSubviews", "updateConstraints",
        "preferredContentSizeDidChange", "systemLayoutFittingSizeDidChange", "viewWillLayout", "viewDidLayout", "viewWillAppearAnimated",
        "didReceiveMemoryWarning", "draw", "applicationFinishedRestoringState", "decodeRestorableState", "encodeRestorableState",
    ]

    /// The user's touches, presses and motions (`UIResponder`).
    static let responderActions: Set<String> = [
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "pressesBegan", "pressesEnded", "motionBegan", "motionEnded",
        "mouseDown", "mouseUp", "mouseDragged", "keyDown", "keyUp",
    ]

    /// A delegate's or data source's questions about what to draw (the second label of
    /// `tableView(_:cellForRowAt:)`), or the first of a method named for them: a table
    /// asks these while it draws, not when the user acts.
    static let renderingLabels: Set<String> = [
        "cellForRowAt", "cellForItemAt", "numberOfRowsInSection", "numberOfItemsInSection", "heightForRowAt", "estimatedHeightForRowAt",
        "heightForHeaderInSection", "heightForFooterInSection", "estimatedHeightForHeaderInSection", "estimatedHeightForFooterInSection",
        "viewForHeaderInSection", "viewForFooterInSection", "titleForHeaderInSection", "titleForFooterInSection", "willDisplay",
        "didEndDisplaying", "layout", "viewForSupplementaryElementOfKind", "canEditRowAt", "canMoveRowAt", "editingStyleForRowAt",
        "shouldIndentWhileEditingRowAt", "indentationLevelForRowAt", "numberOfRows", "viewFor", "heightOfRow", "rowViewForRow",
        "numberOfComponents", "numberOfRowsInComponent", "titleForRow", "attributedTitleForRow", "widthForComponent", "rowHeightForComponent",
        "sectionForSectionIndexTitle", "sectionIndexTitles", "contextMenuConfigurationForRowAt", "shouldHighlightRowAt",
        "shouldHighlightItemAt", "targetIndexPathForMoveFromRowAt", "trailingSwipeActionsConfigurationForRowAt",
        "leadingSwipeActionsConfigurationForRowAt", "numberOfSections", "shouldShowMenuForRowAt", "canFocusRowAt",
    ]

    /// A delegate's question about what to draw, by its label: listed, or begun as such
    /// questions are (`heightForContentAt`, `sizeForItemAt`, `layout`), a project's
    /// layout delegate's too.
    static func isRendering(_ label: String) -> Bool {
        renderingLabels.contains(label) || renderingPrefixes.contains(where: label.hasPrefix)
    }

    private static let renderingPrefixes = [
        "heightFor", "estimatedHeightFor", "sizeFor", "widthFor", "numberOf", "cellFor", "viewFor", "titleFor", "insetFor", "minimum",
        "referenceSizeFor", "layout", "willDisplay", "didEndDisplaying", "canEdit", "canMove", "editingStyleFor", "shouldHighlight",
        "indentationLevelFor", "supplementaryView", "columnWidth", "rowHeight", "heightOf", "width", "height",
    ]

    /// A method's own context by its name alone: set-up, a view callback, a responder's
    /// action, a data source's question; one lookup for every method of the project.
    static let contextsByName: [String: WriteContext] = {
        var contexts: [String: WriteContext] = [:]
        for name in renderingLabels { contexts[name] = .viewCallback }
        for name in responderActions { contexts[name] = .userAction }
        for name in viewCallbacks { contexts[name] = .viewCallback }
        for name in setup { contexts[name] = .setup }
        return contexts
    }()

    /// Calls whose closure runs at once, within the call (`items.forEach { … }`,
    /// `UIView.animate { … }`), or on the main queue soon after: a write there is the
    /// method's own. An `await` inside tells when data arrives.
    static let synchronousCallees: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "firstIndex", "last", "lastIndex",
        "contains", "allSatisfy", "min", "max", "removeAll", "partition", "drop", "prefix", "split", "enumerateObjects", "enumerated",
        "animate", "animateKeyframes", "addKeyframe", "transition", "performWithoutAnimation", "performBatchUpdates", "withAnimation",
        "animateAlongsideTransition", "sync", "async", "asyncAfter", "Task", "detached", "autoreleasepool", "withUnsafeMutablePointer",
        "withUnsafePointer", "withUnsafeBytes", "withExtendedLifetime", "performAndWait", "withTaskGroup", "withThrowingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "alongsideTransition",
    ]

    /// Calls whose closure runs when the user acts: a menu's or an alert's action.
    static let actionCallees: Set<String> = [
        "UIAction", "UIAlertAction", "UIContextualAction", "addAction", "UIKeyCommand", "UIDeferredMenuElement", "UITableViewRowAction",
        "UIPreviewAction", "UIBarButtonItem", "UIButton",
    ]

    /// Words of the names of completions, observers and subscriptions: a closure handed
    /// under one (`completion:`, `addObserver(forName:using:)`, `sink`) runs when data or a
    /// notification arrives.
    static let arrivalWords = [
        "ompletion", "esult", "esponse", "uccess", "ailure", "addObserver", "sink", "subscribe", "onNext", "observe", "fetch", "load",
        "request", "then", "done", "Notification", "dataTask", "downloadTask", "uploadTask",
    ]

    /// The arrival words an event handler's name (`on` and a capital: `onSuccess`,
    /// `onNext`) keeps: what names data arriving. `onLoad`, `onRefresh`, `onFetchMore` name
    /// the event the closure answers (the view loaded, the user pulled), not data brought.
    static let eventArrivalWords = ["ompletion", "esult", "esponse", "uccess", "ailure", "Next", "Notification"]

    /// Calls that register an observer, whose closure runs when a notification arrives (the
    /// keyboard's: a view callback).
    static let notificationCallees: Set<String> = ["addObserver", "publisher", "notifications"]

    /// Calls that fire a selector or a closure on a timer.
    static let timerCallees: Set<String> = ["scheduledTimer", "Timer", "perform", "CADisplayLink", "schedule"]

    /// The mutating methods of Swift's collections: `items.append(item)` changes `items`.
    static let collectionMutators: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort", "reverse", "shuffle",
        "swapAt", "merge", "updateValue", "removeValue", "formUnion", "subtract", "formIntersection", "formSymmetricDifference", "move",
        "replaceSubrange", "removeSubrange", "appendContentsOf", "insertContentsOf", "update",
    ]
}
