import ClearanceUIKit

// The form controls real screens mix with their text fields. They bring up no keyboard and
// take no taps in the model: each is a one-row leaf whose height is registered
// (`ModelNumber.swiftUIControlHeights`), so a form that has them lays its fields out where
// they are.

/// An on/off switch with a label (SwiftUI's `Toggle`): a row as tall as a `UISwitch`, 31 pt.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    /// A toggle bound to `isOn`, labelled by what `label` builds.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { title = "Toggle" }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text(title, height: 31), key: context.nodeKey)]
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.title = String(title) }
}

/// A choice among tagged options (SwiftUI's `Picker`): in a form, one row showing the
/// choice (the menu style), 34 pt; its options are not laid out.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    /// A picker bound to `selection`, with the options `content` builds.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { title = "Picker" }
    /// The first form: a picker labelled by `label`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) { title = "Picker" }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text(title, height: 34), key: context.nodeKey)]
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
    }
}

/// A date (SwiftUI's `DatePicker`): the compact style, one 34 pt row; the calendar it
/// opens is not modelled.
public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    /// What the picker edits.
    public typealias Components = DatePickerComponents
    /// A date picker bound to `selection`, labelled by what `label` builds.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        title = "DatePicker"
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text(title, height: 34), key: context.nodeKey)]
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.title = String(title)
    }
    /// A date picker titled `title`, limited to `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.title = String(title)
    }
}

/// What a date picker edits (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The time.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A value stepped up and down (SwiftUI's `Stepper`): one 34 pt row.
public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    /// A stepper bound to `value` within `bounds`, labelled by what `label` builds.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        title = "Stepper"
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text(title, height: 34), key: context.nodeKey)]
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title`, bound to `value` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.title = String(title)
    }
}

/// A value along a track (SwiftUI's `Slider`): one 34 pt row.
public struct Slider: View, PrimitiveView {
    public typealias Body = Never
    /// A slider bound to `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {}
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text("Slider", height: 34), key: context.nodeKey)]
    }
}

/// Progress (SwiftUI's `ProgressView`): a spinner or a bar, one 20.5 pt line.
public struct ProgressView: View, PrimitiveView {
    public typealias Body = Never
    /// An indeterminate spinner.
    public init() {}
    /// A spinner with a title.
    public init<S: StringProtocol>(_ title: S) {}
    /// A bar at `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {}
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text("ProgressView", height: 20.5), key: context.nodeKey)]
    }
}

/// The styles these controls accept; none changes a height in the model.
public protocol PickerStyle {}
/// The menu style (the default in a form).
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// Segments in a row.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A wheel.
public struct WheelPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }

/// A date picker's style.
public protocol DatePickerStyle {}
/// The compact style (the default).
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }

/// A toggle's style.
public protocol ToggleStyle {}
/// A switch (the default).
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }

extension View {
    /// Accepted: the style changes no height in the model (a wheel or segmented picker is
    /// still one row).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the style changes no height in the model (a graphical calendar is still one row).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Marks an option of a `Picker` (accepted: the options are not laid out).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: drawing is not modelled.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}
