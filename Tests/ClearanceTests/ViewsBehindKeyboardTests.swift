@testable import Clearance
import Foundation
import ClearanceUIKit
import Testing

/// A form whose own bottom tab bar sits under the fields in a container pinned to the keyboard
/// layout guide (`ridesTheGuide`), or to the safe area: with the keyboard up, the first lifts
/// the tab bar above the keyboard, the second leaves it behind the keyboard, as UIKit's
/// `UITabBar` stays. Real-bug pair 39 (SwiftUI-CustomTabBar #1: "the keyboard pushes up the
/// tabbar") is this bug in SwiftUI.
struct FormAboveOwnTabBar: AvoidanceStrategy {
    var ridesTheGuide: Bool
    var behindKeyboard: [String] = ["tabBar"]
    var id: String { "test-form-above-own-tab-bar" }
    var summary: String { "a form above a tab bar of the app's own" }
    var source: String { "Tests/ClearanceTests/ViewsBehindKeyboardTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, viewsBehindKeyboard: behindKeyboard) }

    final class Screen: UIViewController {
        let form = UIScrollView()
        let tabBar = UIView()
        var ridesTheGuide = false

        override func viewDidLoad() {
            super.viewDidLoad()
            form.name = "form"
            tabBar.name = "tabBar"
            for view in [form, tabBar] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            let field = UITextField()
            field.name = "field"
            field.frame = CGRect(x: 16, y: 300, width: 280, height: 44)
            form.addSubview(field)
            form.contentSize = CGSize(width: 320, height: 400)
            let bottom = ridesTheGuide ? view.keyboardLayoutGuide.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
            NSLayoutConstraint.activate([
                form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                form.bottomAnchor.constraint(equalTo: tabBar.topAnchor),
                tabBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tabBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tabBar.heightAnchor.constraint(equalToConstant: 70),
                tabBar.bottomAnchor.constraint(equalTo: bottom),
            ])
        }
    }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = Screen()
        screen.ridesTheGuide = ridesTheGuide
        return screen
    }
}

@Suite("No double shift: a view the contract keeps behind the keyboard stays put")
struct ViewsBehindKeyboardTests {
    let scenario = Scenario(device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .scrollView),
                            events: [TimedEvent(.focus(0))])

    /// The tab bar rides up with the container pinned to the keyboard guide: the lift is the
    /// keyboard's, less the home indicator the safe area already kept (336 − 34 pt).
    @Test func aTabBarLiftedWithTheKeyboardRidesIt() throws {
        let runner = ScenarioRunner(strategy: FormAboveOwnTabBar(ridesTheGuide: true), invariants: [.noDoubleShift], assumptions: Assumptions())
        let violation = try #require(runner.run(scenario).violation)
        #expect(violation.invariant == .noDoubleShift)
        #expect(violation.diagnosis == .ridesTheKeyboard)
        #expect(violation.viewName == "tabBar")
        #expect(violation.numbers.first { $0.name == "lift" }?.value == 302)
    }

    /// Pinned to the safe area, the tab bar stays behind the keyboard: nothing is reported.
    @Test func aTabBarBehindTheKeyboardIsNotReported() {
        let runner = ScenarioRunner(strategy: FormAboveOwnTabBar(ridesTheGuide: false), invariants: [.noDoubleShift], assumptions: Assumptions())
        #expect(runner.run(scenario).violation == nil)
    }

    /// Only the app can say a view should not follow the keyboard: without the name in the
    /// contract, a bar that rides the keyboard is the screen's design.
    @Test func withoutTheContractTheRideIsTheDesign() {
        let runner = ScenarioRunner(strategy: FormAboveOwnTabBar(ridesTheGuide: true, behindKeyboard: []), invariants: [.noDoubleShift], assumptions: Assumptions())
        #expect(runner.run(scenario).violation?.diagnosis != .ridesTheKeyboard)
    }

    /// A contract written before the field existed decodes with no view behind the keyboard.
    @Test func anOlderContractDecodes() throws {
        let json = #"{"mode":"pin","scrolling":"minimal","padding":0,"pinnedViewNames":["bar"],"followsUndockedKeyboard":false}"#
        let contract = try JSONDecoder().decode(AvoidanceContract.self, from: Data(json.utf8))
        #expect(contract.viewsBehindKeyboard.isEmpty)
        #expect(contract.pinnedViewNames == ["bar"])
    }
}
