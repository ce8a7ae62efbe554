import Foundation

struct Article: Codable, Hashable, Identifiable {
    let id: Int
    let title: String
    let summary: String
    let url: URL
    let publishedAt: Date
    let isFeatured: Bool
}

struct ArticlePage: Decodable {
    let articles: [Article]
    let hasMore: Bool
}
