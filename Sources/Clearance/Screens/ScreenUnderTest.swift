import ClearanceSwiftUI
import Foundation

/// A screen that brings its own fields, checked as it ships (``Clearance/check(screen:named:profile:contract:config:)``,
/// `expectScreen`, `expectView`): no form is generated for it, and its own text inputs are
/// focused in the order a user tabs through them (top to bottom, then leading to trailing, in
/// the window).
public protocol ScreenUnderTest: AvoidanceStrategy {
    /// The one form every scenario records (a single text field: the screen ignores it).
    var form: GeneratedForm { get }
    /// Whether the screen shows a text input of its own (on by default). A screen that shows
    /// none is checked only when this is `false` (a screen whose keyboard comes from an input
    /// bar it docks, say); otherwise it is an error, as the screen most likely did not load.
    var expectsTextInput: Bool { get }
}

extension ScreenUnderTest {
    public var form: GeneratedForm { GeneratedForm(container: containers.first ?? .scrollView, items: [GeneratedForm.Item(.textField)]) }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var expectsTextInput: Bool { true }
}

/// A UIKit screen as it ships: a closure that makes its view controller.
public struct UIKitScreen: ScreenUnderTest {
    public var id: String
    public var summary: String { "your screen \(id)" }
    public var source: String
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract
    public var expectsTextInput: Bool
    let make: @MainActor @Sendable () -> UIViewController

    /// A screen named `id` (reports and saved failures use it) made by `make`.
    public init(id: String, source: String = "your app", contract: AvoidanceContract = AvoidanceContract(mode: .minimalLift),
                expectsTextInput: Bool = true, make: @escaping @MainActor @Sendable () -> UIViewController) {
        self.id = id
        self.source = source
        self.contract = contract
        self.expectsTextInput = expectsTextInput
        self.make = make
    }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { inTheWorld(make) }
}

/// A SwiftUI view as it ships, hosted in a `UIHostingController` as an app's scene would.
public struct SwiftUIScreen<Content: View>: ScreenUnderTest {
    public var id: String
    public var summary: String { "your view \(id)" }
    public var source: String
    public var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    public var contract: AvoidanceContract
    public var expectsTextInput: Bool
    let make: @MainActor @Sendable () -> Content

    /// A view named `id` made by `make`.
    public init(id: String, source: String = "your app", contract: AvoidanceContract = AvoidanceContract(mode: .minimalLift),
                expectsTextInput: Bool = true, make: @escaping @MainActor @Sendable () -> Content) {
        self.id = id
        self.source = source
        self.contract = contract
        self.expectsTextInput = expectsTextInput
        self.make = make
    }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { inTheWorld { UIHostingController(rootView: make()) } }
}

extension Clearance {
    /// Checks one UIKit screen as it ships, inside the app's world: the value behind
    /// `expectScreen`. Failures come grouped one per bug (``StrategyReport/bugs``).
    ///
    /// ```swift
    /// let report = Clearance.check(screen: { LoginViewController() }, named: "login", profile: .myApp)
    /// ```
    public static func check(screen make: @escaping @MainActor @Sendable () -> UIViewController, named id: String,
                             profile: AppProfile = AppProfile(), contract: AvoidanceContract = AvoidanceContract(mode: .minimalLift),
                             config: HarnessConfig = HarnessConfig()) -> StrategyReport {
        var config = config
        config.profile = profile
        return check(strategy: UIKitScreen(id: id, contract: contract, make: make), config: config)
    }

    /// Checks one SwiftUI view as it ships (hosted as an app hosts it): the value behind
    /// `expectView`.
    public static func check<Content: View>(view make: @escaping @MainActor @Sendable () -> Content, named id: String,
                                            profile: AppProfile = AppProfile(), contract: AvoidanceContract = AvoidanceContract(mode: .minimalLift),
                                            config: HarnessConfig = HarnessConfig()) -> StrategyReport {
        var config = config
        config.profile = profile
        return check(strategy: SwiftUIScreen(id: id, contract: contract, make: make), config: config)
    }
}

/// Runs a screen's main-actor code in the scenario's world, on the thread that runs the
/// scenario: UIKit's types are `@MainActor` here as in the SDK, and a world is confined to one
/// thread at a time (the layout core's `worldIsolated`, whose reasoning this shares).
@inline(__always)
func inTheWorld<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> T).self)() }
}
