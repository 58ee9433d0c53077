import LayoutCore

/// Devices used across the tests.
enum Devices {
    static let iPhoneSE = DeviceCatalog.device(id: "iphone_se_2_3_and_8")!
    static let iPhoneX = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
    static let iPhone15Pro = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!
    static let iPadAir11 = DeviceCatalog.device(id: "ipad_air_11")!
    static let iPadPro129 = DeviceCatalog.device(id: "ipad_pro_12_9")!
    static let iPad97 = DeviceCatalog.device(id: "ipad_9_7_mini_5")!
}

/// A screen with text fields stacked from the top of the safe area, positioned by frames.
final class FieldsScreen: UIViewController, UITextFieldDelegate {
    let fields: [UITextField]
    var events: [String] = []

    init(count: Int = 2) {
        fields = (0..<count).map { UITextField(name: "field\($0)") }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        for field in fields {
            field.delegate = self
            view.addSubview(field)
        }
    }

    override func viewDidLayoutSubviews() {
        var y = view.safeAreaInsets.top + 20
        for field in fields {
            field.frame = CGRect(x: 16, y: y, width: view.bounds.width - 32, height: 34)
            y += 50
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("didBegin \(textField.name)") }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("didEnd \(textField.name)") }
}

extension World {
    /// Presents `controller` and returns self (for one-line set-ups).
    @discardableResult
    func showing(_ controller: UIViewController, chrome: Chrome = .none) -> World {
        present(controller, chrome: chrome)
        return self
    }

    /// Focuses a responder inside the world and lets the keyboard settle.
    func focusAndSettle(_ responder: UIResponder) {
        run { _ = responder.becomeFirstResponder() }
        settle()
    }
}

extension CGRect {
    /// A rectangle from four numbers, for compact expectations.
    init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
        self.init(x: x, y: y, width: w, height: h)
    }
}

/// A value that observer and queue blocks (`@Sendable`, as on iOS) may change; a world runs
/// them on its own thread, one at a time.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
