import UIKit

/// A composer whose avoidance ships by iOS version, as keyboard fixes usually do: on iOS 15
/// and later its field rides on the keyboard layout guide; before, it follows the keyboard's
/// frame notifications. It also notes the version `ProcessInfo` reports and whether
/// `#unavailable(iOS 15)` held, so that a test sees which branch ran.
final class VersionGatedComposer: UIViewController {
    let field = UITextField()
    private(set) var avoidance = ""
    private(set) var reportedVersion = OperatingSystemVersion(majorVersion: 0, minorVersion: 0, patchVersion: 0)
    private(set) var atLeast15 = false
    private(set) var olderThan15 = false
    private var bottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        reportedVersion = ProcessInfo.processInfo.operatingSystemVersion
        atLeast15 = ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 15, minorVersion: 0, patchVersion: 0))
        if #unavailable(iOS 15) { olderThan15 = true }
        if #available(iOS 15, *) {
            avoidance = "keyboardLayoutGuide"
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
        } else {
            avoidance = "notifications"
            let bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
            bottom.isActive = true
            self.bottom = bottom
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
    }

    @objc private func keyboardWillChangeFrame(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY - view.safeAreaInsets.bottom)
        bottom?.constant = -8 - overlap
        view.layoutIfNeeded()
    }
}
