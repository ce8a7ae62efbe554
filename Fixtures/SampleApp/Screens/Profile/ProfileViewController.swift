import UIKit

final class ProfileViewController: BaseViewController {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let bioLabel = UILabel()
    private let stackView = UIStackView()
    private var avatarHeightConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        styleViews()
        stackView.addArrangedSubview(avatarView)
        stackView.addArrangedSubview(nameLabel)
        stackView.addArrangedSubview(handleLabel)
        stackView.addArrangedSubview(bioLabel)
        view.addSubview(stackView)
        let avatarHeight = avatarView.heightAnchor.constraint(equalToConstant: 96)
        NSLayoutConstraint.activate([
            avatarHeight,
            avatarView.widthAnchor.constraint(equalTo: avatarView.heightAnchor),
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        avatarHeightConstraint = avatarHeight
        loadProfile()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let isLarge = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        avatarHeightConstraint?.constant = isLarge ? 144 : 96
    }

    private func styleViews() {
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.contentMode = .scaleAspectFill
        avatarView.layer.cornerRadius = 48 // slimvc:disable:this view_work_in_controller - moves to AvatarView in JIRA-7
        avatarView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        handleLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0
        bioLabel.textAlignment = .center
    }

    private func loadProfile() {
        Task {
            do {
                show(try await ProfileDataController.shared.loadProfile())
            } catch {
                showError(error)
            }
        }
    }

    private func show(_ profile: Profile) {
        nameLabel.text = profile.displayName
        handleLabel.text = "@" + profile.handle
        bioLabel.text = profile.bio
        avatarView.image = UIImage(systemName: "person.crop.circle.fill")
    }
}
