import UIKit

extension ArticlesViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visibleArticles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ArticleCell.reuseIdentifier, for: indexPath) as! ArticleCell
        let article = visibleArticles[indexPath.row]
        cell.titleLabel.text = article.title
        cell.summaryLabel.text = article.summary
        cell.thumbnailView.image = UIImage(systemName: article.isFeatured ? "star.square" : "newspaper")
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard let newest = visibleArticles.map(\.publishedAt).max() else { return nil }
        return "Latest: " + newest.formatted(date: .abbreviated, time: .shortened)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showArticle(visibleArticles[indexPath.row])
    }

    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let article = visibleArticles[indexPath.row]
        let share = UIContextualAction(style: .normal, title: "Share") { [weak self] _, sourceView, completion in
            self?.share(article, from: sourceView)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [share])
    }

    func tableView(
        _ tableView: UITableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let article = visibleArticles[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Open", image: UIImage(systemName: "safari")) { [weak self] _ in
                    self?.coordinator?.showArticle(article)
                },
                UIAction(title: "Copy Link", image: UIImage(systemName: "link")) { _ in
                    UIPasteboard.general.url = article.url
                },
            ])
        }
    }
}
