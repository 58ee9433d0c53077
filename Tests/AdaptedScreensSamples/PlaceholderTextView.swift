import UIKit

/// A text view with a placeholder, as placeholder libraries write theirs (IQKeyboardManager's
/// IQTextView has the same shape): it overrides the delegate UIKit declares again on UITextView
/// with the narrower `UITextViewDelegate?`, to refresh its placeholder whenever the delegate is read.
class PlaceholderTextView: UITextView {
    private(set) var delegateReads = 0
    private(set) var delegateWrites = 0

    override var delegate: UITextViewDelegate? {
        get {
            delegateReads += 1
            return super.delegate
        }
        set {
            delegateWrites += 1
            super.delegate = newValue
        }
    }
}

/// A delegate that notes the text view's editing.
final class EditingLog: NSObject, UITextViewDelegate {
    private(set) var events: [String] = []

    func textViewDidBeginEditing(_ textView: UITextView) {
        events.append("begin")
    }
}
