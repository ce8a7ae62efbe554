import Testing
@testable import SlimVCKit

extension CellFeedsTests {
    /// Look picked among constants, by a condition or by the cases of a `switch` assigning a
    /// local declared without a value, is look; a pick with the row's data in a branch is
    /// data. A row read through a subscript reads a member of an element.
    @Test func constantsPickedPerRowAreLook() {
        let body = #"""
            func fill(_ cell: TaskCell, task: Task, at indexPath: IndexPath) {
                let icon = task.isDone ? UIImage(systemName: "checkmark") : nil
                let image: UIImage?
                switch task.kind {
                case 0: image = UIImage(named: "inbox")
                default: image = UIImage(systemName: "tray")
                }
                let named: UIImage?
                if task.isDone { named = UIImage(named: task.iconName) } else { named = nil }
                cell.setup(color: task.isDone ? .systemGreen : .systemGray, icon: icon, image: image, named: named)
                cell.titleLabel.text = task.isDone ? "Done" : task.title
                cell.groupLabel.text = groups[indexPath.section].title
            }
            """#
        #expect(Self.feeds(body) == [
            "TaskCell setup(color:icon:image:named:)#0 look",
            "TaskCell setup(color:icon:image:named:)#1 constant",
            "TaskCell setup(color:icon:image:named:)#2 constant",
            "TaskCell setup(color:icon:image:named:)#3 named:UIImage? =UIImage?",
            "TaskCell titleLabel. task.:Task",
            "TaskCell groupLabel. groups.:self.groups[] indexPath.:IndexPath",
        ])
    }

    /// A status picked by the section among literals, into a local with a type written
    /// (`let status: String = … ? "active" : "expired"`), is constant, as is a literal so
    /// declared; one with the row's data is data.
    @Test func anAnnotatedLocalPickedAmongConstantsIsConstant() {
        let body = #"""
            func fill(_ cell: StatusCell, at indexPath: IndexPath) {
                let status: String = indexPath.section == 0 ? "active" : "expired"
                let title: String = "Plan"
                let name: String = names[indexPath.row]
                cell.bind(status: status, title: title, name: name)
            }
            """#
        #expect(Self.feeds(body) == [
            "StatusCell bind(status:title:name:)#0 constant",
            "StatusCell bind(status:title:name:)#1 constant",
            "StatusCell bind(status:title:name:)#2 name:String =String",
        ])
    }

    /// A `switch` over the section whose cases are all constants picks look; one with the
    /// row's data in a case is data.
    @Test func aSwitchPickingConstantsIsLook() {
        let body = #"""
            func fill(_ cell: StatusCell, at indexPath: IndexPath) {
                let status = switch indexPath.section {
                case 0: "active"
                default: "expired"
                }
                let title = switch indexPath.section {
                case 0: "Plan"
                default: plans[indexPath.row].title
                }
                cell.bind(status: status, title: title)
            }
            """#
        #expect(Self.feeds(body) == [
            "StatusCell bind(status:title:)#0 constant",
            "StatusCell bind(status:title:)#1 title:? =?",
        ])
    }
}

extension CellFeedsTests {
    /// A local picked in its own branches, or two locals picking each other, is followed as
    /// deep as any local and no deeper: once this recursed until the stack overflowed.
    @Test func aLocalPickedInItsOwnBranchesEnds() {
        let body = #"""
            func fill(_ cell: TaskCell, task: Task, isOn: Bool) {
                let title = isOn ? title : ""
                let a = isOn ? b : "x"
                let b = isOn ? a : "y"
                cell.setup(title: title, a: a)
            }
            """#
        #expect(Self.feeds(body).count == 2)
    }
}
