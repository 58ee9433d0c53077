// Seeds 000/002's contentInset recipe: the article's `keyboardWillChangeFrame(_:)` handler
// verbatim, in a view controller written the ordinary way. It shows the one edit Linux needs:
// there is no Objective-C runtime, so `@objc` goes and the selector becomes a method
// reference —
//
//     NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), …)   // iOS
//     NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChangeFrame(_:), …)         // here
//
// The registration keeps the selector form's meaning: it ends by itself when the controller
// goes away (iOS 9+), so it is not a leaked observer.

import ClearanceUIKit

final class InsetFormViewController: UIViewController {
    let scrollView = UIScrollView()

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
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChangeFrame(_:),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    /* @objc */ private func keyboardWillChangeFrame(_ note: Notification) {
        guard let endFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let frameInView = view.convert(endFrame, from: view.window)
        let overlap = max(0, view.bounds.maxY - frameInView.minY - view.safeAreaInsets.bottom)
        scrollView.contentInset.bottom = overlap
        scrollView.verticalScrollIndicatorInsets.bottom = overlap
    }
}
