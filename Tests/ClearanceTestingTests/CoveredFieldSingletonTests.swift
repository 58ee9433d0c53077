import Clearance
import ClearanceUIKit
import Testing

// A keyboard singleton that moves only a field the keyboard covers (IQKeyboardManager's way,
// Tests/RealBugs 01 and 37): made in the first world of a process, it hears nothing in later
// ones. With the screen's first field at the top, clear of the keyboard, the singleton changes
// nothing for it in either world, so the preflight must focus a covered field too to see it.

/// Whether ``CoveredFieldManager`` was made in this test process.
enum CoveredFieldManagerProbe {
    nonisolated(unsafe) static var madeHere = false
}

/// The process's one keyboard manager: lifts the screen's low field above the keyboard when
/// that field is the one being edited.
final class CoveredFieldManager {
    static let shared = CoveredFieldManager()
    weak var screen: CoveredFieldFormViewController?
    private init() {
        CoveredFieldManagerProbe.madeHere = true
        NotificationCenter.default.addObserver(self, selector: Self.willShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
    }
    func willShow(_ note: Notification) {
        guard let screen, screen.low.isFirstResponder,
              let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        screen.lowBottom.constant = -frame.height - 8
    }
}

/// A form with a field at the top and one at the bottom, avoided by ``CoveredFieldManager``.
final class CoveredFieldFormViewController: UIViewController {
    let top = UITextField(), low = UITextField()
    var lowBottom: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [top, low] {
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        lowBottom = low.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40)
        NSLayoutConstraint.activate([top.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20), lowBottom])
        CoveredFieldManager.shared.screen = self
    }
}

@Suite("A keyboard singleton that moves only a covered field is seen by the preflight")
struct CoveredFieldSingletonTests {
    /// Failed before the preflight focused the lowest field as well as the first: both worlds
    /// looked alike, and every case after the first saw the screen without its avoidance.
    @Test func thePreflightSaysTheScreenKeepsStateAcrossWorlds() {
        var config = HarnessConfig(cases: 10, seed: 3, readsEnvironment: false)
        config.profile = .iPhonePortrait
        config.runsBaseline = false
        let problems = Clearance.preflight(UIKitScreen(id: "covered-field-singleton") { CoveredFieldFormViewController() }, config: config)
        #expect(problems.contains { $0.contains("keeps state across worlds") }, "\(problems)")
        #expect(CoveredFieldManagerProbe.madeHere)
    }
}
