/// `controller_state` examples of the rulebook's test, "where a property is written, not
/// what it is called": written after the screen is built, in answer to the user or to data
/// arriving, it is state; written only when the screen is built, in view callbacks or
/// where SlimVC cannot tell, it is not.
enum ControllerStateWriteSiteExamples {
    static let triggering = [
        // Set when data arrives (a completion inside `viewDidLoad`, an awaited result, a
        // notification's handler): "'contact' is state …, set when data arrives in 'viewDidLoad()'".
        Example("""
            final class ContactViewController: UIViewController {
                var contactID: String!
                private var ↓contact: Contact?
                private var ↓history: [Call] = []
                private var ↓unread = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    store.load(contactID) { [weak self] contact in self?.contact = contact }
                    NotificationCenter.default.addObserver(self, selector: #selector(callsChanged), name: .callsChanged, object: nil)
                }
                func refresh() async { history = await store.calls(contactID) }
                @objc private func callsChanged() { unread += 1 }
            }
            """),
        // Edited by the user: a text-change handler, a helper an action calls, a menu's
        // action, a selection.
        Example("""
            final class NewContactController: UITableViewController {
                private var ↓form = ContactForm()
                private var ↓filter: Filter = .all
                private var ↓selection: IndexPath?
                override func viewDidLoad() {
                    nameField.addTarget(self, action: #selector(nameChanged(_:)), for: .editingChanged)
                    filterButton.menu = UIMenu(children: [UIAction(title: "Starred") { _ in self.filter = .starred }])
                }
                @objc private func nameChanged(_ field: UITextField) { update(name: field.text) }
                private func update(name: String?) { form.name = name ?? "" }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selection = indexPath }
            }
            struct ContactForm { var name = "" }
            """),
        // A UIKit callback no code of the type calls (a search controller's update) is the
        // user's action.
        Example("""
            final class ContactsViewController: UITableViewController, UISearchResultsUpdating {
                private var ↓filteredIDs: [Int] = []
                func updateSearchResults(for searchController: UISearchController) {
                    filteredIDs = store.ids(matching: searchController.searchBar.text ?? "")
                }
            }
            """),
    ]

    static let nonTriggering = [
        // Written only in appearance callbacks: the views' bookkeeping.
        Example("""
            final class PlayerViewController: UIViewController {
                private var onscreen = false
                override func viewDidAppear(_ animated: Bool) { onscreen = true }
                override func viewDidDisappear(_ animated: Bool) { onscreen = false }
            }
            """, exempts: ["view_bookkeeping"]),
        // An injected collaborator, or one the screen makes on a tap, that it only calls.
        Example("""
            final class ReceiptViewController: UIViewController {
                private var exporter: ReceiptExporter?
                @IBAction func share(_ sender: Any) {
                    exporter = ReceiptExporter(format: .pdf)
                    exporter?.export(receiptView)
                }
            }
            final class ReceiptExporter {
                let format: Format
                init(format: Format) { self.format = format }
            }
            """, exempts: ["collaborators"]),
        // A worker kept while it runs, asked only whether it is there.
        Example("""
            final class ContactFormViewController: UIViewController {
                private var submission: ContactSubmission?
                @IBAction func save(_ sender: Any) {
                    guard submission == nil else { return }
                    submission = ContactSubmission(name: nameField.text)
                    submission?.start { [weak self] in self?.submission = nil }
                }
            }
            final class ContactSubmission {
                let name: String?
                init(name: String?) { self.name = name }
            }
            """, exempts: ["collaborators"]),
        // Set by the presenting code, or while the screen sets itself up.
        Example("""
            final class ContactViewController: UIViewController {
                var contactID: String!
                var analytics: Analytics!
                private var sections: [Section] = []
                override func viewDidLoad() { sections = Section.all; configure() }
                private func configure() { analytics.track("contact") }
            }
            """, exempts: ["unchanged_options"]),
        // UI objects are never state, however they are made: a free factory function, a
        // tuple of two.
        Example("""
            final class NotesViewController: UIViewController {
                private lazy var editItem = makeEditItem()
                private var barItems: (UIBarButtonItem, UIBarButtonItem)?
                @IBAction func toggleEditing(_ sender: Any) {
                    editItem = makeEditItem()
                    barItems = (editItem, doneItem)
                }
                @IBAction func edit(_ sender: Any) { editItem = editor.edited(editItem); barItems = editor.edited(barItems) }
            }
            func makeEditItem() -> UIBarButtonItem { UIBarButtonItem(systemItem: .edit) }
            """, exempts: ["views_and_ui_objects"]),
        // Written where SlimVC cannot tell when: a private helper nothing in the type calls.
        Example("""
            final class TotalsViewController: UIViewController {
                private var total = 0
                private func apply(_ value: Int) { total = value }
            }
            """, exempts: ["unplaced_writes"]),
    ]
}
