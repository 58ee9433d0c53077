import Foundation

/// A view whose height follows the vertical size class it is shown in, as the system's
/// pickers do: the input-view host asks it for the height of the size class the keyboard is
/// shown in, where the view itself is in no window.
package protocol VerticalSizeClassSized: UIView {
    /// The height the view takes in a compact or a regular vertical size class.
    func intrinsicHeight(compactHeight: Bool) -> CGFloat
}

extension VerticalSizeClassSized {
    /// The system pickers' height: the wheels'.
    package func intrinsicHeight(compactHeight: Bool) -> CGFloat {
        compactHeight ? PickerWheels.compactHeight : PickerWheels.regularHeight
    }

    /// The intrinsic size in the window the view is in.
    var wheelsIntrinsicSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: intrinsicHeight(compactHeight: traitCollection.verticalSizeClass == .compact))
    }
}

/// The wheels' height of the system's pickers: 216 pt, 162 pt in a compact height
/// (markmeretzky.com/INFO1-CE9236/src/picker: "its height is 216 … in portrait orientation,
/// 162 in landscape", a zero height "pinned to 216.0"; squimer/DatePickerDialog-iOS-Swift
/// PR #40: the date picker resizes "to 162 points" in a compact height size class).
enum PickerWheels {
    static let regularHeight: CGFloat = 216
    static let compactHeight: CGFloat = 162
}

/// A spinning-wheel list of values (UIKit's `UIPickerView`), most often a text field's
/// `inputView`. Its height is the wheels' (``PickerWheels``); its rows are not drawn, and
/// the user never spins it (``UIPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``
/// is never called by the model).
open class UIPickerView: UIView, VerticalSizeClassSized {
    /// Where the components and rows come from.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Titles, sizes and the selection's callbacks.
    open weak var delegate: (any UIPickerViewDelegate)?
    private var selectedRows: [Int] = []

    /// The number of components, as the data source says.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The number of rows of a component, as the data source says.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// Reloads every component (nothing is drawn: the selection is kept within range).
    open func reloadAllComponents() {
        for component in selectedRows.indices { clampSelection(inComponent: component) }
    }

    /// Reloads one component.
    open func reloadComponent(_ component: Int) {
        clampSelection(inComponent: component)
    }

    /// Selects a row, as the app does (the delegate is not told, as in UIKit); a component
    /// the data source does not have is left alone.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard component >= 0, component < numberOfComponents else { return }
        if selectedRows.count <= component { selectedRows += Array(repeating: 0, count: component + 1 - selectedRows.count) }
        selectedRows[component] = max(0, row)
        clampSelection(inComponent: component)
    }

    /// The selected row of a component, `-1` when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard numberOfRows(inComponent: component) > 0 else { return -1 }
        return component >= 0 && component < selectedRows.count ? selectedRows[component] : 0
    }

    private func clampSelection(inComponent component: Int) {
        guard component >= 0, component < selectedRows.count else { return }
        selectedRows[component] = min(selectedRows[component], max(0, numberOfRows(inComponent: component) - 1))
    }

    open override var intrinsicContentSize: CGSize { wheelsIntrinsicSize }
}

/// A picker view's components and rows (UIKit's `UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (columns).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A picker view's titles, sizes and selection callback (UIKit's `UIPickerViewDelegate`).
/// Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A row's title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user selected a row (the model never spins a picker: never called).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// A component's width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
}

/// How a date picker shows (UIKit's `UIDatePickerStyle`, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks: `.compact` from iOS 14, `.wheels` before (and for a count-down
    /// timer, which has only wheels).
    case automatic = 0
    /// The spinning wheels.
    case wheels = 1
    /// A label that opens an editor (iOS 14).
    case compact = 2
    /// An editor in place (iOS 14).
    case inline = 3
}

/// A date and time picker (UIKit's `UIDatePicker`), most often a text field's `inputView`.
/// Its height is ``ModelNumber/datePickerHeight``; nothing is drawn and the user never spins
/// it (`.valueChanged` is never sent). A new picker's date is the reference date
/// (2001-01-01), not the wall clock: a case never reads the clock.
open class UIDatePicker: UIControl, VerticalSizeClassSized {
    /// What the picker picks (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    /// What the picker picks; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime
    /// The style the app asks for; `.automatic` by default
    /// (https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: `.automatic` resolves to `.compact` from iOS 14 (squimer/DatePickerDialog-iOS-Swift#111,
    /// hackiftekhar/IQKeyboardManager#1760: "by default the automatic style is .compact"),
    /// to `.wheels` before it and for a count-down timer.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        let iOSVersion = world?.iOSVersion ?? 17 // outside a world: a world's default version
        return iOSVersion >= 14 && datePickerMode != .countDownTimer ? .compact : .wheels
    }
    /// The picked date.
    open var date = Date(timeIntervalSinceReferenceDate: 0)
    /// The earliest date the picker offers.
    open var minimumDate: Date?
    /// The latest date the picker offers.
    open var maximumDate: Date?
    /// The locale of the wheels' text.
    open var locale: Locale?
    /// The time zone of the date shown.
    open var timeZone: TimeZone?
    /// The minutes' step.
    open var minuteInterval = 1
    /// A count-down timer's duration, in seconds.
    open var countDownDuration: TimeInterval = 0

    /// Sets the date (kept within the minimum and maximum dates).
    open func setDate(_ date: Date, animated: Bool) {
        var picked = date
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        self.date = picked
    }

    open override var intrinsicContentSize: CGSize { wheelsIntrinsicSize }
}
