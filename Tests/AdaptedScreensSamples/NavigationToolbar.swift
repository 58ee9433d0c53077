import UIKit

/// Told when a navigation toolbar's buttons are tapped.
protocol NavigationToolbarDelegate: AnyObject {
    func toolbarDidTapBack(_ toolbar: NavigationToolbar)
    func toolbarDidTapDone(_ toolbar: NavigationToolbar)
}

/// An input accessory toolbar written as keyboard libraries write theirs: a nested enum keeps
/// each button's action as a `Selector`, naming by `#selector(name)` the methods of the
/// enclosing class, declared in an extension.
class NavigationToolbar: UIToolbar {
    enum ButtonType {
        case back
        case done

        var action: Selector {
            switch self {
            case .back:
                return #selector(backTapped)
            case .done:
                return #selector(doneTapped)
            }
        }
    }

    weak var navigationDelegate: NavigationToolbarDelegate?
    private(set) var buttons: [ButtonType: UIBarButtonItem] = [:]

    func addButton(type: ButtonType, title: String) {
        let button = UIBarButtonItem(title: title, style: .plain, target: self, action: type.action)
        buttons[type] = button
        items = (items ?? []) + [button]
    }

    func addSystemDoneButton() {
        let button = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        buttons[.done] = button
        items = (items ?? []) + [button]
    }
}

extension NavigationToolbar {
    @objc func backTapped(_ sender: UIBarButtonItem) {
        navigationDelegate?.toolbarDidTapBack(self)
    }

    @objc func doneTapped(_ sender: UIBarButtonItem) {
        navigationDelegate?.toolbarDidTapDone(self)
    }
}
