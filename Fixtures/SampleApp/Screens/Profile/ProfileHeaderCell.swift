import UIKit

struct ProfileHeaderCellViewModel {
    let displayName: String
    let handle: String
    let avatarURL: URL?

    init(profile: Profile) {
        displayName = profile.displayName
        handle = "@" + profile.handle
        avatarURL = profile.avatarURL
    }
}

final class ProfileHeaderCell: UITableViewCell {
    static let reuseIdentifier = "ProfileHeaderCell"

    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.layer.cornerRadius = 24
        avatarView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        layOut()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        avatarView.image = nil
        nameLabel.text = nil
        handleLabel.text = nil
    }

    private func layOut() {
        let labels = UIStackView(arrangedSubviews: [nameLabel, handleLabel])
        labels.axis = .vertical
        let row = UIStackView(arrangedSubviews: [avatarView, labels])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 48),
            avatarView.heightAnchor.constraint(equalToConstant: 48),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
