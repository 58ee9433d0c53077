import ClearanceUIKit

/// Building blocks shared by the strategies: the form's item views, a stack of them, and the
/// usual scroll-view content set-up.
public enum FormViews {
    /// The tallest a chat's input bar field grows.
    public static let maximumInputBarHeight: CGFloat = 120

    /// One view per item, named `item0`, `item1`, …; text inputs carry the form's input
    /// accessory view.
    public static func makeItems(_ form: GeneratedForm) -> [UIView] {
        form.items.enumerated().map { index, item in
            let name = GeneratedForm.itemName(index)
            switch item.kind {
            case .textField, .secureField:
                let field = UITextField(name: name)
                field.isSecureTextEntry = item.kind == .secureField
                field.preferredHeight = item.height
                field.placeholder = item.kind == .secureField ? "Password" : "Field \(index)"
                if form.inputAccessoryHeight > 0 {
                    field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: form.inputAccessoryHeight), name: "accessory")
                }
                return field
            case .textView:
                let view = UITextView(name: name)
                view.preferredHeight = item.height
                if form.inputAccessoryHeight > 0 {
                    view.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: form.inputAccessoryHeight), name: "accessory")
                }
                return view
            case .button:
                let button = UIButton(name: name)
                button.preferredHeight = item.height
                button.setTitle("Button \(index)", for: .normal)
                return button
            case .label:
                let label = UILabel(name: name)
                label.preferredHeight = item.height
                label.text = "Label \(index)"
                return label
            }
        }
    }

    /// A vertical stack of views with the form's spacing, positioned by constraints.
    public static func makeStack(_ views: [UIView], spacing: CGFloat, name: String = "stack") -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views, name: name)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }

    /// Puts a stack into a scroll view the usual way: its edges on the content layout guide
    /// (inset by `margin` on the sides and 16 pt top and bottom) and its width the frame
    /// layout guide's, so the content size follows the stack.
    public static func embed(_ stack: UIStackView, in scrollView: UIScrollView, margin: CGFloat) {
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: margin),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -margin),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * margin),
        ])
    }

    /// Pins a scroll view to the root view's top, leading and trailing edges; the caller pins
    /// its bottom.
    public static func pinTopAndSides(_ scrollView: UIScrollView, to view: UIView) {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// A scroll view filling the root view (bottom included) holding the form's stack, with
    /// the form's starting content inset.
    public static func makeFilledScrollView(_ form: GeneratedForm, in view: UIView) -> (UIScrollView, UIStackView) {
        let scrollView = UIScrollView(name: "scrollView")
        pinTopAndSides(scrollView, to: view)
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
        return (scrollView, fill(scrollView, with: form))
    }

    /// Fills an app's own scroll view with the form, for a screen written as iOS code (one
    /// that does not know about forms): names the scroll view `scrollView` for reports and
    /// contracts if it has no name, sets the form's starting content inset, embeds the form's
    /// stack and makes `delegate` every text field's delegate. Returns the stack.
    @discardableResult
    public static func fill(_ scrollView: UIScrollView, with form: GeneratedForm, textFieldDelegate delegate: UITextFieldDelegate? = nil) -> UIStackView {
        if scrollView.name.isEmpty { scrollView.name = "scrollView" }
        scrollView.contentInset.bottom = form.scrollContentInset
        let items = makeItems(form)
        if let delegate { for case let field as UITextField in items { field.delegate = delegate } }
        let stack = makeStack(items, spacing: form.spacing)
        embed(stack, in: scrollView, margin: form.margin)
        return stack
    }

    /// Scrolls as little as possible so the field (or, when it does not fit, its caret line)
    /// lies between the safe area's top and the bottom of what the scroll view shows — its
    /// adjusted inset, its safe area (UIKit adds the safe area only to a scroll view that
    /// scrolls) and `coveredLength` of keyboard — within the valid range (the careful
    /// strategies' `scrollRectToVisible`).
    public static func scrollMinimally(_ scrollView: UIScrollView, toShow field: any TextInput, coveredLength: CGFloat = 0) {
        let top = max(scrollView.adjustedContentInset.top, scrollView.safeAreaInsets.top)
        let bottom = max(scrollView.adjustedContentInset.bottom, scrollView.safeAreaInsets.bottom, coveredLength)
        let visibleHeight = scrollView.bounds.height - top - bottom
        guard visibleHeight > 0 else { return }
        let whole = field.convert(field.bounds, to: scrollView)
        let rect = whole.height <= visibleHeight ? whole : field.convert(field.caretRect, to: scrollView)
        var offset = scrollView.contentOffset.y
        if rect.minY < offset + top || rect.height > visibleHeight {
            offset = rect.minY - top
        } else if rect.maxY > offset + top + visibleHeight {
            offset = rect.maxY - top - visibleHeight
        }
        offset = min(max(offset, scrollView.minimumContentOffsetY), scrollView.maximumContentOffsetY)
        if offset != scrollView.contentOffset.y { scrollView.contentOffset.y = offset }
    }
}
