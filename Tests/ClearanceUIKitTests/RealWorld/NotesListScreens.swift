// A list of editable items in a UICollectionView, each cell holding a text field, as in
// Instagram/IGListKit#703 ("Prevent keyboard overlapping with scrollToItem"): the app calls
// scrollToItem(at:at:.top) from textFieldDidBeginEditing and nothing else. "Unfortunately,
// this doesn't helped me": near the end of the list the item cannot scroll any higher than
// the content allows, and the keyboard covers it. The fix the thread arrives at is keyboard
// observers that inset the collection view.

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif

/// One item: a label's worth of space and a field for the user's note.
final class NoteCell: UICollectionViewCell {
    let textField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.borderStyle = .roundedRect
        contentView.addSubview(textField)
        NSLayoutConstraint.activate([
            textField.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            textField.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            textField.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            textField.heightAnchor.constraint(equalToConstant: 36),
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

/// The list. The common version scrolls the edited item to the top when editing begins, and
/// does nothing else. `careful` is the fixed twin, as the thread ends up: it insets the collection view by what the keyboard's end frame covers of
/// it, less the safe area UIKit already adds (a floating or undocked keyboard covers nothing
/// it must avoid), on every frame change and layout pass, forgets the frame when the keyboard
/// hides or leaves the screen, and scrolls the edited item to the top from the same observer, with the keyboard.
final class NotesListViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UITextFieldDelegate {
    let careful: Bool
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private var keyboardFrame: CGRect?
    private var editing: IndexPath?

    init(careful: Bool) {
        self.careful = careful
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.minimumLineSpacing = 0
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.alwaysBounceVertical = true
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        if careful {
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChangeFrame(_:),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(_:),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        cell.textField.placeholder = "Note \(indexPath.item + 1)"
        cell.textField.delegate = self
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 72)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let cell = textField.superview?.superview as? UICollectionViewCell,
              let indexPath = collectionView.indexPath(for: cell) else { return }
        editing = indexPath
        // The fixed twin scrolls from its keyboard observer instead, with the keyboard: here
        // the keyboard has not moved yet, and a 0.3 s scroll of its own would trail it.
        if !careful { collectionView.scrollToItem(at: indexPath, at: .top, animated: true) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        editing = nil
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        // A frame off the screen is no keyboard (an undocked one going away posts no
        // willHide): kept, it would cover the list again after a rotation. One just below the
        // screen touches it, and touching rectangles intersect: ask for an overlap.
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        keyboardFrame = end.flatMap { frame in view.window?.screen.bounds.intersection(frame).isEmpty == false ? frame : nil }
        updateInset()
        // Inside the keyboard's animation: the list moves with it.
        if let editing { collectionView.scrollToItem(at: editing, at: .top, animated: false) }
    }

    func keyboardWillHide(_ notification: Notification) {
        // A hidden keyboard's frame, kept, would cover the list again after a rotation.
        keyboardFrame = nil
        updateInset()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if careful { updateInset() }
    }

    private func updateInset() {
        guard let screen = view.window?.screen else { return }
        var inset: CGFloat = 0
        if let keyboardFrame, keyboardFrame.width >= screen.bounds.width, keyboardFrame.maxY >= screen.bounds.maxY {
            let frame = collectionView.convert(keyboardFrame, from: screen.coordinateSpace)
            let covered = collectionView.bounds.intersection(frame)
            if !covered.isNull { inset = max(0, covered.height - collectionView.safeAreaInsets.bottom) }
        }
        guard collectionView.contentInset.bottom != inset else { return }
        collectionView.contentInset.bottom = inset
        collectionView.verticalScrollIndicatorInsets.bottom = inset
        // Taking the inset away can leave the list scrolled past its end: bring it back.
        let adjusted = collectionView.adjustedContentInset
        let end = max(-adjusted.top, collectionView.contentSize.height + adjusted.bottom - collectionView.bounds.height)
        if collectionView.contentOffset.y > end { collectionView.contentOffset.y = end }
    }
}
