import UIKit

final class AccountView: UIView {
    private let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    private let nameLabel = UILabel()
    private let emailLabel = UILabel()
    private let memberSinceLabel = UILabel()
    private let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        style()
        layOut()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with account: Account) {
        nameLabel.text = account.name
        emailLabel.text = account.email
        memberSinceLabel.text = "Member since " + account.createdAt.formatted(date: .long, time: .omitted)
    }

    private func style() {
        avatarView.tintColor = .systemIndigo
        avatarView.contentMode = .scaleAspectFit
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        emailLabel.font = .preferredFont(forTextStyle: .body)
        emailLabel.textColor = .secondaryLabel
        memberSinceLabel.font = .preferredFont(forTextStyle: .footnote)
        memberSinceLabel.textColor = .tertiaryLabel
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 8
    }

    private func layOut() {
        [avatarView, nameLabel, emailLabel, memberSinceLabel].forEach(stackView.addArrangedSubview)
        stackView.setCustomSpacing(16, after: avatarView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 88),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            stackView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 32),
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }
}
