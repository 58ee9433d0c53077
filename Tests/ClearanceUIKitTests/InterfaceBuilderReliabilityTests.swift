import Clearance
import ClearanceUIKit
import Foundation
import Testing

/// A controller with one outlet, `email`, as `clearance adapt` writes its override.
final class ReliabilityEmailController: UIViewController {
    var email: UITextField?

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        switch name {
        case "email": return connectOutlet(value, to: &email)
        default: return super.setValue(value, forOutletNamed: name)
        }
    }
}

/// A controller with no outlets.
final class ReliabilityPlainController: UIViewController {}

/// Broken and hostile storyboards and XIBs, loaded as an app loads them (`UIStoryboard`,
/// `UINib`) inside a world: each problem is one recorded exception naming the file, the
/// element and the fix — never a trap, a crash or a silent empty controller.
@MainActor
@Suite("Interface Builder files: broken or hostile input is one clear error, never a crash or a silent pass")
struct InterfaceBuilderReliabilityTests {
    static let device = DeviceCatalog.device(id: "iphone_se_2_3_and_8")!
    /// Where these tests write their files (a search directory).
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearance-ib-reliability-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    init() {
        InterfaceBuilder.register(ReliabilityEmailController.self)
        InterfaceBuilder.register(ReliabilityPlainController.self)
        if !InterfaceBuilder.searchDirectories.contains(Self.directory) { InterfaceBuilder.searchDirectories.append(Self.directory) }
    }

    /// A storyboard document around `scenes` (each a `<scene>`), its initial controller `initial`.
    static func storyboard(initial: String = "vc", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// One scene: controller `vc` (of `customClass` when given) whose root view `root` holds
    /// a text field `email`, with `constraints` on the root and `connections` on the controller.
    static func scene(customClass: String? = nil, storyboardIdentifier: String? = nil, constraints: String = "", connections: String = "",
                      fieldAttributes: String = "", rootFrame: String = #"x="0.0" y="0.0" width="375" height="667""#) -> String {
        let custom = customClass.map { #" customClass="\#($0)""# } ?? ""
        let identifier = storyboardIdentifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc"\(custom)\(identifier) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" \(rootFrame)/>
                            <subviews>
                                <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="email"\(fieldAttributes)>
                                    <rect key="frame" x="20" y="400" width="335" height="34"/>
                                </textField>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
        \(constraints)
                            </constraints>
                        </view>
                        <connections>
        \(connections)
                        </connections>
                    </viewController>
                </objects>
            </scene>
        """
    }

    /// Writes `text` as `name` in the search directory.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: Self.directory.appendingPathComponent(name))
    }

    /// The exceptions a world records while `body` loads and shows a screen.
    func exceptions(_ body: @MainActor (World) -> Void) -> [String] {
        let world = World(device: Self.device)
        world.run { body(world) }
        return world.exceptions
    }

    /// Loads storyboard `name`'s initial controller and shows it; the exceptions recorded.
    func load(_ name: String, _ text: String) throws -> [String] {
        try write("\(name).storyboard", text)
        return exceptions { world in
            let controller = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            world.present(controller ?? UIViewController())
            world.settle()
        }
    }

    // MARK: - Loading errors: one exception each, naming the file, the element and the fix

    @Test func aTruncatedStoryboardIsOneErrorNamingTheFileAndTheFix() throws {
        let whole = Self.storyboard(Self.scene())
        let found = try load("Truncated", String(whole.prefix(whole.count / 2)))
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.hasPrefix("Truncated.storyboard:"), "\(message)")
        #expect(message.contains("not a readable Interface Builder file"), "\(message)")
        #expect(message.contains("open it in Xcode"), "\(message)")
    }

    @Test func anUnknownCustomClassIsOneErrorNamingTheClassTheSceneAndTheRegistration() throws {
        let found = try load("UnknownClass", Self.storyboard(Self.scene(customClass: "LoginViewController")))
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.contains("UnknownClass.storyboard:"), "\(message)")
        #expect(message.contains("Unknown class LoginViewController"), "\(message)")
        #expect(message.contains("<viewController id=\"vc\">"), "\(message)")
        #expect(message.contains("register it with InterfaceBuilder.register(LoginViewController.self)"), "\(message)")
    }

    @Test func aMissingIdentifierIsOneErrorNamingTheIdentifiersTheFileHas() throws {
        try write("Identifiers.storyboard", Self.storyboard(Self.scene(storyboardIdentifier: "Login")))
        let found = exceptions { world in
            world.present(UIStoryboard(name: "Identifiers", bundle: nil).instantiateViewController(withIdentifier: "SignUp"))
            world.settle()
        }
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.contains("Storyboard (Identifiers.storyboard) doesn't contain a view controller with identifier 'SignUp'"), "\(message)")
        #expect(message.contains("its identifiers: Login"), "\(message)")
        #expect(message.contains("Storyboard ID"), "\(message)")
    }

    @Test func aMissingOutletIsOneErrorNamingTheOutletTheClassAndTheFix() throws {
        let connections = #"<outlet property="email" destination="email" id="o1"/>"#
        let found = try load("Outlet", Self.storyboard(Self.scene(customClass: "ReliabilityPlainController", connections: connections)))
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.contains("this class is not key value coding-compliant for the key email"), "\(message)")
        #expect(message.contains("Outlet.storyboard"), "\(message)")
        #expect(message.contains("outlet 'email' (connection o1)"), "\(message)")
        #expect(message.contains("@IBOutlet var email"), "\(message)")
        #expect(message.contains("clearance adapt"), "\(message)")
    }

    @Test func aMissingFileIsOneErrorNamingTheFileAndWhereToPutIt() throws {
        let found = exceptions { world in
            world.present(UIStoryboard(name: "NoSuchFile", bundle: nil).instantiateInitialViewController() ?? UIViewController())
            world.settle()
        }
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.hasPrefix("Could not find an Interface Builder file named 'NoSuchFile.storyboard'"), "\(message)")
        #expect(message.contains("InterfaceBuilder.searchDirectories"), "\(message)")
    }

    @Test func aXIBWhoseFilesOwnerIsAnotherClassNamesTheClassTheFileExpects() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ReliabilityEmailController">
                    <connections>
                        <outlet property="view" destination="root" id="c1"/>
                        <outlet property="email" destination="email" id="c2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textField borderStyle="roundedRect" id="email"><rect key="frame" x="20" y="400" width="335" height="34"/></textField>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        try write("WrongOwner.xib", xib)
        let found = exceptions { world in
            world.present(ReliabilityPlainController(nibName: "WrongOwner", bundle: nil))
            world.settle()
        }
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.contains("key email"), "\(message)")
        #expect(message.contains("File's Owner is ReliabilityEmailController in the file"), "\(message)")
    }

    // MARK: - Issue 49 items 3–7: crashes that are errors now

    @Test func aSegueCycleIsAnErrorNamingTheCycle() throws {
        let scenes = """
            <scene sceneID="n1s"><objects>
                <navigationController id="nav1" sceneMemberID="viewController">
                    <connections><segue destination="nav2" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="n2s"><objects>
                <navigationController id="nav2" sceneMemberID="viewController">
                    <connections><segue destination="nav1" kind="relationship" relationship="rootViewController" id="g2"/></connections>
                </navigationController>
            </objects></scene>
        """
        let text = Self.storyboard(initial: "nav1", scenes)
        let found = try load("Cycle", text)
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.contains("Cycle.storyboard"), "\(message)")
        #expect(message.contains("nav1 → nav2 → nav1"), "\(message)")
        let file = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "Cycle.storyboard")
        #expect(throws: InterfaceBuilderError.relationshipCycle(path: ["nav1", "nav2", "nav1"], file: "Cycle.storyboard")) {
            try file.instantiateController(identifier: nil)
        }
    }

    @Test func aControllerThatIsItsOwnRootIsACycleToo() throws {
        let scenes = """
            <scene sceneID="n1s"><objects>
                <navigationController id="nav1" sceneMemberID="viewController">
                    <connections><segue destination="nav1" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                </navigationController>
            </objects></scene>
        """
        let file = try InterfaceBuilderFile(data: Data(Self.storyboard(initial: "nav1", scenes).utf8), fileName: "Self.storyboard")
        #expect(throws: InterfaceBuilderError.relationshipCycle(path: ["nav1", "nav1"], file: "Self.storyboard")) {
            try file.instantiateController(identifier: nil)
        }
    }

    @Test(arguments: [
        (#"<constraint firstItem="vc" firstAttribute="top" secondItem="email" secondAttribute="top" id="k1"/>"#,
         "firstItem 'vc' is the scene's view controller"),
        (#"<constraint firstItem="email" firstAttribute="top" secondItem="vc" secondAttribute="top" id="k1"/>"#,
         "secondItem 'vc' is the scene's view controller"),
        (#"<constraint firstItem="email" firstAttribute="leading" secondItem="safe" secondAttribute="leadingMargin" id="k1"/>"#,
         "leadingMargin of layout guide 'safe': a layout guide has no margins"),
        (#"<constraint firstItem="safe" firstAttribute="topMargin" secondItem="email" secondAttribute="top" id="k1"/>"#,
         "topMargin of layout guide 'safe': a layout guide has no margins"),
        (#"<constraint firstItem="email" firstAttribute="top" secondItem="o1" secondAttribute="top" id="k1"/>"#,
         "secondItem 'o1' is an outlet"),
    ])
    func aConstraintOnAnItemThatIsNotAViewOrOnAGuidesMarginIsAnErrorNamingTheConstraint(constraint: String, reason: String) throws {
        let connections = #"<outlet property="email" destination="email" id="o1"/>"#
        let found = try load("BadItem", Self.storyboard(Self.scene(customClass: "ReliabilityEmailController", constraints: constraint, connections: connections)))
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.contains("BadItem.storyboard:"), "\(message)")
        #expect(message.contains("constraint k1: \(reason)"), "\(message)")
    }

    @Test(arguments: [
        (#"multiplier="nan""#, "multiplier 'nan'"), (#"multiplier="inf""#, "multiplier 'inf'"),
        (#"multiplier="-infinity""#, "multiplier '-infinity'"), (#"multiplier="garbage""#, "multiplier 'garbage'"),
        (#"multiplier="1:0""#, "multiplier '1:0'"), (#"multiplier="nan:1""#, "multiplier 'nan:1'"),
        (#"multiplier="1e400""#, "multiplier '1e400'"), (#"constant="nan""#, "constant 'nan'"),
        (#"constant="inf""#, "constant 'inf'"), (#"constant="twelve""#, "constant 'twelve'"),
        (#"priority="nan""#, "priority 'nan'"), (#"priority="5000""#, "priority '5000'"),
    ])
    func aConstraintNumberThatIsNotAFiniteNumberIsAnErrorNamingTheConstraintAndAttribute(attribute: String, named: String) throws {
        let constraint = #"<constraint firstItem="email" firstAttribute="width" secondItem="root" secondAttribute="width" \#(attribute) id="k7"/>"#
        let found = try load("BadNumber", Self.storyboard(Self.scene(constraints: constraint)))
        #expect(found.count == 1, "\(found)")
        let message = try #require(found.first)
        #expect(message.contains("BadNumber.storyboard:"), "\(message)")
        #expect(message.contains("constraint k7: \(named)"), "\(message)")
    }

    /// 30,000 views each inside the last: read, built and shown without overflowing the
    /// stack (the parser and builder keep their own stacks), then freed.
    @Test func thirtyThousandNestedViewsLoadWithoutOverflowingTheStack() throws {
        let depth = 30_000
        var nested = ""
        nested.reserveCapacity(depth * 90)
        for index in 0..<depth { nested += #"<subviews><view id="n\#(index)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>"# }
        for _ in 0..<depth { nested += "</view></subviews>" }
        let text = Self.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        \(nested)
                    </view>
                </viewController>
            </objects></scene>
        """)
        let file = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "Deep.storyboard")
        let controller = try file.instantiateController(identifier: nil)
        let world = World(device: Self.device)
        world.run { controller.loadViewIfNeeded() }
        #expect(world.exceptions.isEmpty, "\(world.exceptions)")
        var chain: [UIView] = []
        var view: UIView? = controller.view
        while let current = view { chain.append(current); view = current.subviews.first }
        #expect(chain.count == depth + 1)
        // Freed whole when the test ends: a view's subviews are released in a loop
        // (SubtreeRelease), not from deinit to deinit, which overflowed a worker thread's
        // stack at this depth.
    }

    // MARK: - Hostile input

    @Test func entitiesAreReadAndAnEntityExpansionBombIsRefused() throws {
        // A predefined entity in an attribute reads as its character.
        let plain = Self.storyboard(Self.scene(fieldAttributes: #" placeholder="A &amp; B &lt;C&gt;""#))
        let file = try InterfaceBuilderFile(data: Data(plain.utf8), fileName: "Entities.storyboard")
        let controller = try file.instantiateController(identifier: nil)
        exceptions { _ in controller.loadViewIfNeeded() }.forEach { Issue.record("\($0)") }
        #expect((InterfaceBuilderFile.loadedObjects(of: controller)["email"] as? UITextField)?.placeholder == "A & B <C>")
        // Nested internal entities ("billion laughs"): a parse error, not gigabytes of text.
        var bomb = #"<?xml version="1.0"?><!DOCTYPE document [<!ENTITY a0 "lol">"#
        for level in 1...12 { bomb += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">" }
        bomb += #"]><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="&a12;"/>"#
        #expect(throws: InterfaceBuilderError.self) {
            let file = try InterfaceBuilderFile(data: Data(bomb.utf8), fileName: "Bomb.storyboard")
            _ = try file.instantiateController(identifier: nil)
        }
    }

    @Test func anExternalEntityIsNeverRead() throws {
        // XML's external entities would read a file of the machine into the screen (XXE);
        // XMLParser leaves them unresolved (shouldResolveExternalEntities is false).
        let secret = Self.directory.appendingPathComponent("secret.txt")
        try Data("TOPSECRET".utf8).write(to: secret)
        let text = Self.storyboard(Self.scene())
            .replacingOccurrences(of: "<document ", with: "<!DOCTYPE document [<!ENTITY xxe SYSTEM \"\(secret.absoluteString)\">]>\n<document ")
            .replacingOccurrences(of: "</textField>", with: "</textField><textView id=\"notes\"><string key=\"text\">&xxe;</string></textView>")
        do {
            let file = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "XXE.storyboard")
            let controller = try file.instantiateController(identifier: nil)
            exceptions { _ in controller.loadViewIfNeeded() }.forEach { Issue.record("\($0)") }
            let notes = try #require(InterfaceBuilderFile.loadedObjects(of: controller)["notes"] as? UITextView)
            #expect(!(notes.text ?? "").contains("TOPSECRET"))
        } catch {
            #expect("\(error)".contains("XXE.storyboard"), "\(error)")
        }
    }

    @Test func aMissingActionIsOneErrorNamingTheSelectorAndTheFix() throws {
        let text = Self.storyboard(Self.scene(customClass: "ReliabilityPlainController")
            .replacingOccurrences(of: "</textField>", with: """
                <connections><action selector="login:" destination="vc" eventType="editingDidEndOnExit" id="a1"/></connections></textField>
                """))
        let found = try load("Action", text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("Action.storyboard: action 'login:' is not implemented by ReliabilityPlainController") == true, "\(found)")
        #expect(found.first?.contains("declare the @IBAction") == true, "\(found)")
    }

    @Test func aMissingIdentifierAskedForWithACreatorIsOneErrorAndTheClassItself() throws {
        try write("Creator.storyboard", Self.storyboard(Self.scene(storyboardIdentifier: "Login")))
        var made: ReliabilityEmailController?
        let found = exceptions { _ in
            made = UIStoryboard(name: "Creator", bundle: nil).instantiateViewController(identifier: "Nope") { coder in
                ReliabilityEmailController(coder: coder)
            }
        }
        #expect(found.count == 1 && found.first?.contains("identifier 'Nope'") == true, "\(found)")
        #expect(made != nil)
    }

    @Test func aDuplicateIDIsAnErrorNamingTheIDAndBothLines() throws {
        let text = Self.storyboard(Self.scene(fieldAttributes: "").replacingOccurrences(of: #"id="safe""#, with: #"id="email""#))
        #expect {
            _ = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "Duplicate.storyboard")
        } throws: { error in
            let message = "\(error)"
            return message.contains("Duplicate.storyboard") && message.contains("id 'email'") && message.contains("lines 11 and 15")
        }
    }

    @Test func aConstraintToAMissingIDIsAnErrorNamingTheConstraintAndTheID() throws {
        let constraint = #"<constraint firstItem="email" firstAttribute="top" secondItem="ghost" secondAttribute="top" id="k1"/>"#
        let found = try load("Ghost", Self.storyboard(Self.scene(constraints: constraint)))
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("Ghost.storyboard:") == true && found.first?.contains("no object with id 'ghost'") == true
                    && found.first?.contains("constraint k1") == true, "\(found)")
    }

    @Test func aHugeAttributeIsReadOrAClearError() throws {
        let huge = String(repeating: "x", count: 12_000_000)
        let text = Self.storyboard(Self.scene(fieldAttributes: #" placeholder="\#(huge)""#))
        do {
            let file = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "Huge.storyboard")
            let controller = try file.instantiateController(identifier: nil)
            exceptions { _ in controller.loadViewIfNeeded() }.forEach { Issue.record("\($0)") }
            #expect((InterfaceBuilderFile.loadedObjects(of: controller)["email"] as? UITextField)?.placeholder?.count == huge.count)
        } catch {
            #expect("\(error)".contains("Huge.storyboard"), "\(error)")
        }
    }

    @Test func aSceneWithoutAViewGetsUIKitsEmptyView() throws {
        // Xcode lets a view be deleted from a scene whose class builds its own in loadView();
        // without one UIKit's loadView() makes a plain view — no error.
        let text = Self.storyboard("""
            <scene sceneID="s1"><objects><viewController id="vc" sceneMemberID="viewController"/></objects></scene>
        """)
        try write("NoView.storyboard", text)
        var view: UIView?
        let found = exceptions { world in
            let controller = UIStoryboard(name: "NoView", bundle: nil).instantiateInitialViewController()
            world.present(controller ?? UIViewController())
            world.settle()
            view = controller?.view
        }
        #expect(found.isEmpty, "\(found)")
        #expect(view != nil)
    }

    @Test(arguments: [
        (#"x="nan" y="0.0" width="375" height="667""#, "frame x 'nan'"),
        (#"x="0.0" y="0.0" width="1e400" height="667""#, "frame width '1e400'"),
        (#"x="0.0" y="0.0" width="375" height="tall""#, "frame height 'tall'"),
    ])
    func aFrameThatIsNotAFiniteNumberIsAnErrorNamingTheView(frame: String, named: String) throws {
        let found = try load("BadFrame", Self.storyboard(Self.scene(rootFrame: frame)))
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("BadFrame.storyboard:") == true && found.first?.contains("<view id=\"root\"> \(named)") == true, "\(found)")
    }

    @Test func negativeAndHugeFramesLoadAsIBRecordedThem() throws {
        // IB can record a view off screen or wider than any device; both are frames UIKit keeps.
        let text = Self.storyboard(Self.scene(rootFrame: #"x="-500" y="-1e6" width="1e6" height="0.0""#))
        let file = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "Far.storyboard")
        let controller = try file.instantiateController(identifier: nil)
        let found = exceptions { world in
            world.present(controller)
            world.settle()
        }
        #expect(found.isEmpty, "\(found)")
        #expect(file.recordedFrame(ofObjectWithID: "root") == CGRect(x: -500, y: -1e6, width: 1e6, height: 0))
    }

    @Test(arguments: [#"alpha="nan""#, #"horizontalHuggingPriority="nan""#, #"tag="x""#])
    func aViewNumberThatIsNotANumberIsAnErrorNamingTheViewAndAttribute(attribute: String) throws {
        let found = try load("BadViewNumber", Self.storyboard(Self.scene(fieldAttributes: " " + attribute)))
        let name = String(attribute.prefix { $0 != "=" })
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("<textField id=\"email\"> \(name)") == true, "\(found)")
    }
}

/// Storyboards loaded by several tests at once: Swift Testing runs tests that are not on the
/// main actor in parallel, and each screen check runs its worlds on its own thread.
@Suite("Interface Builder files: loading from several threads at once")
struct InterfaceBuilderConcurrencyTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Storyboards")

    @Test func storyboardsLoadFromFourThreadsAtOnce() {
        let results = LockedCounts()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<15 {
                let report = Clearance.check(screen: {
                    if !InterfaceBuilder.searchDirectories.contains(Self.directory) { InterfaceBuilder.searchDirectories.append(Self.directory) }
                    InterfaceBuilder.register(StoryboardSimpleValidationController.self, as: "SimpleValidationViewController")
                    InterfaceBuilder.register(StoryboardSignupController.self, as: "GitHubSignupViewController2")
                    // A class registered under a new name each round: the registry grows while others read it.
                    InterfaceBuilder.register(ReliabilityPlainController.self, as: "Plain\(thread)-\(round)")
                    let name = round % 2 == 0 ? "SimpleValidation" : "GitHubSignup2"
                    let controller = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
                    _ = try? InterfaceBuilderFile(contentsOf: Self.directory.appendingPathComponent("ScrollGuide-IB-Main.storyboard"))
                    return controller ?? UIViewController()
                }, named: "concurrent-\(thread)-\(round)", config: HarnessConfig(cases: 3, seed: UInt64(round + 1), readsEnvironment: false))
                results.add(report.failures.count)
            }
        }
        #expect(results.rounds == 60)
    }
}

/// A counter several threads add to.
final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var rounds: Int { lock.withLock { count } }
    func add(_: Int) { lock.withLock { count += 1 } }
}

