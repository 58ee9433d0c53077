// The README's screen, as an app ships it: seed 001's handler (`contentInset.bottom =
// keyboardFrame.height`, the original inset back on hide) in an ordinary view controller.
// Only the import differs between iOS and here.

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif

final class ProfileViewController: UIViewController {
    let scrollView = UIScrollView()
    private var originalInset = UIEdgeInsets.zero
    private var originalIndicatorInsets = UIEdgeInsets.zero
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        originalInset = scrollView.contentInset
        originalIndicatorInsets = scrollView.verticalScrollIndicatorInsets

        // The blocks are `@Sendable`; on the main queue they may assume the main actor.
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in
            MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardWillHide() }
        })
    }

    func keyboardWillHide() {
        scrollView.contentInset = originalInset
        scrollView.verticalScrollIndicatorInsets = originalIndicatorInsets
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = notification
            .userInfo?[UIResponder.keyboardFrameEndUserInfoKey]
            as? CGRect else { return }

        let keyboardHeight = keyboardFrame.height
        scrollView.contentInset.bottom = keyboardHeight
        scrollView.verticalScrollIndicatorInsets.bottom = keyboardHeight
    }
}
