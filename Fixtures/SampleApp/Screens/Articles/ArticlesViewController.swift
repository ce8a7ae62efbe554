import UIKit

final class ArticlesViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let searchBar = UISearchBar()
    lazy var tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private var articles: [Article] = []
    private var isLoading = false
    private let pageSize = 20
    private let feedURL = URL(string: "https://api.example.com/v1/articles")!
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    var visibleArticles: [Article] {
        let query = searchBar.text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !query.isEmpty else { return articles }
        return articles.filter { matches($0, query: query) }
    }

    override func viewDidLoad() { // slimvc:disable:this method_lenght - split up in JIRA-42
        super.viewDidLoad()
        title = "Articles"
        view.backgroundColor = .systemBackground
        searchBar.placeholder = "Search articles"
        searchBar.searchBarStyle = .minimal
        searchBar.tintColor = .systemIndigo
        searchBar.delegate = self
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchBar)
        tableView.register(ArticleCell.self, forCellReuseIdentifier: ArticleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 96
        tableView.keyboardDismissMode = .onDrag
        tableView.refreshControl = refreshControl
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
        NSLayoutConstraint.activate([
            searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        loadArticles()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    func loadArticles() {
        guard !isLoading else { return }
        isLoading = true
        let page = articles.count / pageSize + 1
        let url = feedURL.appending(queryItems: [
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "limit", value: String(pageSize)),
        ])
        URLSession.shared.dataTask(with: URLRequest(url: url)) { [weak self] data, response, error in
            DispatchQueue.main.async {
                self?.handle(data: data, response: response, error: error)
            }
        }.resume()
    }

    func share(_ article: Article, from sourceView: UIView) {
        let activity = UIActivityViewController(activityItems: [article.title, article.url], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = sourceView
        present(activity, animated: true)
    }

    @objc private func refresh() {
        articles.removeAll()
        loadArticles()
    }

    private func handle(data: Data?, response: URLResponse?, error: Error?) {
        isLoading = false
        refreshControl.endRefreshing()
        if let error {
            presentAlert(message: error.localizedDescription)
            return
        }
        guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
            presentAlert(message: "The server could not be reached.")
            return
        }
        guard let data, let page = try? decoder.decode(ArticlePage.self, from: data) else {
            presentAlert(message: "The articles could not be read.")
            return
        }
        let known = Set(articles.map(\.id))
        articles += page.articles.filter { !known.contains($0.id) }
        tableView.reloadData()
    }

    private func presentAlert(message: String) {
        let alert = UIAlertController(title: "Articles", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
            self?.loadArticles()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
