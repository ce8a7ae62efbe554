/// `state_in_view`'s examples of what the rulebook says is not the view's state: a leaf
/// view's image, a copy of the holder's value, `@Binding` plumbing, `@Environment` values.
enum StateInViewPlumbingExamples {
    static let nonTriggering = [
        // What the holder hands back in a completion is the holder's, as what it returns is.
        Example("""
            struct InboxView: View {
                @StateObject private var model = InboxModel()
                @State private var shown: [Mail] = []
                var body: some View {
                    List(shown) { Text($0.subject) }
                        .onAppear { model.load { mails in shown = mails } }
                }
            }
            """),
        // A small leaf view's image; a copy of the holder's published value.
        Example("""
            struct AvatarView: View {
                let url: URL
                @ObservedObject var session: Session
                @State private var image: UIImage?
                @State private var name = ""
                var body: some View {
                    Text(name)
                        .task { image = await ImageLoader.shared.image(at: url) }
                        .onReceive(session.$userName) { name = $0 }
                }
            }
            """),
        // A token kept as `Any` and a task are plumbing, whenever they are set.
        Example("""
            struct PlayerView: View {
                let player: AVPlayer
                @State private var timeObserver: Any?
                @State private var dismissTask: Task<Void, Never>?
                var body: some View {
                    VideoPlayer(player: player)
                        .task {
                            timeObserver = await player.observeTime()
                            dismissTask = await Scheduler.shared.later()
                        }
                }
            }
            """),
        // `@Binding` plumbing and `@Environment` values are the owner's, not the view's state.
        Example("""
            struct PickerView: View {
                @Binding var choices: [Choice]
                @Environment(\\.dismiss) private var dismiss
                @Environment(Session.self) private var session
                var body: some View {
                    List(choices) { Text($0.name) }
                        .task {
                            choices = await ChoiceService().all()
                            await session.refresh()
                            dismiss()
                        }
                }
            }
            """),
    ]
}
