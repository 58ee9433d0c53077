import Clearance
import Foundation
import Testing

/// Issue 52 item 7: the careful screens written apart from the catalog were judged to leave
/// the field 15–16 pt above the top of the free band when the band is tiny — an iPhone XR in
/// landscape with a 44 pt accessory and the screen's own 83 pt inset, an iPad with a 575 pt
/// third-party keyboard, an undocked keyboard on iOS 15. In today's model (the contract's
/// design margin and the bar-riding padding read from the reference layout, issue 48) none of
/// those shapes fails any invariant, with or without bars, for the first or the last field of
/// one, three or six; these cases pin that.
@Suite("Clean set: tiny free bands")
struct TinyBandTests {
    static func scenarios() -> [(name: String, scenario: Scenario)] {
        var all: [(String, Scenario)] = []
        for items in [1, 3, 6] {
            for focus in Set([0, items - 1]).sorted() {
                for bars in [Chrome.none, Chrome(navigationBar: .standard), Chrome(navigationBar: .standard, tabBar: true)] {
                    let fields = Array(repeating: GeneratedForm.Item(.textField), count: items)
                    let events = [TimedEvent(.focus(focus))]
                    all.append(("iPhone XR landscape, 44 pt accessory, 83 pt inset, \(items) fields, focus \(focus), \(bars)",
                                Scenario(iOSVersion: 17, device: .catalog("iphone_xr_11"), orientation: .landscape, bars: bars,
                                         form: GeneratedForm(items: fields, scrollContentInset: 83, inputAccessoryHeight: 44), events: events)))
                    all.append(("iPad landscape, 575 pt third-party keyboard, \(items) fields, focus \(focus), \(bars)",
                                Scenario(iOSVersion: 17, device: .catalog("ipad_10_2"), orientation: .landscape, bars: bars,
                                         keyboard: KeyboardSetup(kind: .thirdParty(height: 575)), form: GeneratedForm(items: fields), events: events)))
                    all.append(("iPad iOS 15, undocked keyboard raised 300 pt, \(items) fields, focus \(focus), \(bars)",
                                Scenario(iOSVersion: 15, device: .catalog("ipad_10_2"), orientation: .landscape, bars: bars,
                                         keyboard: KeyboardSetup(placement: .undocked(lift: 300)), form: GeneratedForm(items: fields), events: events)))
                }
            }
        }
        return all
    }

    @Test("the careful screens keep every invariant in a tiny free band",
          arguments: ["clean-guide-pinned-scroll-view", "clean-inset-handler", "clean-bottom-constraint"])
    @MainActor func carefulScreensKeepEveryInvariantInATinyBand(_ id: String) throws {
        let strategy = try #require(CleanSet.strategies.first { $0.id == id })
        let scenarios = Self.scenarios()
        #expect(scenarios.count == 45)
        for (name, scenario) in scenarios {
            let violation = Clearance.run(scenario, strategy: strategy, invariants: InvariantID.allCases).violation
            #expect(violation == nil, "\(name): \(violation.map { "\($0.invariant): \($0.message)" } ?? "")")
        }
    }
}
