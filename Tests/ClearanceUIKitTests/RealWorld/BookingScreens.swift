// A booking form whose date is picked from a UIDatePicker shown as the date field's
// inputView, with a Done toolbar above it. Moving between a typed field and the date field
// changes the keyboard's height (336 → 216 + 44 on an iPhone X), so a second
// keyboardWillShow arrives while the keyboard is up.

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif

/// The form. Both twins inset the scroll view by what the keyboard's end frame covers of it,
/// less the safe area UIKit already adds (always, whatever the content's height), and keep that right through layout passes (a sheet
/// the system lifts). `careful` is the fixed twin. The other keeps the common "keyboard is
/// shown" flag against repeated notifications: the first willShow insets, later ones are
/// ignored until willHide clears the flag — so going from the keyboard to the picker keeps
/// the keyboard's taller frame, and from the picker back to the keyboard its shorter one.
final class BookingViewController: UIViewController {
    let careful: Bool
    let scrollView = UIScrollView()
    let nameField = UITextField()
    let emailField = UITextField()
    let dateField = UITextField()
    let notesField = UITextField()
    let datePicker = UIDatePicker()
    private var keyboardIsShown = false
    private var keyboardFrame: CGRect?
    private var observers: [NSObjectProtocol] = []

    init(careful: Bool) {
        self.careful = careful
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1_000)
        scrollView.keyboardDismissMode = .interactive
        // The safe area is in the insets whether or not the content is taller than the screen
        // (an iPad's is not): the keyboard's inset below leaves it out, and a field scrolled
        // to the top stays below the status bar.
        scrollView.contentInsetAdjustmentBehavior = .always
        view.addSubview(scrollView)
        for (field, y) in [(nameField, 40), (emailField, 100), (dateField, 460), (notesField, 640)] {
            field.frame = CGRect(x: 20, y: y, width: 280, height: 40)
            field.borderStyle = .roundedRect
            scrollView.addSubview(field)
        }
        nameField.placeholder = "Name"
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        dateField.placeholder = "Arrival"
        notesField.placeholder = "Notes"

        datePicker.datePickerMode = .date
        if #available(iOS 13.4, *) {
            datePicker.preferredDatePickerStyle = .wheels
        }
        dateField.inputView = datePicker
        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.doneTapped),
        ]
        dateField.inputAccessoryView = toolbar

        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.keyboardWillShow(frame) }
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardWillHide() }
        })
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func doneTapped(_ sender: UIBarButtonItem) {
        view.endEditing(true)
    }

    private func keyboardWillShow(_ frame: CGRect?) {
        if !careful {
            guard !keyboardIsShown else { return }
        }
        keyboardIsShown = true
        keyboardFrame = frame
        updateInset()
        for field in [nameField, emailField, dateField, notesField] where field.isFirstResponder {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    private func keyboardWillHide() {
        keyboardIsShown = false
        keyboardFrame = nil
        updateInset()
        // Scrolled further than the content allows without the inset: back to its end.
        let maxOffset = max(-scrollView.adjustedContentInset.top,
                            scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom)
        if scrollView.contentOffset.y > maxOffset {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: maxOffset), animated: true)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateInset()
    }

    private func updateInset() {
        guard let screen = view.window?.screen else { return }
        var inset: CGFloat = 0
        if let keyboardFrame {
            let frame = scrollView.convert(keyboardFrame, from: screen.coordinateSpace)
            let covered = scrollView.bounds.intersection(frame)
            if !covered.isNull { inset = max(0, covered.height - scrollView.safeAreaInsets.bottom) }
        }
        guard scrollView.contentInset.bottom != inset else { return }
        scrollView.contentInset.bottom = inset
        scrollView.verticalScrollIndicatorInsets.bottom = inset
    }
}
