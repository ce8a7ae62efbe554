import UIKit

extension ArticlesViewController: UISearchBarDelegate, UIScrollViewDelegate {
    private static let recentSearchesKey = "articles.recentSearches"
    private static let maxRecentSearches = 10

    var recentSearches: [String] {
        UserDefaults.standard.stringArray(forKey: Self.recentSearchesKey) ?? []
    }

    func matches(_ article: Article, query: String) -> Bool {
        let words = query.split(separator: " ").map(String.init)
        return words.allSatisfy { word in
            article.title.localizedCaseInsensitiveContains(word)
                || article.summary.localizedCaseInsensitiveContains(word)
        }
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        tableView.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        if let query = searchBar.text, !query.isEmpty {
            remember(query)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        if searchBar.isFirstResponder {
            searchBar.resignFirstResponder()
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let distanceToBottom = scrollView.contentSize.height - scrollView.contentOffset.y - scrollView.bounds.height
        if distanceToBottom < scrollView.bounds.height / 2, searchBar.text?.isEmpty ?? true {
            loadArticles()
        }
    }

    private func remember(_ query: String) {
        var searches = recentSearches.filter { $0 != query }
        searches.insert(query, at: 0)
        let trimmed = Array(searches.prefix(Self.maxRecentSearches))
        UserDefaults.standard.set(trimmed, forKey: Self.recentSearchesKey)
    }
}
