import Testing
@testable import SlimVCKit

/// Which methods of the project network (`NetworkingMethods`): those that use a
/// networking API themselves, or call a project method that does, through any chain.
@Suite struct NetworkingMethodsTests {
    /// The methods among `asked` (`Type.name`, or `Type.name(label:)` for one overload)
    /// that network, as one line.
    private static func networking(_ sources: [String: String], _ asked: [String]) -> String {
        let facts = sources.keys.sorted().flatMap { TypeFacts.all(in: SourceFile(path: $0, text: sources[$0]!)) }
        let project = ProjectIndex(facts: facts)
        return asked.filter { method in
            let (typeName, call) = (String(method.split(separator: ".")[0]), String(method.split(separator: ".")[1]))
            guard let type = project[typeName] else { return false }
            let name = String(call.prefix { $0 != "(" })
            let labels = call.contains("(") ? call.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init) : nil
            return project.networkingMethods.networks(name, labels: labels, on: type, in: project)
        }.joined(separator: " ")
    }

    @Test func aMethodNetworksByItselfOrThroughAnother() {
        let client = """
            final class APIClient {
                private let session: URLSession
                static let shared = APIClient(session: .shared)
                init(session: URLSession) { self.session = session }
                func fetchFeed() async throws -> Data { try await send(request(for: "feed")) }
                func cachePath(for key: String) -> String { "/cache/" + key }
                func parse(_ data: Data) -> [String] { [] }
                private func request(for path: String) -> URLRequest { URLRequest(url: base.appendingPathComponent(path)) }
                private func send(_ request: URLRequest) async throws -> Data { try await session.data(for: request).0 }
                func ping() { URLSession.shared.dataTask(with: pingURL).resume() }
            }
            """
        let store = """
            final class FeedStore {
                let api: APIClient
                var items: [String] = []
                func refresh() async throws { items = api.parse(try await api.fetchFeed()) }
                func path() -> String { api.cachePath(for: "feed") }
                func warm() { APIClient.shared.ping() }
                func later() { refresh { } }
                func refresh(_ done: () -> Void) { self.api.ping() }
            }
            """
        let asked = ["APIClient.fetchFeed", "APIClient.cachePath", "APIClient.parse", "APIClient.request", "APIClient.send",
                     "APIClient.ping", "APIClient.missing", "FeedStore.refresh", "FeedStore.path", "FeedStore.warm", "FeedStore.later"]
        #expect(Self.networking(["Client.swift": client, "Store.swift": store], asked)
                == "APIClient.fetchFeed APIClient.send APIClient.ping FeedStore.refresh FeedStore.warm FeedStore.later")
    }

    /// A session kept by another declaration of the type or by a superclass; a session
    /// handed in as a parameter and used, not one only kept.
    /// A static method called through `Self`, and another type's static method, network
    /// as an instance's do (a guard: a SwiftUI view's networking is often in them).
    @Test func staticMethodsThroughSelfAndTypes() {
        let sources = [
            "Tiles.swift": """
                final class TileFetcher {
                    static func estimate(_ url: URL) async -> Int { (try? await URLSession.shared.data(from: url))?.0.count ?? 0 }
                    static func area(_ size: Int) -> Int { size * size }
                }
                """,
            "Map.swift": """
                struct RegionPicker {
                    func run() async -> Int { await Self.compute(url) }
                    func measure() -> Int { Self.side(4) }
                    private static func compute(_ url: URL) async -> Int { await TileFetcher.estimate(url) }
                    private static func side(_ n: Int) -> Int { TileFetcher.area(n) }
                }
                """,
        ]
        #expect(Self.networking(sources, ["RegionPicker.run", "RegionPicker.compute", "RegionPicker.measure", "RegionPicker.side"])
            == "RegionPicker.run RegionPicker.compute")
    }

    @Test func aSessionKeptElsewhereOrHandedIn() {
        let sources = [
            "Base.swift": "class BaseClient {\n    let session = URLSession(configuration: .default)\n}\n",
            "Client.swift": """
                final class UserClient: BaseClient {
                    func user() { session.dataTask(with: userURL).resume() }
                    func send(_ request: URLRequest, on other: URLSession) { other.dataTask(with: request).resume() }
                    func keep(_ other: URLSession) { spare = other }
                }
                """,
            "Client+Avatars.swift": "extension UserClient {\n    func avatar() { self.session.dataTask(with: avatarURL).resume() }\n}\n",
        ]
        #expect(Self.networking(sources, ["UserClient.user", "UserClient.send", "UserClient.keep", "UserClient.avatar"])
                == "UserClient.user UserClient.send UserClient.avatar")
    }

    /// A free function networks as a method does, through other free functions and types;
    /// a type's own method of the same name is the one its calls reach.
    @Test func freeFunctionsNetworkThroughTheCallGraph() {
        let sources = [
            "Relay.swift": """
                func req(_ message: String) { Pool.shared.send(message) }
                func format(_ message: String) -> String { message.uppercased() }
                func log(_ message: String) { print(format(message)) }
                final class Pool {
                    static let shared = Pool()
                    func send(_ text: String) { URLSession.shared.webSocketTask(with: relayURL).resume() }
                }
                """,
            "Store.swift": """
                final class ProfileStore {
                    func refresh() { req("profile") }
                    func note() { log("profile") }
                }
                final class Quiet {
                    func req(_ message: String) { print(message) }
                    func refresh() { req("profile") }
                }
                """,
        ]
        #expect(Self.networking(sources, ["(free functions).req", "(free functions).log", "(free functions).format", "ProfileStore.refresh",
                                          "ProfileStore.note", "Quiet.refresh"])
                == "(free functions).req ProfileStore.refresh")
    }

    /// An `ObservableObject` the app shares networks as any service does, and so do the
    /// methods that call it through its type; a type that keeps one keeps a holder, whose
    /// calls network for no one through it.
    @Test func aSharedObservableObjectNetworks() {
        let sources = ["Pool.swift": """
            final class ConnectionPool: ObservableObject {
                static let shared = ConnectionPool()
                @Published var connected = false
                func send(_ text: String) { URLSession.shared.webSocketTask(with: relayURL).resume() }
                func count() -> Int { 1 }
            }
            func req(_ message: String) { ConnectionPool.shared.send(message) }
            final class Coordinator {
                let pool: ConnectionPool
                func start() { pool.send("hello") }
            }
            """]
        #expect(Self.networking(sources, ["ConnectionPool.send", "ConnectionPool.count", "(free functions).req", "Coordinator.start"])
                == "ConnectionPool.send (free functions).req")
    }

    /// Naming a type nested in the API, or emptying the session's local stores, sends nothing.
    @Test func lookalikesSendNothing() {
        let sources = ["Trust.swift": """
            final class Trust {
                func dispose() -> URLSession.AuthChallengeDisposition { .performDefaultHandling }
                func forget() { URLSession.shared.configuration.urlCache?.removeAllCachedResponses() }
            }
            """]
        #expect(Self.networking(sources, ["Trust.dispose", "Trust.forget"]) == "")
    }

    /// Overloads are told apart by their labels where a call's match one; else any that
    /// networks makes the call networking.
    @Test func overloadsByLabels() {
        let sources = ["Drafts.swift": """
            final class Drafts {
                func save(draft: Draft) { disk.write(draft) }
                func save(to server: URL) { URLSession.shared.uploadTask(with: request(server), from: body).resume() }
                func keep(_ draft: Draft) { save(draft: draft) }
                func publish(_ url: URL) { save(to: url) }
            }
            """]
        let asked = ["Drafts.save(draft:)", "Drafts.save(to:)", "Drafts.save(_:)", "Drafts.save", "Drafts.keep", "Drafts.publish"]
        #expect(Self.networking(sources, asked) == "Drafts.save(to:) Drafts.save(_:) Drafts.save Drafts.publish")
    }

    /// Calls in a cycle network when one of them does, and not otherwise.
    @Test func cycles() {
        let sources = ["Cycle.swift": """
            final class Ping {
                let pong = Pong()
                func ping(_ count: Int) { if count > 0 { pong.pong(count - 1) } }
            }
            final class Pong {
                let ping = Ping()
                func pong(_ count: Int) { ping.ping(count) }
                func pongAndSend(_ count: Int) { ping.ping(count); send() }
                func send() { AF.request(url).response { _ in } }
            }
            final class Loop {
                func a() { b() }
                func b() { a() }
            }
            """]
        #expect(Self.networking(sources, ["Ping.ping", "Pong.pong", "Pong.pongAndSend", "Loop.a", "Loop.b"]) == "Pong.pongAndSend")
        let networking = sources["Cycle.swift"]!.replacingOccurrences(of: "func b() { a() }", with: "func b() { a(); send() }\n    func send() { AF.request(url) }")
        #expect(Self.networking(["Cycle.swift": networking], ["Loop.a", "Loop.b"]) == "Loop.a Loop.b")
    }

    /// A chain longer than the walks of all calls goes on through the calls by name; a
    /// super call reaches the superclass's method.
    @Test func longChainsAndSuperclasses() {
        var text = (0..<40).map { "final class Step\($0) {\n    let next = Step\($0 + 1)()\n    func go\($0)() { next.go\($0 + 1)() }\n}\n" }.joined()
        text += "final class Step40 {\n    func go40() { URLSession.shared.dataTask(with: url).resume() }\n}\n"
        // A value built in place (`Step0().go0()`) is no type, property or own method: not followed.
        text += "class Base {\n    func load() { Step0.shared.go0() }\n    func reload() { Step0().go0() }\n}\n"
        text += "final class Child: Base {\n    override func load() { super.load() }\n}\n"
        #expect(Self.networking(["Steps.swift": text], ["Step0.go0", "Step39.go39", "Base.load", "Base.reload", "Child.load"])
                == "Step0.go0 Step39.go39 Base.load Child.load")
    }

    /// A type of many methods and properties is looked up through tables, one of few by
    /// reading it again: both find the same.
    @Test func manyMethodsAndPropertiesAsFew() {
        let count = CallResolver.few + 8
        let many = "final class Hub {\n" + (0..<count).map { "    let client\($0) = Client\($0)()\n    func call\($0)() { client\($0).send() }\n" }.joined() + "}\n"
        let clients = (0..<count).map { "final class Client\($0) {\n    func send() { \($0 % 2 == 0 ? "URLSession.shared.dataTask(with: url).resume()" : "log()") }\n}\n" }.joined()
        let asked = (0..<count).map { "Hub.call\($0)" }
        #expect(Self.networking(["Hub.swift": many, "Clients.swift": clients], asked) == asked.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " "))
    }

    /// A name's hash is the same read from a file's bytes (a word at a time, the last one
    /// masked, or at the file's end a byte at a time) as from a string, the index's side.
    @Test func namesHashAlikeFromBytesAndStrings() {
        let names = (1...20).map { String("abcdefghijklmnopqrstu".prefix($0)) } + ["fetchFeed", "é", "naïveName"]
        for name in names {
            for text in ["\(name)", "\(name)(x) // trailing bytes past the name"] {
                let file = SourceFile(path: "a.swift", text: text)
                let hash = file.bytes.withUnsafeBufferPointer { CallNames.hash($0, file.tokens[0]) }
                #expect(hash == CallNames.hash(name), "\(name) in \(text)")
            }
        }
        #expect(CallNames.hash("fetch") != CallNames.hash("fetcH"))
    }
}
