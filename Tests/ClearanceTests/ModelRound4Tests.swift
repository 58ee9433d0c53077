import Clearance
import Foundation
import Testing

/// Issue 52, item 3: iPadOS 26 has no classic Split View or Slide Over (side by side is
/// window tiling, a resizable window); scenarios that put one there cannot exist.
@Suite("Model round 4: iPadOS 26 windows")
struct ModelRound4ScenarioTests {
    static let pad = DeviceChoice.catalog("ipad_air_11")

    @Test(arguments: [WindowKind.splitView(.half, .left), .splitView(.oneThird, .right), .slideOver(.right)])
    func aClassicMultitaskingWindowOnIPadOS26IsRefused(window: WindowKind) throws {
        let scenario = Scenario(iOSVersion: 26, device: Self.pad, window: window)
        let problem = try #require(scenario.problem)
        #expect(problem.field == "window")
        #expect(problem.message.contains("iPadOS 26"))
        // The same window on iPadOS 18 exists.
        #expect(Scenario(iOSVersion: 18, device: Self.pad, window: window).problem == nil)
    }

    /// Reading a saved scenario refuses it too, naming the field.
    @Test func readingASplitViewScenarioAtIOS26NamesTheWindow() throws {
        let json = """
        {"iOS": 26, "device": "ipad_air_11", "orientation": "landscape", "window": "split view half right", "bars": [],
         "keyboard": {"kind": "letters", "predictive": true, "hardwareKeyboard": false, "placement": "docked"},
         "form": {"container": "scrollView", "items": [{"kind": "textField", "height": 34}], "spacing": 12, "margin": 16,
                  "scrollContentInset": 0, "inputAccessoryHeight": 0},
         "events": [{"after": 1000, "event": "focus 0"}]}
        """
        do {
            _ = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
            Issue.record("a Split View window on iPadOS 26 was read")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.last?.stringValue == "window")
            #expect(context.debugDescription.contains("iPadOS 26"))
        }
    }

    /// The generator gives an iPad at iOS 26 no classic Split View or Slide Over window;
    /// side by side there is a tiled half of the screen, a resizable (Stage Manager-like) window.
    @Test func generatedIPadScenariosAtIOS26HaveNoClassicMultitasking() throws {
        let strategy = try #require(StrategyCatalog.strategy(id: "keyboard-guide-careful"))
        let gen = ScenarioGenerator(strategy: strategy).gen
        var atIOS26 = 0, tiled = 0
        for n in 1...3_000 {
            guard let scenario = try? gen.generate(from: ChoiceSource(random: SeededRandom(seed: 52 &+ UInt64(n)), maxChoices: 4_000)),
                  scenario.iOSVersion >= 26, scenario.device.device.idiom == .pad else { continue }
            atIOS26 += 1
            #expect(scenario.problem == nil, "\(scenario.problem!)")
            switch scenario.window {
            case .splitView, .slideOver: Issue.record("\(scenario.window) on iPadOS 26")
            case let .stageManager(_, y, width, height) where width == 0.5 && height == 1 && y == 0: tiled += 1
            default: break
            }
        }
        #expect(atIOS26 > 50)
        #expect(tiled > 0)
    }
}
