import SwiftUI

/// The reading list, written as a fat SwiftUI view: its data lives in `@State`, it loads
/// it itself, and its `body` does everything in one place.
struct ReadingListView: View {
    @State private var articles: [Article] = []
    @State private var featured: Article?
    @State private var isShowingSettings = false
    @State private var query = ""
    @StateObject private var router = ReadingRouter()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Search", text: $query)
                    .textFieldStyle(.roundedBorder)
                    .padding(.horizontal)
                if let featured {
                    VStack(alignment: .leading) {
                        Text("Featured")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text(featured.title)
                            .font(.title2)
                            .bold()
                        Text(featured.summary)
                            .font(.body)
                            .lineLimit(3)
                    }
                    .padding()
                    .background(.yellow.opacity(0.2))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                }
                List(articles.filter { query.isEmpty || $0.title.contains(query) }) { article in
                    NavigationLink(value: article) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(article.title)
                                .font(.headline)
                            Text(article.summary)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                            Text(article.publishedAt, style: .date)
                                .font(.caption)
                        }
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle("Reading")
            .navigationDestination(for: Article.self) { router.destination(for: $0) }
            .toolbar {
                Button("Settings") { isShowingSettings = true }
            }
            .sheet(isPresented: $isShowingSettings) { Text("Settings") }
            .task {
                let url = URL(string: "https://api.example.com/v1/articles")!
                guard let (data, _) = try? await URLSession.shared.data(from: url),
                      let page = try? JSONDecoder().decode(ArticlePage.self, from: data) else { return }
                articles = page.articles
                featured = page.articles.first { $0.isFeatured }
            }
        }
    }
}

/// Where the reading list goes: a holder that builds its views.
final class ReadingRouter: ObservableObject {
    @Published var path: [Article] = []

    func destination(for article: Article) -> AnyView {
        AnyView(Text(article.title))
    }
}
