// A chat screen as MessageKit and InputBarAccessoryView build one (see KeyboardScreens.swift):
// the controller is first responder for its input bar, which UIKit docks at the bottom of
// the screen and carries on top of the keyboard.

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif

/// The bar: a text view and a Send button, as tall as its contents (Auto Layout sizes an
/// input accessory view by its intrinsic height).
final class MessageInputBar: UIView {
    let textView = UITextView()
    let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleHeight]
        textView.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.setTitle("Send", for: .normal)
        addSubview(textView)
        addSubview(sendButton)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.heightAnchor.constraint(equalToConstant: 36),
            textView.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 60),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 52)
    }
}

/// The conversation. `careful` is the fixed twin: it keeps the keyboard's last frame and, on
/// every frame change and layout pass (a sheet the system lifts), insets the table by what
/// that frame (bar included) covers of it, less the safe area UIKit already adds; a floating
/// keyboard covers nothing it must avoid. The other one is the common version: `willShow`
/// insets by the frame's height and `willHide` puts the inset back to zero — but closing the
/// keyboard leaves the bar docked, and the last messages go under it.
final class MessagesViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    let inputBar = MessageInputBar()
    let careful: Bool
    private var keyboardFrame: CGRect?

    init(careful: Bool) {
        self.careful = careful
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { inputBar }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.keyboardDismissMode = .interactive
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        tableView.dataSource = self
        view.addSubview(tableView)
        if careful {
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChangeFrame(_:),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        } else {
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(_:),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        tableView.contentInset.bottom = frame.height
        tableView.verticalScrollIndicatorInsets.bottom = frame.height
    }

    func keyboardWillHide(_ notification: Notification) {
        tableView.contentInset.bottom = 0
        tableView.verticalScrollIndicatorInsets.bottom = 0
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        updateInset()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if careful { updateInset() }
    }

    private func updateInset() {
        guard let screen = view.window?.screen else { return }
        var inset: CGFloat = 0
        // A floating or undocked keyboard (narrower than the screen, or above its bottom) is
        // not avoided.
        if let keyboardFrame, keyboardFrame.width >= screen.bounds.width, keyboardFrame.maxY >= screen.bounds.maxY {
            let frame = tableView.convert(keyboardFrame, from: screen.coordinateSpace)
            let covered = tableView.bounds.intersection(frame)
            if !covered.isNull { inset = max(0, covered.height - tableView.safeAreaInsets.bottom) }
        }
        guard tableView.contentInset.bottom != inset else { return }
        tableView.contentInset.bottom = inset
        tableView.verticalScrollIndicatorInsets.bottom = inset
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 16 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        return cell
    }
}

/// A message with a Reply button: something the user must be able to reach.
final class MessageCell: UITableViewCell {
    let replyButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        replyButton.setTitle("Reply", for: .normal)
        replyButton.frame = CGRect(x: 280, y: 6, width: 80, height: 32)
        contentView.addSubview(replyButton)
    }

    required init?(coder: NSCoder) { return nil }
}
