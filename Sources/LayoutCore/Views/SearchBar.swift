import Foundation

/// The text field inside a search bar (UIKit's `UISearchTextField`, iOS 13): a text field in
/// every way the keyboard and the checks see.
open class UISearchTextField: UITextField {}

/// A search bar (UIKit's `UISearchBar`): a bar holding a search text field, whose editing is
/// the bar's. `becomeFirstResponder()`, `resignFirstResponder()` and `isFirstResponder` go
/// to the text field, which brings up the keyboard; the text field's editing calls reach the
/// bar's delegate, as UIKit's search bar is its text field's delegate, and the return key
/// (``World/pressReturnKey()``) is `searchBarSearchButtonClicked(_:)`.
///
/// The bar is 56 pt tall from iOS 11 (Esri/maps-app-ios#67: "the UISearchBar's intrinsic
/// content size has increased from 44 to 56"; jdisho/Papr PR #67), 44 pt before; the text
/// field is 36 pt tall (Automattic/simplenote-ios PR #941: "the expected standard 36pt"),
/// centred, with the insets of ``ModelNumber/searchFieldInsets``. The Cancel button takes no
/// width and is never tapped (`searchBarCancelButtonClicked(_:)` is not called); scope bars,
/// bookmarks and `UISearchController` are not modelled.
open class UISearchBar: UIView {
    /// The bar's look (UIKit's `UISearchBar.Style`; every style has the same geometry here).
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    /// The bar's text field (UIKit's `var searchTextField: UISearchTextField { get }`).
    public let searchTextField = UISearchTextField()
    /// Told of the bar's editing and buttons.
    open weak var delegate: (any UISearchBarDelegate)?
    /// A line of text above the field (not drawn; it takes no height in the model).
    open var prompt: String?
    /// Whether the bar shows a Cancel button (it takes no width in the model).
    open var showsCancelButton = false
    /// The bar's look.
    open var searchBarStyle: Style = .default
    private let relay = SearchFieldRelay()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        relay.bar = self
        searchTextField.delegate = relay
        searchTextField.borderStyle = .roundedRect
        searchTextField.returnKeyType = .search
        addSubview(searchTextField)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The search text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The placeholder text.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// The kind of keyboard the field asks for.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title (`.search` by default).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Autocorrection.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Autocapitalization.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// A view shown above the keyboard while the bar's field edits.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    /// Whether the bar's field is editing.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Starts editing in the bar's field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the bar's field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// 56 pt from iOS 11, 44 pt before.
    private var barHeight: CGFloat { (world ?? World.current).map { $0.iOSVersion >= 11 ? 56 : 44 } ?? 56 }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ModelNumber.searchFieldSideInset
        let height = min(36, bounds.height)
        searchTextField.frame = CGRect(x: inset, y: ((bounds.height - height) / 2).rounded(),
                                       width: max(0, bounds.width - 2 * inset), height: height)
    }

    /// The field's editing calls, as the bar's delegate hears them.
    fileprivate func shouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }
    fileprivate func didBeginEditing() { delegate?.searchBarTextDidBeginEditing(self) }
    fileprivate func shouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    fileprivate func didEndEditing() { delegate?.searchBarTextDidEndEditing(self) }
    fileprivate func searchButtonClicked() { delegate?.searchBarSearchButtonClicked(self) }
}

/// The search bar's side of its text field's delegate (the bar holds it: a text field's
/// delegate is weak). An `NSObject`, as every text-field delegate is (the protocol refines NSObjectProtocol).
private final class SearchFieldRelay: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar?.shouldBeginEditing() ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.didBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar?.shouldEndEditing() ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar?.didEndEditing() }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.searchButtonClicked()
        return false
    }
}

/// A search bar's delegate (UIKit's `UISearchBarDelegate`). Every method is optional, as in
/// UIKit: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin: `false` keeps the field from becoming first responder.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began (before the keyboard's `willShow`, as for any text field).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed (typing is not modelled: never called).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The keyboard's Search key was tapped (``World/pressReturnKey()``).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped (never, in the model).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
