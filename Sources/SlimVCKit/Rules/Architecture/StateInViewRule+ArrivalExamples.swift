/// `state_in_view`'s examples of when data arrives, both ways: a framework's delegate
/// method and a timer's tick that awaits a load bring data; a helper that takes a project
/// type, a closure handed to a project view and a timer kept in a property do not. And of
/// a private view: a screen's part where a screen shows it, a preview's where only previews do.
enum StateInViewArrivalExamples {
    static let triggering = [
        // A framework's delegate method reports data (`locationManager(_:didUpdateLocations:)`
        // of a `CLLocationManager`); a timer's tick that awaits a load brings data.
        Example("""
            struct WhereView: View {
                @State private var ↓places: [CLLocation] = []
                @State private var ↓uptime: Uptime?
                private let timer = Timer.publish(every: 30, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(places.count)")
                        .onReceive(timer) { _ in Task { uptime = await api.uptime() } }
                }
                func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { places = locations }
            }
            """),
        // A private view another view shows is the screen's, previews or not.
        Example("""
            private struct MetadataPanel: View {
                @State private var ↓metadata: Metadata?
                var body: some View { Text("Metadata").task { metadata = try? await store.metadata() } }
            }
            struct DocumentScreen: View {
                var body: some View { MetadataPanel() }
            }
            #Preview { MetadataPanel() }
            """),
        // An error caught from an awaited call arrived with it, in every `catch`.
        Example("""
            struct SignInView: View {
                @State private var ↓failure: SignInError?
                @State private var ↓detail: String?
                var body: some View {
                    Button("Sign in") { Task { await signIn() } }
                }
                private func signIn() async {
                    do {
                        try await api.signIn()
                    } catch let error as SignInError {
                        failure = error
                    } catch {
                        detail = error.localizedDescription
                    }
                }
            }
            """),
    ]

    static let nonTriggering = [
        // A helper that takes a project type whose name begins with two capitals is the
        // view's own, not a framework's delegate method (`locationManager(_:…)`); a closure
        // handed to a project view (`ContactResultRow { … }`) runs on its user's tap; a
        // timer kept in a property ticks (`.onReceive(timer)`): none brings data.
        Example("""
            struct ContactsView: View {
                let contacts: [NRContact]
                @State private var prefetched: Set<String> = []
                @State private var selected: Set<NRContact> = []
                @State private var index = 0
                private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()
                var body: some View {
                    ForEach(contacts) { contact in
                        ContactResultRow(contact: contact) { toggle(contact) }
                            .task { prefetch(contact) }
                    }
                    .onReceive(timer) { _ in index += 1 }
                }
                private func prefetch(_ contact: NRContact) { prefetched = prefetched.union([contact.id]) }
                private func toggle(_ contact: NRContact) { selected.formSymmetricDifference([contact]) }
            }
            """),
        // A counter stepped when data arrives carries none of it; a project's `.onLoad { … }`
        // names the view's event (it loaded), not data brought.
        Example("""
            struct RatesView: View {
                @State private var revision = 0
                @State private var detents: [PresentationDetent] = [.medium]
                var body: some View {
                    Text("Rates").id(revision)
                        .onReceive(RateProvider.shared.ratesDidChange) { _ in revision &+= 1 }
                        .onLoad { detents = sizes(for: revision) }
                }
            }
            """),
        // An image's loading phase and a list of sheet heights are what the view draws,
        // however they arrive.
        Example("""
            struct RemoteImage: View {
                let url: URL
                @State private var phase: AsyncImagePhase = .empty
                @State private var detents: [PresentationDetent] = []
                var body: some View {
                    Color.clear.task { phase = await loader.phase(for: url); detents = await sizer.detents() }
                }
            }
            """),
        // A private view that only previews show is part of them.
        Example("""
            private struct PreviewHelper: View {
                @State private var metadata: Metadata?
                var body: some View { Text("Metadata").task { metadata = try? await PreviewStore().metadata() } }
            }
            #Preview("Float") { PreviewHelper() }
            struct Previews: PreviewProvider {
                static var previews: some View { PreviewHelper() }
            }
            """),
        // An error caught from work the view does at once (decoding what it holds) did not arrive.
        Example("""
            struct ImportView: View {
                let text: String
                @State private var failure: String?
                var body: some View {
                    Button("Import") { parse() }
                }
                private func parse() {
                    do {
                        _ = try JSONDecoder().decode(Backup.self, from: Data(text.utf8))
                    } catch {
                        failure = error.localizedDescription
                    }
                }
            }
            """),
        // A field cleared when a sign-in fails is the view's decision, as a constant is.
        Example("""
            struct CodeView: View {
                @State private var code = ""
                var body: some View {
                    TextField("Code", text: Binding(get: { code }, set: { code = $0 }))
                        .onSubmit { Task { do { try await api.verify(code) } catch { code = "" } } }
                }
            }
            """),
    ]
}
