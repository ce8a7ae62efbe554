/// What the project index says of a type a view controller holds: a view, or an overlay.
struct ViewTypes {
    let project: ProjectIndex

    /// A view or a cell by its role; or a project class whose chain leaves the project at a
    /// class it does not declare, and that lays itself out as a view does
    /// (`ViewBodyFacts.laysOutItself`): `class BorderedField: TextField` of a library.
    func isView(_ written: String) -> Bool {
        let roles = project.roles(ofWritten: written)
        if !roles.isDisjoint(with: [.view, .cell]) { return true }
        guard roles.isEmpty, var current = project.resolve(written), !current.isProtocol else { return false }
        // Walked without an array: asked of each receiver's declared type.
        var laysOut = false
        for _ in 0..<ProjectIndex.deepestChain {
            laysOut = laysOut || current.viewBody.contains(.laysOutItself)
            guard let next = current.superclass else { return false }
            guard let declared = project.resolve(next), declared.primary != nil else { return laysOut && next != "NSObject" }
            current = declared
        }
        return false
    }

    /// An alert or a transient progress overlay (`overlays`): UIKit's, a HUD library's, a
    /// project class inheriting one, or a project view that shows and hides itself with a
    /// progress indicator (`IndexedType.isTransientOverlay`). Or a search controller, whose
    /// bar is its container's chrome as `navigationItem` is (`chrome`).
    func isOverlay(_ written: String, overlays: Bool, chrome: Bool) -> Bool {
        func isListed(_ name: String) -> Bool {
            overlays && FrameworkVocabulary.overlayTypes.contains(name) || chrome && FrameworkVocabulary.chromeControllers.contains(name)
        }
        let declared = project.resolve(written)
        if overlays, declared?.isTransientOverlay == true { return true }
        if isListed(TypeName.lastComponent(written)) { return true }
        // Walked without an array: asked of each receiver's declared type.
        var current = declared?.superclass
        for _ in 0..<ProjectIndex.deepestChain {
            guard let next = current else { return false }
            if isListed(TypeName.lastComponent(next)) { return true }
            current = project.resolve(next)?.superclass
        }
        return false
    }

    /// A member `type` declares as a function (`var onTap: (() -> Void)?`).
    func isCallback(_ member: String, of type: String) -> Bool {
        project.resolve(type)?.properties.first { $0.name == member }?.isCallback == true
    }

    /// A setter `type`, or a project superclass of it, declares (`setDefaultValue(number:)`).
    func declaresSetter(_ method: String, in type: String) -> Bool {
        guard let declared = project.resolve(type) else { return false }
        let name = WrittenNames.hash(method)
        return ([declared.name] + project.superclasses(of: declared.name)).contains { project.resolve($0)?.declaresSetter(name) == true }
    }
}
