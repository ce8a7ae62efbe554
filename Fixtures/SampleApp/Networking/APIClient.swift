import Foundation

enum APIError: Error {
    case unauthorized
    case badStatus(Int)
}

/// The app's only door to the server.
final class APIClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder = JSONDecoder()
    private let encoder = JSONEncoder()

    init(baseURL: URL = URL(string: "https://api.example.com/v1")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        decoder.dateDecodingStrategy = .iso8601
        encoder.dateEncodingStrategy = .iso8601
    }

    func fetchAccount() async throws -> Account {
        try await send(request(for: "account"))
    }

    func logIn(email: String, password: String) async throws -> Account {
        try await send(request(for: "sessions", method: "POST", body: ["email": email, "password": password]))
    }

    func register(email: String, password: String) async throws -> Account {
        try await send(request(for: "accounts", method: "POST", body: ["email": email, "password": password]))
    }

    func logOut() async throws {
        _ = try await session.data(for: request(for: "sessions/current", method: "DELETE"))
    }

    func fetchTodos() async throws -> [Todo] {
        try await send(request(for: "todos"))
    }

    func update(_ todo: Todo) async throws {
        let _: Todo = try await send(request(for: "todos/\(todo.id)", method: "PUT", body: todo))
    }

    func delete(_ todo: Todo) async throws {
        _ = try await session.data(for: request(for: "todos/\(todo.id)", method: "DELETE"))
    }

    private func request(for path: String, method: String = "GET") -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    private func request<Body: Encodable>(for path: String, method: String, body: Body) throws -> URLRequest {
        var request = self.request(for: path, method: method)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try encoder.encode(body)
        return request
    }

    private func send<Response: Decodable>(_ request: URLRequest) async throws -> Response {
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 401 { throw APIError.unauthorized }
        guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
        return try decoder.decode(Response.self, from: data)
    }
}
