import ClearanceUIKit
import Foundation
import Testing

// Stand-ins for the view controller classes the real storyboards name (their own code needs
// RxSwift or IQKeyboardManager). Their outlet overrides are what `clearance adapt` generates
// from `@IBOutlet var usernameOutlet: UITextField!` and the like, written here by hand.

/// kharrison/CodeExamples' TermsViewController (Validate), whose own file runs in
/// AdaptedScreensTests: its outlets and actions, accepted.
final class StoryboardTermsStandIn: UIViewController {
    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        ["termsSwitch", "privacySwitch", "nameField", "submitButton"].contains(name) || super.setValue(value, forOutletNamed: name)
    }

    override func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? {
        ["acceptTerms:", "acceptPrivacy:", "nameChanged:", "submitAction:"].contains(selector) ? { _ in } : super.action(forSelectorNamed: selector)
    }
}

/// RxSwift's SimpleValidationViewController's outlets.
final class StoryboardSimpleValidationController: UIViewController {
    var usernameOutlet: UITextField!
    var usernameValidOutlet: UILabel!
    var passwordOutlet: UITextField!
    var passwordValidOutlet: UILabel!
    var doSomethingOutlet: UIButton!
    var awoke = 0

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        switch name {
        case "usernameOutlet": usernameOutlet = value as? UITextField
        case "usernameValidOutlet": usernameValidOutlet = value as? UILabel
        case "passwordOutlet": passwordOutlet = value as? UITextField
        case "passwordValidOutlet": passwordValidOutlet = value as? UILabel
        case "doSomethingOutlet": doSomethingOutlet = value as? UIButton
        default: return super.setValue(value, forOutletNamed: name)
        }
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// RxSwift's GitHubSignupViewController2 (a sign-up form), with the keyboard handling such a
/// screen adds: nothing but the text fields' return keys — the form sits high enough.
final class StoryboardSignupController: UIViewController {
    var usernameOutlet: UITextField!
    var usernameValidationOutlet: UILabel!
    var passwordOutlet: UITextField!
    var passwordValidationOutlet: UILabel!
    var repeatedPasswordOutlet: UITextField!
    var repeatedPasswordValidationOutlet: UILabel!
    var signupOutlet: UIButton!
    var signingUpOulet: UIView!

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        switch name {
        case "usernameOutlet": usernameOutlet = value as? UITextField
        case "usernameValidationOutlet": usernameValidationOutlet = value as? UILabel
        case "passwordOutlet": passwordOutlet = value as? UITextField
        case "passwordValidationOutlet": passwordValidationOutlet = value as? UILabel
        case "repeatedPasswordOutlet": repeatedPasswordOutlet = value as? UITextField
        case "repeatedPasswordValidationOutlet": repeatedPasswordValidationOutlet = value as? UILabel
        case "signupOutlet": signupOutlet = value as? UIButton
        case "signingUpOulet": signingUpOulet = value as? UIView
        default: return super.setValue(value, forOutletNamed: name)
        }
        return true
    }
}

/// Use Your Loaf's ForecastViewController's outlets (its image view is a plain view here:
/// the model has no UIImageView).
final class StoryboardForecastController: UIViewController {
    var imageView: UIView!
    var titleLabel: UILabel!
    var summaryLabel: UILabel!

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        switch name {
        case "imageView": imageView = value as? UIView
        case "titleLabel": titleLabel = value as? UILabel
        case "summaryLabel": summaryLabel = value as? UILabel
        default: return super.setValue(value, forOutletNamed: name)
        }
        return true
    }
}

/// A custom root view class, created from the XIB with `init?(coder:)`.
final class StoryboardLoginRootView: UIView {
    var awoke = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// A controller with no outlets: loading a scene that connects some is UIKit's
/// "not key value coding-compliant" error.
final class StoryboardOutletlessController: UIViewController {}

/// A login XIB's File's Owner: outlets and an action, as `clearance adapt` would generate them.
final class StoryboardLoginController: UIViewController {
    var scrollView: UIScrollView!
    var emailField: UITextField!
    var passwordField: UITextField!
    var bottomConstraint: NSLayoutConstraint!
    var taps: [String] = []

    func loginTapped(_ sender: Any?) { taps.append(sender is UIButton ? "button" : "\(String(describing: sender))") }

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        switch name {
        case "scrollView": scrollView = value as? UIScrollView
        case "emailField": emailField = value as? UITextField
        case "passwordField": passwordField = value as? UITextField
        case "bottomConstraint": bottomConstraint = value as? NSLayoutConstraint
        default: return super.setValue(value, forOutletNamed: name)
        }
        return true
    }

    override func action(forSelectorNamed selector: String) -> ((Any?) -> Void)? {
        switch selector {
        case "loginTapped:": return { [unowned self] sender in loginTapped(sender) }
        default: return super.action(forSelectorNamed: selector)
        }
    }
}

/// A component of a frame (x, y, width or height), for the per-axis exclusion lists.
enum FrameComponent: String, CaseIterable, Sendable { case x, y, width, height }

@MainActor
@Suite("Interface Builder files: real storyboards load and reproduce IB's frames")
struct StoryboardTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Storyboards")

    init() {
        InterfaceBuilder.register(StoryboardSimpleValidationController.self, as: "SimpleValidationViewController")
        InterfaceBuilder.register(StoryboardSignupController.self, as: "GitHubSignupViewController2")
        InterfaceBuilder.register(UIViewController.self, as: "TextViewController")
        InterfaceBuilder.register(UITableViewController.self, as: "SearchViewController")
        InterfaceBuilder.register(StoryboardLoginController.self)
        InterfaceBuilder.register(StoryboardLoginRootView.self)
        InterfaceBuilder.register(StoryboardForecastController.self, as: "ForecastViewController")
        if !InterfaceBuilder.searchDirectories.contains(Self.directory) { InterfaceBuilder.searchDirectories.append(Self.directory) }
    }

    /// Loads a scene, shows it full screen on the device the file was saved for (under a
    /// navigation bar when IB simulated one), and compares every view's window-space frame
    /// with the one IB recorded (the root view excluded: its frame is the container's).
    /// `excluded` lists (view id, component) pairs with the reason; each must differ by more
    /// than 0.5 pt (so the list stays exact) and every other component must match within 0.5.
    func checkFrames(file name: String, scene: String, chrome: Chrome, excluded: [String: [FrameComponent: String]]) throws -> (matched: Int, excluded: Int) {
        let file = try InterfaceBuilderFile(contentsOf: Self.directory.appendingPathComponent(name))
        return try checkFrames(file: file, name: name, scene: scene, chrome: chrome, excluded: excluded)
    }

    /// ``checkFrames(file:scene:chrome:excluded:)`` for a file already read.
    func checkFrames(file: InterfaceBuilderFile, name: String, scene: String, chrome: Chrome,
                     excluded: [String: [FrameComponent: String]], assumptions: Assumptions = Assumptions()) throws -> (matched: Int, excluded: Int) {
        let device = try #require(file.device, "\(name): device \(file.deviceID ?? "none") not in the catalog")
        let world = World(device: device, orientation: file.orientation, assumptions: assumptions)
        let controller = try file.instantiateController(withObjectID: scene)
        world.present(controller, chrome: chrome)
        world.settle()
        #expect(world.exceptions.isEmpty, "\(world.exceptions)")
        let objects = InterfaceBuilderFile.loadedObjects(of: controller)
        let root = try #require(controller.view)
        var ids: [ObjectIdentifier: String] = [:]
        for (id, object) in objects { ids[ObjectIdentifier(object)] = id }
        var matched = 0, skipped = 0
        for id in objects.keys.sorted() {
            guard let view = objects[id] as? UIView, view !== root, let recorded = file.recordedFrame(ofObjectWithID: id) else { continue }
            // IB's window-space frame: its frame offset by its ancestors' recorded origins.
            var expected = recorded
            var ancestor = view.superview
            while let current = ancestor, let ancestorID = ids[ObjectIdentifier(current)] {
                let origin = file.recordedFrame(ofObjectWithID: ancestorID)?.origin ?? .zero
                expected.origin.x += origin.x
                expected.origin.y += origin.y
                ancestor = current.superview
            }
            // The model's the same way: the root view's window position, then frames in
            // their superviews' coordinates. IB lays a scroll view's content out at offset 0;
            // a running scroll view may rest at another (−adjustedContentInset.top under a
            // navigation bar), which moves where its content is drawn, not its frames.
            var actual = view.frame
            var above = view.superview
            while let current = above, current !== root {
                actual.origin.x += current.frame.minX
                actual.origin.y += current.frame.minY
                above = current.superview
            }
            let rootOrigin = root.convert(root.bounds, to: nil).origin
            actual.origin.x += rootOrigin.x
            actual.origin.y += rootOrigin.y
            let pairs: [(FrameComponent, CGFloat, CGFloat)] = [(.x, actual.minX, expected.minX), (.y, actual.minY, expected.minY),
                                                               (.width, actual.width, expected.width), (.height, actual.height, expected.height)]
            for (component, value, wanted) in pairs {
                if let reason = excluded[id]?[component] {
                    #expect(abs(value - wanted) > 0.5, "\(name) \(id).\(component) matches IB (\(value)); remove its exclusion (\(reason))")
                    skipped += 1
                } else {
                    #expect(abs(value - wanted) <= 0.5, "\(name) \(id).\(component): model \(value), IB \(wanted)")
                    matched += 1
                }
            }
        }
        return (matched, skipped)
    }

    @Test func iqKeyboardManagersFullScreenTextViewMatchesIB() throws {
        // One text view pinned to the safe area on the iPhone 8 (status bar 20 pt).
        let result = try checkFrames(file: "FullScreenControllers.storyboard", scene: "P7P-UN-ggT", chrome: .none, excluded: [:])
        #expect(result.matched == 4)
        #expect(result.excluded == 0)
    }

    /// A 14 pt rounded-rect text field is 30 pt tall in IB; the model's fields have one
    /// height, 34 pt (17 pt text): every view stacked below one is 4 pt lower per field.
    static let fieldHeight = "model's fixed 34 pt rounded-rect field height (IB: 30 pt at 14 pt text)"
    static let belowField = "stacked below a text field whose height differs (model 34, IB 30)"

    @Test func rxSwiftsSimpleValidationFormMatchesIB() throws {
        let result = try checkFrames(
            file: "SimpleValidation.storyboard", scene: "hFV-LH-THc", chrome: Chrome(navigationBar: .standard),
            excluded: [
                "DxN-4p-IlC": [.height: Self.fieldHeight],
                "9IA-eg-Rhf": [.y: Self.belowField, .height: Self.fieldHeight],
                "5Qq-LW-zbl": [.y: Self.belowField],
                "w3Q-7d-PAK": [.y: Self.belowField],
                "IGP-gu-Gxt": [.y: Self.belowField],
                "nZR-mS-TBY": [.y: Self.belowField],
            ])
        #expect(result.matched == 21)
        #expect(result.excluded == 7)
    }

    @Test func rxSwiftsGitHubSignupFormMatchesIB() throws {
        let label14 = "the model's fixed 20.5 pt label height (IB: 17 pt at 14 pt text)"
        let result = try checkFrames(
            file: "GitHubSignup2.storyboard", scene: "yLq-Hp-4B6", chrome: Chrome(navigationBar: .standard),
            excluded: [
                "rGO-wn-g5S": [.height: Self.fieldHeight],
                "98h-6n-kLJ": [.y: Self.belowField, .height: label14],
                "Pw7-pv-nhp": [.y: Self.belowField, .height: Self.fieldHeight],
                "IDg-fm-aCT": [.y: Self.belowField, .height: label14],
                "Y6X-IK-Jnk": [.y: Self.belowField, .height: Self.fieldHeight],
                "TfJ-rc-11O": [.y: Self.belowField, .height: label14],
                "2l5-Hy-B1p": [.y: Self.belowField],
                // An activity indicator has no class in the model (a plain view, no 20×20
                // intrinsic size): its size and so its place are undetermined.
                "6ef-09-7f2": [.x: "activity indicator: no intrinsic size in the model", .y: Self.belowField,
                               .width: "activity indicator: no intrinsic size in the model",
                               .height: "activity indicator: no intrinsic size in the model"],
                "hIR-9t-sq4": [.y: Self.belowField, .height: "multi-line label: text metrics are not modelled"],
            ])
        #expect(result.matched == 18)
        #expect(result.excluded == 18)
    }

    @Test func useYourLoafsScrollViewWithContentGuidesAndAStackViewMatchesIB() throws {
        // The scroll view, its content guide's stack (pinned to the content layout guide, as
        // wide as the frame layout guide) match. The stack's arranged views sit, in the file,
        // at its 20 pt directional margins, though the file sets no relative arrangement
        // (UIKit's default is false): stale frames or an IB format rule not known here.
        let margins = "recorded at the stack's 20 pt margins; the file sets no layoutMarginsRelativeArrangement"
        // The image view is 150 pt tall in the model, the size the file's <resources> record
        // for its image "Sun"; IB recorded 300 pt (a frame saved with another asset).
        let image = "image view: 150 pt, its image's size as <resources> records it; IB's frame says 300 pt"
        let result = try checkFrames(
            file: "ScrollGuide-IB-Main.storyboard", scene: "BYZ-38-t0r", chrome: .none,
            excluded: [
                "NFF-AK-Fer": [.height: image],
                "Pyo-AF-oUY": [.x: margins, .y: margins, .width: margins,
                               .height: "Title 1 text style: the model's labels are 20.5 pt (17 pt text)"],
                "mKD-J1-Cp6": [.x: margins, .y: image, .width: margins, .height: image],
                "sQi-S4-LT0": [.x: margins, .y: image, .width: margins],
                // IB recorded the info button 8 pt below a safe-area top of 0; on the iPhone 8
                // the scroll view's safe area starts under the 20 pt status bar.
                "vpG-TY-4uc": [.y: "IB's frame puts the scroll view's safe area top at 0, not under the status bar",
                               .width: "info button: no intrinsic size in the model", .height: "info button: no intrinsic size in the model"],
            ])
        #expect(result.matched == 9)
        #expect(result.excluded == 15)
    }

    @Test func useYourLoafsValidateTermsFormMatchesIB() throws {
        // The file AdaptedScreensTests compiles the screen's own classes for, read with
        // stand-ins under other names (the class registry is shared by every suite).
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../AdaptedScreensSamples/Validate/Base.lproj/Main.storyboard")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            .replacingOccurrences(of: "customClass=\"TermsViewController\"", with: "customClass=\"StoryboardTermsStandIn\"")
            .replacingOccurrences(of: "customClass=\"AdaptiveScrollView\"", with: "customClass=\"StoryboardAdaptiveScrollStandIn\"")
        InterfaceBuilder.register(StoryboardTermsStandIn.self)
        InterfaceBuilder.register(UIScrollView.self, as: "StoryboardAdaptiveScrollStandIn")
        let file = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "Validate-Main.storyboard")
        let switchInset = "switch: IB's frame ends 2 pt past the trailing margin (UISwitch's alignment rect, not modelled)"
        let textHeight = "read-only text view sized by its text: text metrics are not modelled (model 120 pt)"
        let belowText = "below the terms text, whose height text metrics decide (model 120 pt, IB 184 pt)"
        let result = try checkFrames(
            file: file, name: "Validate-Main.storyboard", scene: "BYZ-38-t0r", chrome: Chrome(navigationBar: .standard),
            excluded: [
                "UK3-Vd-NdR": [.x: switchInset, .y: belowText], "o3m-iT-XzI": [.x: switchInset, .y: belowText],
                "rNb-V2-xsx": [.y: belowText, .width: switchInset], "Exk-YM-B1E": [.y: belowText, .width: switchInset],
                // The scroll view lies under the navigation bar (its top is the view's top) and is
                // the first subview of the controller's view, so the navigation controller puts the
                // bar's 64 pt into its adjusted content inset (it rests at offset −64) and its
                // content starts below the bar, with no safe area of its own: the terms text sits
                // at the content's 8 pt margin, where IB recorded it (the assumption
                // barControllerAdjustsFirstSubviewScrollView, on by default; BarControllerScrollViewTests). With it off the model puts the text
                // 64 + 8 pt down (the content under the bar takes the bar's safe area).
                "mX0-FW-J5u": [.height: textHeight],
                "Ojs-m8-Ph8": [.y: belowText], "pLT-ws-O8U": [.y: belowText], "mqc-dX-EpF": [.y: belowText],
                "Q40-by-Mbm": [.y: belowText], "wrf-eZ-eZE": [.y: belowText],
                "VI4-eb-9Uq": [.height: "its content's heights differ (the text view's, the button's)"],
                "oFZ-3f-P2W": [.y: belowText, .height: "button: contentEdgeInsets and background image not modelled (the model's 34 pt button)"],
            ])
        #expect(result.matched == 35)
        #expect(result.excluded == 17)
    }

    @Test func anImageViewTakesTheSizeTheFilesResourcesRecordForItsImage() throws {
        let file = try InterfaceBuilderFile(contentsOf: Self.directory.appendingPathComponent("ScrollGuide-IB-Main.storyboard"))
        let controller = try file.instantiateController(withObjectID: "BYZ-38-t0r")
        controller.loadViewIfNeeded()
        let sun = try #require(InterfaceBuilderFile.loadedObjects(of: controller)["mKD-J1-Cp6"] as? UIImageView)
        #expect(sun.image?.size == CGSize(width: 150, height: 150))
        #expect(sun.intrinsicContentSize == CGSize(width: 150, height: 150))
    }

    @Test func aNavigationControllerSceneHoldsItsRootViewController() throws {
        let storyboard = UIStoryboard(name: "ScrollGuide-IB-Main", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        let forecast = try #require(navigation.viewControllers.first as? StoryboardForecastController)
        #expect(forecast.title == nil)
        forecast.loadViewIfNeeded()
        #expect(forecast.titleLabel?.text == "Title Label")
        #expect(forecast.summaryLabel?.text == "Summary Label")
        let stack = try #require(forecast.titleLabel.superview as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.arrangedSubviews.count == 3)
        #expect(stack.spacing == 8)
    }

    @Test func outletsAreConnectedAndAwakeFromNibIsSent() throws {
        let storyboard = UIStoryboard(name: "SimpleValidation", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController() as? StoryboardSimpleValidationController)
        #expect(controller.storyboard === storyboard)
        #expect(controller.awoke == 1)
        #expect(controller.usernameOutlet == nil)  // outlets connect when the view loads
        controller.loadViewIfNeeded()
        let username = try #require(controller.usernameOutlet)
        #expect(username.borderStyle == .roundedRect)
        #expect(controller.passwordOutlet.superview === controller.view)
        #expect(controller.doSomethingOutlet.currentTitle == "Do something")
        #expect(controller.usernameValidOutlet.text == "Label")
        #expect(controller.passwordValidOutlet != nil)
        // Views take their outlet's name in reports.
        #expect(username.name == "usernameOutlet")
    }

    @Test func aMissingOutletIsUIKitsKeyValueCodingErrorNamingThePropertyAndClass() throws {
        let world = World(device: DeviceCatalog.device(id: "iphone_se_2_3_and_8")!)
        InterfaceBuilder.register(StoryboardOutletlessController.self, as: "OutletlessForTest")
        let file = try InterfaceBuilderFile(contentsOf: Self.directory.appendingPathComponent("SimpleValidation.storyboard"))
        // The same scene, read with an outlet-less class in place of the registered one.
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("SimpleValidation.storyboard"))
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "customClass=\"SimpleValidationViewController\"",
                                                                             with: "customClass=\"OutletlessForTest\"")
        let renamed = try InterfaceBuilderFile(data: Data(text.utf8), fileName: "SimpleValidation.storyboard")
        let controller = try renamed.instantiateController(identifier: nil)
        world.run { world.present(controller) }
        #expect(world.exceptions.contains { $0.contains("this class is not key value coding-compliant for the key doSomethingOutlet") && $0.contains("StoryboardOutletlessController") })
        #expect(file.sceneControllerIDs == ["hFV-LH-THc"])
    }

    @Test func anUnregisteredClassAndAMissingFileAreClearErrors() throws {
        let data = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="NobodyRegisteredThis" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """.utf8)
        let file = try InterfaceBuilderFile(data: data, fileName: "Test.storyboard")
        #expect(throws: InterfaceBuilderError.unregisteredClass(name: "NobodyRegisteredThis", object: "<viewController id=\"vc1\">", file: "Test.storyboard", line: 4)) {
            try file.instantiateController(identifier: nil)
        }
        #expect(throws: InterfaceBuilderError.noSuchIdentifier(identifier: "Nope", file: "Test.storyboard", available: [])) {
            try file.instantiateController(identifier: "Nope")
        }
        let world = World(device: DeviceCatalog.device(id: "iphone_se_2_3_and_8")!)
        world.run { _ = UIStoryboard(name: "NoSuchStoryboard", bundle: nil) }
        #expect(world.exceptions.count == 1)
        #expect(world.exceptions.first?.hasPrefix("Could not find an Interface Builder file named 'NoSuchStoryboard.storyboard'") == true)
        #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderFile(data: Data("<archive/>".utf8), fileName: "Old.xib") }
    }

    /// A login XIB in IB's format (written for this test): a scroll view without content
    /// layout guides, whose content's edge constraints therefore mean its content area.
    static let loginXIB = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StoryboardLoginController">
                <connections>
                    <outlet property="view" destination="root" id="c1"/>
                    <outlet property="scrollView" destination="scroll" id="c2"/>
                    <outlet property="emailField" destination="email" id="c3"/>
                    <outlet property="passwordField" destination="password" id="c4"/>
                    <outlet property="bottomConstraint" destination="scrollBottom" id="c5"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root" customClass="StoryboardLoginRootView">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                        <subviews>
                            <textField borderStyle="roundedRect" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="email">
                                <rect key="frame" x="20" y="400" width="335" height="34"/>
                                <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="next" textContentType="username"/>
                            </textField>
                            <textField borderStyle="roundedRect" placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" id="password">
                                <rect key="frame" x="20" y="450" width="335" height="34"/>
                                <textInputTraits key="textInputTraits" returnKeyType="go" secureTextEntry="YES"/>
                            </textField>
                            <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="login">
                                <rect key="frame" x="20" y="500" width="335" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="loginHeight"/>
                                </constraints>
                                <state key="normal" title="Log in"/>
                                <connections>
                                    <action selector="loginTapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="email" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="400" id="k1"/>
                            <constraint firstItem="email" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="20" id="k2"/>
                            <constraint firstItem="email" firstAttribute="width" secondItem="scroll" secondAttribute="width" constant="-40" id="k3"/>
                            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="email" secondAttribute="trailing" constant="20" id="k4"/>
                            <constraint firstItem="password" firstAttribute="top" secondItem="email" secondAttribute="bottom" constant="16" id="k5"/>
                            <constraint firstItem="password" firstAttribute="leading" secondItem="email" secondAttribute="leading" id="k6"/>
                            <constraint firstItem="password" firstAttribute="trailing" secondItem="email" secondAttribute="trailing" id="k7"/>
                            <constraint firstItem="login" firstAttribute="top" secondItem="password" secondAttribute="bottom" constant="16" id="k8"/>
                            <constraint firstItem="login" firstAttribute="leading" secondItem="email" secondAttribute="leading" id="k9"/>
                            <constraint firstItem="login" firstAttribute="trailing" secondItem="email" secondAttribute="trailing" id="k10"/>
                            <constraint firstAttribute="bottom" secondItem="login" secondAttribute="bottom" constant="300" id="k11"/>
                        </constraints>
                    </scrollView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="r1"/>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                    <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r3"/>
                    <constraint firstItem="root" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="scrollBottom"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func aNibLoadedControllerWithTheKeyboardShownHasItsOutletsAndAction() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-storyboard-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.loginXIB.utf8).write(to: directory.appendingPathComponent("StoryboardLogin.xib"))
        if !InterfaceBuilder.searchDirectories.contains(directory) { InterfaceBuilder.searchDirectories.append(directory) }

        let world = World(device: DeviceCatalog.device(id: "iphone_se_2_3_and_8")!)
        let controller = StoryboardLoginController(nibName: "StoryboardLogin", bundle: nil)
        #expect(controller.nibName == "StoryboardLogin")
        world.present(controller)
        world.settle()
        #expect(world.exceptions.isEmpty, "\(world.exceptions)")
        let scroll = try #require(controller.scrollView)
        let email = try #require(controller.emailField)
        let root = try #require(controller.view as? StoryboardLoginRootView)
        #expect(root.awoke == 1)
        #expect(controller.bottomConstraint.isActive)
        #expect(email.keyboardType == .emailAddress)
        #expect(controller.passwordField.isSecureTextEntry)
        // The content's edges constrained to the scroll view are its content area: the
        // content is 400 + 34 + 16 + 34 + 16 + 44 + 300 = 844 tall, the width the frame's.
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(scroll.contentSize == CGSize(width: 375, height: 844))
        #expect(email.frame == CGRect(x: 20, y: 400, width: 335, height: 34))

        world.run { _ = controller.passwordField.becomeFirstResponder() }
        world.settle()
        #expect(controller.passwordField.isFirstResponder)
        let keyboard = try #require(world.keyboard.screenFrame)
        #expect(keyboard.maxY == 667)

        // The action reaches the owner.
        let button = try #require(scroll.subviews.compactMap { $0 as? UIButton }.first)
        button.sendActions(for: .touchUpInside)
        #expect(controller.taps == ["button"])

        // The same file through UINib and Bundle.loadNibNamed.
        let owner = StoryboardLoginController(nibName: nil, bundle: nil)
        let objects = UINib(nibName: "StoryboardLogin", bundle: nil).instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 1)
        #expect(owner.emailField != nil)
        let again = StoryboardLoginController(nibName: nil, bundle: nil)
        #expect(Bundle.main.loadNibNamed("StoryboardLogin", owner: again)?.count == 1)
        #expect(again.passwordField != nil)
    }

    @Test func aStoryboardSignUpFormWithTheKeyboardShown() throws {
        // RxSwift's real sign-up storyboard, its outlets connected, run on the iPhone 8 it
        // was saved for, under a navigation bar as IB simulated it.
        let storyboard = UIStoryboard(name: "GitHubSignup2", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController() as? StoryboardSignupController)
        let world = World(device: DeviceCatalog.device(id: "iphone_se_2_3_and_8")!)
        world.present(controller, chrome: Chrome(navigationBar: .standard))
        world.settle()
        let fields = [controller.usernameOutlet, controller.passwordOutlet, controller.repeatedPasswordOutlet].compactMap { $0 }
        #expect(fields.count == 3)
        #expect(controller.signupOutlet.currentTitle == "Sign up")
        #expect(controller.signingUpOulet != nil)
        #expect(controller.repeatedPasswordOutlet.isSecureTextEntry)

        world.run { _ = controller.repeatedPasswordOutlet.becomeFirstResponder() }
        world.settle()
        #expect(controller.repeatedPasswordOutlet.isFirstResponder)
        let keyboard = try #require(world.keyboard.screenFrame)
        // The form sits high: the last field and the sign-up button stay above the keyboard.
        let field = controller.repeatedPasswordOutlet.convert(controller.repeatedPasswordOutlet.bounds, to: nil)
        let button = controller.signupOutlet.convert(controller.signupOutlet.bounds, to: nil)
        #expect(field.maxY <= keyboard.minY)
        #expect(button.maxY <= keyboard.minY)
        #expect(world.exceptions.isEmpty, "\(world.exceptions)")
    }
}
