import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`), made by the input: an offset
/// in UTF-16 code units from the text's start.
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// A range of a text input's text (UIKit's `UITextRange`), made by the input.
open class UITextRange: NSObject {
    let from: UITextPosition
    let to: UITextPosition
    init(from: UITextPosition, to: UITextPosition) {
        self.from = from
        self.to = to
    }

    /// Where the range starts.
    open var start: UITextPosition { from }
    /// Where the range ends (the caret, for an empty range).
    open var end: UITextPosition { to }
    /// Whether the range holds no text (a caret).
    open var isEmpty: Bool { from.offset == to.offset }
}

/// The part of `UITextInput` that keyboard code reads to scroll the caret into view —
/// positions, ranges, the selection and the caret's rectangle. Text metrics are not
/// modelled: the caret is on the first line wherever the selection is, a rectangle of the
/// line's height (``ModelNumber/caretLine``) and 2 pt wide at the line's start.
package protocol TextPositioning: UIView {
    /// The text's length in UTF-16 code units.
    var textLength: Int { get }
    /// The caret's line in the input's bounds.
    var caretLineRect: CGRect { get }
}

extension TextPositioning {
    func makePosition(_ offset: Int) -> UITextPosition { UITextPosition(offset: min(max(0, offset), textLength)) }

    func position(_ position: UITextPosition, offsetBy offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= textLength else { return nil }
        return UITextPosition(offset: target)
    }

    func range(from: UITextPosition, to: UITextPosition) -> UITextRange {
        from.offset <= to.offset ? UITextRange(from: from, to: to) : UITextRange(from: to, to: from)
    }

    /// The 2 pt caret at the start of the caret line.
    var caretAtLineStart: CGRect { CGRect(x: caretLineRect.minX, y: caretLineRect.minY, width: 2, height: caretLineRect.height) }
}

extension UITextView: TextPositioning {
    package var textLength: Int { (text ?? "").utf16.count }
    /// The first line inside the text container's insets and its 5 pt line fragment padding
    /// (NSTextContainer's default `lineFragmentPadding`).
    package var caretLineRect: CGRect {
        let height = UITextView.caretLineHeight - textContainerInset.top - textContainerInset.bottom
        return CGRect(x: textContainerInset.left + 5, y: textContainerInset.top, width: max(0, bounds.width - textContainerInset.left - textContainerInset.right - 10), height: height)
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { makePosition(0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { makePosition(textLength) }
    /// The selection, as positions: ``selectedRange`` in UIKit's other form.
    public var selectedTextRange: UITextRange? {
        get {
            let start = makePosition(selectedRange.location)
            return UITextRange(from: start, to: makePosition(selectedRange.location + selectedRange.length))
        }
        set {
            guard let newValue else { return }
            selectedRange = NSRange(location: newValue.start.offset, length: max(0, newValue.end.offset - newValue.start.offset))
        }
    }
    /// The position `offset` code units from `position`, `nil` past either end.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { self.position(position, offsetBy: offset) }
    /// The code units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { range(from: fromPosition, to: toPosition) }
    /// The caret's rectangle at `position`: on the first line, wherever the position is.
    public func caretRect(for position: UITextPosition) -> CGRect { caretAtLineStart }
    /// The first line's rectangle of `range`: the first line.
    public func firstRect(for range: UITextRange) -> CGRect { caretLineRect }
}

extension UITextField: TextPositioning {
    package var textLength: Int { (text ?? "").utf16.count }
    /// The field's one line, vertically centred.
    package var caretLineRect: CGRect {
        let height = min(bounds.height, UITextView.caretLineHeight - 16)
        return CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { makePosition(0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { makePosition(textLength) }
    /// The selection while the field edits (the caret at the end of the text unless set),
    /// `nil` when it does not.
    public var selectedTextRange: UITextRange? {
        get {
            guard isFirstResponder else { return nil }
            let selection = fieldSelection ?? NSRange(location: textLength, length: 0)
            return UITextRange(from: makePosition(selection.location), to: makePosition(selection.location + selection.length))
        }
        set {
            fieldSelection = newValue.map { NSRange(location: $0.start.offset, length: max(0, $0.end.offset - $0.start.offset)) }
        }
    }
    /// The position `offset` code units from `position`, `nil` past either end.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { self.position(position, offsetBy: offset) }
    /// The code units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { range(from: fromPosition, to: toPosition) }
    /// The caret's rectangle at `position`: at the line's start, wherever the position is.
    public func caretRect(for position: UITextPosition) -> CGRect { caretAtLineStart }
    /// The first line's rectangle of `range`: the field's line.
    public func firstRect(for range: UITextRange) -> CGRect { caretLineRect }
}
