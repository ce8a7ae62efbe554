/// `state_in_view`'s examples of what the rulebook says is not the view's state: a leaf
/// view's image, a copy of the holder's value, `@Binding` plumbing, `@Environment` values.
enum StateInViewPlumbingExamples {
    static let nonTriggering = [
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
