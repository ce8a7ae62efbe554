/// Examples of `cell_configuration_in_data_source`: its docs and its tests.
enum CellConfigurationExamples {
    static let triggering = CellConfigurationReachExamples.triggering + [
        Example("""
            extension ArticlesViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath) as! ArticleCell
                    let article = articles[indexPath.row]
                    ↓cell.titleLabel.text = article.title
                    cell.textLabel?.text = article.summary
                    cell.modelLabel.text = article.model
                    cell.imageView?.image = article.image
                    cell.accessoryType = article.isRead ? .none : .disclosureIndicator
                    cell.noteField.delegate = self
                    cell.layer.cornerRadius = article.cornerRadius
                    cell.titleLabel.frame.origin.x = article.indent
                    return cell
                }
            }
            """),
        Example("""
            final class PhotosDataSource: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    guard let cell: PhotoCell = collectionView.dequeueReusableCell(for: indexPath) else { fatalError() }
                    ↓cell.photoView.image = photos[indexPath.item]
                    return cell
                }
            }
            """),
        Example("""
            func makeDataSource() -> UITableViewDiffableDataSource<Section, Item> {
                UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                    ↓cell.textLabel?.text = item.name
                    return cell
                }
            }
            """),
        Example("""
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                var cell: UITableViewCell
                cell = tableView.dequeueReusableCell(withIdentifier: "Info")!
                ↓cell.backgroundColor = colors[indexPath.row]
                return cell
            }
            """),
        Example("""
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.section == 0 {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath)
                    ↓cell.textLabel?.text = titles[indexPath.row]
                    return cell
                }
                let detail = tableView.dequeueReusableCell(withIdentifier: "Detail", for: indexPath)
                ↓detail.detailTextLabel?.text = details[indexPath.row]
                return detail
            }
            """),
        Example("""
            func makeDataSource() -> UICollectionViewDiffableDataSource<Section, Item> {
                UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! RowCell
                    ↓cell.titleLabel.text = item.title
                    cell.names = UITableViewDiffableDataSource<Int, String>(tableView: cell.tableView) { tableView, indexPath, name in
                        let row = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
                        ↓row.textLabel?.text = name
                        return row
                    }
                    return cell
                }
            }
            """),
        // RxDataSources' `configureCell`, as an argument or set afterwards.
        Example("""
            final class ItemListView: UIViewController {
                func setUpDataSource() {
                    dataSource = RxTableViewSectionedReloadDataSource<ItemSection>(configureCell: { _, tableView, indexPath, item in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Item") as! ItemCell
                        ↓cell.titleLabel.text = item.title
                        return cell
                    })
                    detailSource.configureCell = { _, tableView, indexPath, field in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath) as! FieldCell
                        ↓cell.revealButton.isHidden = !field.secret
                        return cell
                    }
                }
            }
            """),
    ]

    static let nonTriggering = CellConfigurationReachExamples.nonTriggering + [
        Example("""
            extension ArticlesViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath) as! ArticleCell
                    cell.configure(with: ArticleCellViewModel(article: articles[indexPath.row]))
                    cell.delegate = self
                    cell.viewModel = viewModels[indexPath.row]
                    cell.viewModel.isRead = reads.contains(indexPath.row)
                    cell.model.index = indexPath.row
                    cell.messageGroup = groups[indexPath.row]
                    cell.onRemove = { [weak self] in self?.remove(indexPath) }
                    cell.layer.shouldRasterize = true
                    cell.frame.size.height = heights[indexPath.row]
                    return cell
                }
            }
            """, exempts: ["own_properties", "own_geometry", "model_properties"]),
        // A closure handed on is a callback, through a subview too.
        Example("""
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath) as! PostCell
                cell.likeButton.onTap = { [weak self] in self?.like(indexPath) }
                return cell
            }
            """, exempts: ["callbacks"]),
        Example("""
            class ArticleCell: UITableViewCell {
                func configure(with model: ArticleCellViewModel) {
                    titleLabel.text = model.title
                    self.textLabel?.text = model.summary
                }
            }
            """),
        Example("""
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                cell.textLabel?.text = "shown"
            }
            """),
    ]
}
