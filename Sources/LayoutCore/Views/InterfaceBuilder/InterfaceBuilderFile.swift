import Foundation

/// What went wrong loading an Interface Builder file. UIKit raises most of these as
/// Objective-C exceptions; the model reports them with the same facts — which file, which
/// object, which property — and how to fix it.
public enum InterfaceBuilderError: Error, Equatable, CustomStringConvertible {
    /// No `name.ext` in the bundle (nor its `Base.lproj`) nor any registered search directory.
    case fileNotFound(name: String, extension: String, searched: [String])
    /// The file is not well-formed XML, or not an Interface Builder document.
    case malformedFile(file: String, line: Int, reason: String)
    /// Two objects of the file share an IB id (Xcode gives every object its own; a merge
    /// resolved by hand can repeat one). `lines` are where each starts.
    case duplicateID(id: String, file: String, lines: [Int])
    /// A `customClass` that no one registered with ``InterfaceBuilder/register(_:as:)``;
    /// `object` is the element naming it (`<viewController id="vc">`).
    case unregisteredClass(name: String, object: String, file: String, line: Int)
    /// A registered class of the wrong kind, or whose `init?(coder:)` returned `nil`.
    case classCannotBeCreated(name: String, file: String, reason: String)
    /// No scene with this storyboard identifier (UIKit: "Storyboard (…) doesn't contain a
    /// view controller with identifier '…'"); `available` are the identifiers the file has.
    case noSuchIdentifier(identifier: String, file: String, available: [String])
    /// The storyboard names no initial view controller.
    case noInitialViewController(file: String)
    /// Relationship segues (a navigation controller's root, a tab bar controller's tabs) that
    /// lead back to a controller already being made: `path` is the chain of controller ids,
    /// the first repeated at its end.
    case relationshipCycle(path: [String], file: String)
    /// An outlet the destination's class does not have (UIKit's `NSUnknownKeyException`,
    /// "this class is not key value coding-compliant for the key …"): `connection` is the
    /// outlet's IB id; `declaredClass` is the class the file gives the source object (its
    /// File's Owner's or scene's `customClass`) when it is not the class of the object loaded.
    case missingOutlet(property: String, className: String, file: String, connection: String, declaredClass: String?)
    /// An action whose selector the target's class does not implement (UIKit: "unrecognized
    /// selector sent to instance" when the control fires).
    case missingAction(selector: String, className: String, file: String)
    /// A constraint the model cannot build (an item that is not a view or a layout guide,
    /// a margin of a layout guide, attributes of different axes, a number that is not one…).
    case badConstraint(id: String, file: String, line: Int, reason: String)
    /// A numeric attribute of an object (`object`, as `<view id="root">`) that is not a
    /// finite number (`nan`, `inf`, `1e400`, a word).
    case badNumber(object: String, attribute: String, value: String, file: String, line: Int)
    /// A reference to an object id the file does not define.
    case unknownObject(id: String, file: String, line: Int)
    /// A XIB loaded as a controller's view whose File's Owner has no `view` outlet (UIKit:
    /// "loaded the … nib but the view outlet was not set").
    case viewOutletNotSet(file: String, className: String)

    public var description: String {
        switch self {
        case let .fileNotFound(name, ext, searched):
            return "Could not find an Interface Builder file named '\(name).\(ext)' (looked in: \(searched.joined(separator: ", "))): "
                + "add it to the test target's resources and pass that bundle (Bundle.module), or add its folder to InterfaceBuilder.searchDirectories"
        case let .malformedFile(file, line, reason):
            return "\(file):\(line): not a readable Interface Builder file: \(reason)"
        case let .duplicateID(id, file, lines):
            let listed = lines.map(String.init).joined(separator: " and ")
            return "\(file): id '\(id)' is given to more than one object (lines \(listed)); every object needs its own id — "
                + "a merge resolved by hand repeats them: give one a new id and update what refers to it, or restore the file from version control"
        case let .unregisteredClass(name, object, file, line):
            return "\(file):\(line): Unknown class \(name) in Interface Builder file (\(object)): register it with InterfaceBuilder.register(\(name).self) before loading the file"
        case let .classCannotBeCreated(name, file, reason):
            return "\(file): cannot create \(name): \(reason)"
        case let .noSuchIdentifier(identifier, file, available):
            let listed = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "Storyboard (\(file)) doesn't contain a view controller with identifier '\(identifier)' (its identifiers: \(listed)): "
                + "set the scene's Storyboard ID in Xcode's identity inspector, or ask for one it has"
        case let .noInitialViewController(file):
            return "Storyboard (\(file)) has no initial view controller: tick 'Is Initial View Controller' on a scene, or instantiate one by its identifier"
        case let .relationshipCycle(path, file):
            return "Storyboard (\(file)): relationship segues form a cycle, \(path.joined(separator: " → ")): a controller cannot contain itself; "
                + "point one of these segues at another scene"
        case let .missingOutlet(property, className, file, connection, declaredClass):
            var message = "[<\(className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). "
                + "(outlet '\(property)' (connection \(connection)) in \(file): \(className) has no such outlet"
            if let declaredClass, declaredClass != className {
                message += "; the File's Owner is \(declaredClass) in the file, the object loaded is a \(className): load the file with a \(declaredClass) as its owner"
            } else {
                message += "; declare `@IBOutlet var \(property)` in \(className) and adapt its file (`clearance adapt` or the Clearance build plugin writes "
                    + "its setValue(_:forOutletNamed:)), or delete the connection in Interface Builder"
            }
            return message + ")"
        case let .missingAction(selector, className, file):
            return "\(file): action '\(selector)' is not implemented by \(className) (unrecognized selector): declare the @IBAction in \(className) and adapt its file, "
                + "or delete the connection in Interface Builder"
        case let .badConstraint(id, file, line, reason):
            return "\(file):\(line): constraint \(id): \(reason)"
        case let .badNumber(object, attribute, value, file, line):
            return "\(file):\(line): \(object) \(attribute) '\(value)' is not a finite number: set a number in Interface Builder (or restore the file from version control)"
        case let .unknownObject(id, file, line):
            return "\(file):\(line): no object with id '\(id)'"
        case let .viewOutletNotSet(file, className):
            return "-[\(className) _loadViewFromNibNamed:bundle:] loaded the \"\(file)\" nib but the view outlet was not set."
        }
    }
}

/// The state ``InterfaceBuilder`` shares between every world, under a lock.
final class InterfaceBuilderRegistry: @unchecked Sendable {
    struct State {
        var classes: [String: AnyClass] = [:]
        var directories: [URL] = []
        /// Files read, by path, with the bytes they were read from (a file rewritten since is read again).
        var documents: [String: (data: Data, file: InterfaceBuilderFile)] = [:]
    }
    private let lock = NSLock()
    private var state = State()

    /// Runs `body` on the state while holding the lock.
    func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// How an element is named in messages: `<viewController id="vc">`.
func interfaceBuilderObjectName(_ element: IBElement) -> String {
    "<\(element.name) id=\"\(element["id"] ?? "?")\">"
}

/// Where Interface Builder files are found, and the classes they may name.
///
/// Linux has no `NSClassFromString` for Swift classes, so a file's `customClass="LoginViewController"`
/// resolves through a registry: register every custom view controller and view class a file
/// names before loading it (`InterfaceBuilder.register(LoginViewController.self)`). A custom
/// class is created with `init?(coder:)`, as UIKit creates it, so a class whose
/// `init?(coder:)` calls `super.init(coder:)` (or that declares no initializer) loads.
@preconcurrency @MainActor
public enum InterfaceBuilder {
    /// Directories searched, in order, after the bundle for `Name.storyboard` and `Name.xib`
    /// (a test adds its resources folder here).
    public static var searchDirectories: [URL] {
        get { shared.withLock { $0.directories } }
        set { shared.withLock { $0.directories = newValue } }
    }

    /// What every world shares: the classes, the search directories and the files read.
    /// Worlds run on several threads at once (each screen check, and each test Swift Testing
    /// runs off the main actor, runs its worlds on its own thread), so it is kept under a lock.
    private nonisolated static let shared = InterfaceBuilderRegistry()

    /// Registers a class that files may name as a `customClass`, under its Swift name (or
    /// `name`, when the file's class name differs).
    public static func register(_ type: AnyClass, as name: String? = nil) {
        let key = name ?? String(describing: type)
        shared.withLock { $0.classes[key] = type }
    }

    /// The class registered for a file's `customClass`.
    public static func registeredClass(named name: String) -> AnyClass? { shared.withLock { $0.classes[name] } }

    /// The catalog device an IB `<device id="…">` stands for (`retina6_1` is the 414×896
    /// iPhone XR/11), or `nil` when the catalog has no such screen.
    public static func catalogDevice(forInterfaceBuilderDevice id: String) -> Device? {
        // Xcode's device ids by screen: retina4_7 375×667, retina5_5 414×736, retina5_9
        // 375×812, retina6_1 and retina6_5 414×896, retina5_4 375×812 (mini), retina6_12
        // 390×844, retina6_72 428×926; iPads by diagonal.
        let map: [String: String] = [
            "retina4_7": "iphone_se_2_3_and_8", "retina5_5": "iphone_8_plus", "retina5_9": "iphone_x_xs_11pro",
            "retina6_1": "iphone_xr_11", "retina6_5": "iphone_xsmax_11promax", "retina5_4": "iphone_12mini_13mini",
            "retina6_12": "iphone_12_13_14", "retina6_72": "iphone_12promax_13promax_14plus",
            "ipad9_7": "ipad_9_7_mini_5", "ipad10_2": "ipad_10_2", "ipad10_5": "ipad_pro_10_5_air_3",
            "ipad11_0rounded": "ipad_pro_11", "ipad12_9rounded": "ipad_pro_12_9",
        ]
        return map[id].flatMap { DeviceCatalog.device(id: $0) }
    }

    /// The file `name.ext`: in `bundle` (the main bundle when `nil`), its `Base.lproj`, then the
    /// search directories. Parsed once and remembered while its bytes stay the same.
    static func file(named name: String, extension ext: String, bundle: Bundle?) throws -> InterfaceBuilderFile {
        let bundle = bundle ?? Bundle.main
        var searched: [String] = []
        var candidates: [URL] = []
        if let url = bundle.url(forResource: name, withExtension: ext) { candidates.append(url) }
        if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: "Base.lproj") { candidates.append(url) }
        searched.append(bundle.bundleURL.path)
        for directory in searchDirectories {
            candidates.append(directory.appendingPathComponent("\(name).\(ext)"))
            candidates.append(directory.appendingPathComponent("Base.lproj/\(name).\(ext)"))
            searched.append(directory.path)
        }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw InterfaceBuilderError.fileNotFound(name: name, extension: ext, searched: searched)
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceBuilderError.fileNotFound(name: name, extension: ext, searched: searched)
        }
        if let known = shared.withLock({ $0.documents[url.path] }), known.data == data { return known.file }
        let file = try InterfaceBuilderFile(data: data, fileName: url.lastPathComponent)
        shared.withLock { $0.documents[url.path] = (data, file) }
        return file
    }

    /// Reports an error met where UIKit's API cannot throw: recorded as an exception of the
    /// running world (as UIKit would raise it); outside a world, a programming error.
    static func report(_ error: Error) {
        if let world = World.current {
            world.recordException("\(error)")
        } else {
            preconditionFailure("\(error)")
        }
    }
}

/// The decoder Interface Builder objects are created with: a custom class's `init?(coder:)`
/// receives it, and the model's `UIView` and `UIViewController` accept it.
final class InterfaceBuilderCoder: NSCoder {}

/// A storyboard's or a XIB's source text, parsed (Xcode's XML format, not the compiled
/// `.storyboardc`/`.nib`): its scenes, objects, recorded frames and the device it was saved for.
@preconcurrency @MainActor
public final class InterfaceBuilderFile {
    /// The file's name, for messages (`Login.storyboard`).
    public let fileName: String
    let root: IBElement
    let elementsByID: [String: IBElement]

    /// Reads the file at `url`.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceBuilderError.fileNotFound(name: url.deletingPathExtension().lastPathComponent,
                                                     extension: url.pathExtension, searched: [url.deletingLastPathComponent().path])
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }

    /// Reads a file's text (`fileName` names it in messages).
    public init(data: Data, fileName: String) throws {
        self.fileName = fileName
        root = try IBXMLReader.read(data, file: fileName)
        guard root.name == "document" else {
            throw InterfaceBuilderError.malformedFile(file: fileName, line: root.line,
                                                      reason: "the root element is <\(root.name)>, not <document> (only Xcode's XML format is read; an old '<archive>' XIB must be opened and saved by a newer Xcode)")
        }
        var index: [String: IBElement] = [:]
        for element in root.descendants {
            guard let id = element["id"] else { continue }
            if let first = index[id] {
                throw InterfaceBuilderError.duplicateID(id: id, file: fileName, lines: [first.line, element.line])
            }
            index[id] = element
        }
        elementsByID = index
    }

    /// Whether it is a storyboard (scenes) rather than a XIB (top-level objects).
    public var isStoryboard: Bool { root["type"]?.contains("Storyboard") ?? false }

    /// IB's device id (`retina6_1`), or `nil` when the file names none.
    public var deviceID: String? {
        if let id = root.child("device")?["id"] { return id }
        // Files saved before Xcode 9 name the screen in their default simulated metrics
        // (`<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>`).
        let metrics = root.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics", key: "destination")
        return metrics?["type"]?.split(separator: ".").first.map(String.init)
    }

    /// The catalog device the file was saved for (see ``InterfaceBuilder/catalogDevice(forInterfaceBuilderDevice:)``).
    public var device: Device? { deviceID.flatMap { InterfaceBuilder.catalogDevice(forInterfaceBuilderDevice: $0) } }

    /// The orientation the file was saved in.
    public var orientation: InterfaceOrientation {
        root.child("device")?["orientation"] == "landscape" ? .landscape : .portrait
    }

    /// The frame IB recorded for the object with this id (`<rect key="frame">`), in its
    /// superview's coordinates.
    public func recordedFrame(ofObjectWithID id: String) -> CGRect? {
        guard let rect = elementsByID[id]?.child("rect", key: "frame") else { return nil }
        func value(_ name: String) -> CGFloat { CGFloat(Double(rect[name] ?? "0") ?? 0) }
        return CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }

    /// The image named `name` as the file's `<resources>` record it (`<image name="Sun"
    /// width="150" height="150"/>`: the asset's size in points when the file was saved), or
    /// `nil` when the file records none.
    func recordedImage(named name: String) throws -> UIImage? {
        guard let image = root.children(of: "resources").first(where: { $0.name == "image" && $0["name"] == name }),
              let width = try image.finiteNumber("width", file: fileName), let height = try image.finiteNumber("height", file: fileName) else { return nil }
        return UIImage(size: CGSize(width: width, height: height), name: name)
    }

    /// The storyboard identifiers of its view controllers, in file order.
    public var storyboardIdentifiers: [String] {
        root.children(of: "scenes").compactMap { $0.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" }?["storyboardIdentifier"] }
    }

    /// Every scene's view controller element, in file order.
    var sceneControllers: [IBElement] {
        root.children(of: "scenes").compactMap { $0.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" } }
    }

    /// The ids of the scenes' view controllers, in file order.
    public var sceneControllerIDs: [String] { sceneControllers.compactMap { $0["id"] } }

    /// Creates the view controller with storyboard identifier `identifier` (the initial one
    /// when `nil`). Its view loads, as in UIKit, when first asked for.
    public func instantiateController(identifier: String?) throws -> UIViewController {
        try instantiateController(identifier: identifier, storyboard: nil, creator: nil)
    }

    func instantiateController(identifier: String?, storyboard: UIStoryboard?,
                               creator: ((NSCoder) -> UIViewController?)?) throws -> UIViewController {
        let element: IBElement
        if let identifier {
            guard let found = sceneControllers.first(where: { $0["storyboardIdentifier"] == identifier }) else {
                throw InterfaceBuilderError.noSuchIdentifier(identifier: identifier, file: fileName, available: storyboardIdentifiers)
            }
            element = found
        } else {
            guard let initial = root["initialViewController"], let found = elementsByID[initial] else {
                throw InterfaceBuilderError.noInitialViewController(file: fileName)
            }
            element = found
        }
        return try makeController(element, storyboard: storyboard, creator: creator)
    }

    /// Creates the view controller of the scene whose controller has IB id `id`.
    public func instantiateController(withObjectID id: String) throws -> UIViewController {
        guard let element = elementsByID[id] else { throw InterfaceBuilderError.unknownObject(id: id, file: fileName, line: 0) }
        return try makeController(element, storyboard: nil, creator: nil)
    }

    /// Creates a XIB's top-level objects with `owner` as File's Owner: outlets and actions
    /// connected, `awakeFromNib()` sent. Returns them in file order (placeholders left out).
    public func instantiate(owner: AnyObject?) throws -> [AnyObject] {
        let builder = IBBuilder(file: self)
        var topLevel: [AnyObject] = []
        var ownerElement: IBElement?
        for element in root.children(of: "objects") {
            if element.name == "placeholder" {
                if element["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = element["id"] {
                    builder.objects[id] = owner
                    builder.ids[ObjectIdentifier(owner)] = id
                    ownerElement = element
                }
                continue
            }
            if let object = try builder.makeTopLevel(element) { topLevel.append(object) }
        }
        if let ownerElement, let owner { builder.pendingConnections.insert((owner, ownerElement), at: 0) }
        try builder.finish()
        return topLevel
    }

    /// Makes a scene's controller and, through its relationship segues, the controllers it
    /// contains; `chain` holds the ids of the controllers being made around it.
    func makeController(_ element: IBElement, storyboard: UIStoryboard?,
                        creator: ((NSCoder) -> UIViewController?)?, chain: [String] = []) throws -> UIViewController {
        let controller: UIViewController
        if let creator {
            guard let made = creator(InterfaceBuilderCoder()) else {
                throw InterfaceBuilderError.classCannotBeCreated(name: element["customClass"] ?? element.name, file: fileName,
                                                                 reason: "the creator block returned nil")
            }
            controller = made
        } else if let custom = element["customClass"] {
            guard let type = InterfaceBuilder.registeredClass(named: custom) else {
                throw InterfaceBuilderError.unregisteredClass(name: custom, object: interfaceBuilderObjectName(element), file: fileName, line: element.line)
            }
            guard let controllerType = type as? UIViewController.Type else {
                throw InterfaceBuilderError.classCannotBeCreated(name: custom, file: fileName, reason: "\(custom) is not a UIViewController")
            }
            guard let made = controllerType.init(coder: InterfaceBuilderCoder()) else {
                throw InterfaceBuilderError.classCannotBeCreated(name: custom, file: fileName, reason: "its init?(coder:) returned nil (call super.init(coder:))")
            }
            controller = made
        } else {
            switch element.name {
            case "tableViewController": controller = UITableViewController(style: .plain)
            case "navigationController": controller = UINavigationController(nibName: nil, bundle: nil)
            case "tabBarController": controller = UITabBarController(nibName: nil, bundle: nil)
            default: controller = UIViewController(nibName: nil, bundle: nil)
            }
        }
        let source = InterfaceBuilderSource()
        source.file = self
        source.scene = element
        source.storyboard = storyboard
        controller.interfaceBuilderSource = source
        if let title = element["title"] { controller.title = title }
        // Containment: a navigation controller's root, a tab bar controller's tabs. A chain
        // that comes back to a controller being made would contain itself (and recurse
        // without end): an error naming the cycle.
        let path = chain + [element["id"] ?? "?"]
        for segue in element.children(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let destination = segue["destination"] else { continue }
            guard let child = elementsByID[destination] else {
                throw InterfaceBuilderError.unknownObject(id: destination, file: fileName, line: segue.line)
            }
            if let start = path.firstIndex(of: destination) {
                throw InterfaceBuilderError.relationshipCycle(path: Array(path[start...]) + [destination], file: fileName)
            }
            let made = try makeController(child, storyboard: storyboard, creator: nil, chain: path)
            if let navigation = controller as? UINavigationController, segue["relationship"] == "rootViewController" {
                navigation.setViewControllers([made], animated: false)
            } else if let tabs = controller as? UITabBarController, segue["relationship"] == "viewControllers" {
                tabs.setViewControllers((tabs.viewControllers ?? []) + [made], animated: false)
            }
        }
        controller.awakeFromNib()
        return controller
    }

    /// Builds a storyboard controller's view (its `<view key="view">`), with the controller as
    /// the owner of the scene's outlets and actions.
    func loadSceneView(of controller: UIViewController, scene: IBElement) throws -> UIView? {
        guard let viewElement = scene.children.first(where: { $0["key"] == "view" }) else { return nil }
        let builder = IBBuilder(file: self)
        if let id = scene["id"] {
            builder.objects[id] = controller
            builder.ids[ObjectIdentifier(controller)] = id
        }
        for guide in scene.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            guard let id = guide["id"] else { continue }
            builder.legacyGuides[id] = guide["type"] == "bottom" ? .bottom : .top
            // A stand-in object, so that constraints can name the guide; they are resolved
            // to the root view's safe area.
            let standIn = UILayoutGuide(identifier: guide["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide")
            builder.objects[id] = standIn
            builder.ids[ObjectIdentifier(standIn)] = id
        }
        let view = try builder.makeView(viewElement)
        builder.legacyGuideOwner = view
        builder.pendingConnections.insert((controller, scene), at: 0)
        try builder.finish()
        // Kept without the controller itself: the controller holds these objects, and holding
        // itself through them would be a retain cycle no storyboard makes on iOS (the
        // controller, its view and every observer its views registered would outlive it).
        var kept = builder.objects
        if let id = scene["id"] { kept[id] = nil }
        controller.interfaceBuilderSource?.objects = kept
        controller.interfaceBuilderSource?.sceneObjectID = scene["id"]
        return view
    }

    /// The objects built for a controller's scene, by IB id, the controller's own included
    /// (empty before its view loads).
    public static func loadedObjects(of controller: UIViewController) -> [String: AnyObject] {
        guard let source = controller.interfaceBuilderSource else { return [:] }
        var objects = source.objects
        if let id = source.sceneObjectID { objects[id] = controller }
        return objects
    }
}

/// What a controller loaded from Interface Builder remembers: its file and scene, or its nib.
final class InterfaceBuilderSource {
    var file: InterfaceBuilderFile?
    var scene: IBElement?
    var storyboard: UIStoryboard?
    var nibName: String?
    var nibBundle: Bundle?
    var objects: [String: AnyObject] = [:]
    /// The controller's own IB id in its scene (the controller is not kept in ``objects``).
    var sceneObjectID: String?
}
