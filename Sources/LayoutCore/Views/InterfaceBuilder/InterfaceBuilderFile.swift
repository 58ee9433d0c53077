import Foundation

/// What went wrong loading an Interface Builder file. UIKit raises most of these as
/// Objective-C exceptions; the model reports them with the same facts: which file, which
/// object, which property.
public enum InterfaceBuilderError: Error, Equatable, CustomStringConvertible {
    /// No `name.ext` in the bundle (nor its `Base.lproj`) nor any registered search directory.
    case fileNotFound(name: String, extension: String, searched: [String])
    /// The file is not well-formed XML, or not an Interface Builder document.
    case malformedFile(file: String, line: Int, reason: String)
    /// A `customClass` that no one registered with ``InterfaceBuilder/register(_:as:)``.
    case unregisteredClass(name: String, file: String, line: Int)
    /// A registered class of the wrong kind, or whose `init?(coder:)` returned `nil`.
    case classCannotBeCreated(name: String, file: String, reason: String)
    /// No scene with this storyboard identifier (UIKit: "Storyboard (…) doesn't contain a
    /// view controller with identifier '…'").
    case noSuchIdentifier(identifier: String, file: String)
    /// The storyboard names no initial view controller.
    case noInitialViewController(file: String)
    /// An outlet the destination's class does not have (UIKit's `NSUnknownKeyException`,
    /// "this class is not key value coding-compliant for the key …").
    case missingOutlet(property: String, className: String, file: String)
    /// An action whose selector the target's class does not implement (UIKit: "unrecognized
    /// selector sent to instance" when the control fires).
    case missingAction(selector: String, className: String, file: String)
    /// A constraint the model cannot build (unknown attribute, attributes of different axes…).
    case badConstraint(id: String, file: String, line: Int, reason: String)
    /// A reference to an object id the file does not define.
    case unknownObject(id: String, file: String, line: Int)
    /// A XIB loaded as a controller's view whose File's Owner has no `view` outlet (UIKit:
    /// "loaded the … nib but the view outlet was not set").
    case viewOutletNotSet(file: String, className: String)

    public var description: String {
        switch self {
        case let .fileNotFound(name, ext, searched):
            return "Could not find an Interface Builder file named '\(name).\(ext)' (looked in: \(searched.joined(separator: ", ")))"
        case let .malformedFile(file, line, reason):
            return "\(file):\(line): not a readable Interface Builder file: \(reason)"
        case let .unregisteredClass(name, file, line):
            return "\(file):\(line): Unknown class \(name) in Interface Builder file: register it with InterfaceBuilder.register(\(name).self)"
        case let .classCannotBeCreated(name, file, reason):
            return "\(file): cannot create \(name): \(reason)"
        case let .noSuchIdentifier(identifier, file):
            return "Storyboard (\(file)) doesn't contain a view controller with identifier '\(identifier)'"
        case let .noInitialViewController(file):
            return "Storyboard (\(file)) has no initial view controller"
        case let .missingOutlet(property, className, file):
            return "[<\(className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). (outlet '\(property)' in \(file); \(className) has no such outlet)"
        case let .missingAction(selector, className, file):
            return "\(file): action '\(selector)' is not implemented by \(className) (unrecognized selector)"
        case let .badConstraint(id, file, line, reason):
            return "\(file):\(line): constraint \(id): \(reason)"
        case let .unknownObject(id, file, line):
            return "\(file):\(line): no object with id '\(id)'"
        case let .viewOutletNotSet(file, className):
            return "-[\(className) _loadViewFromNibNamed:bundle:] loaded the \"\(file)\" nib but the view outlet was not set."
        }
    }
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
    public static var searchDirectories: [URL] = []
    private static var classes: [String: AnyClass] = [:]
    private static var documents: [String: InterfaceBuilderFile] = [:]

    /// Registers a class that files may name as a `customClass`, under its Swift name (or
    /// `name`, when the file's class name differs).
    public static func register(_ type: AnyClass, as name: String? = nil) {
        classes[name ?? String(describing: type)] = type
    }

    /// The class registered for a file's `customClass`.
    public static func registeredClass(named name: String) -> AnyClass? { classes[name] }

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
    /// search directories. Parsed once and remembered.
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
        if let known = documents[url.path] { return known }
        let file = try InterfaceBuilderFile(contentsOf: url)
        documents[url.path] = file
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
            if let id = element["id"], index[id] == nil { index[id] = element }
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
    func recordedImage(named name: String) -> UIImage? {
        guard let image = root.children(of: "resources").first(where: { $0.name == "image" && $0["name"] == name }),
              let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init) else { return nil }
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
                throw InterfaceBuilderError.noSuchIdentifier(identifier: identifier, file: fileName)
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

    func makeController(_ element: IBElement, storyboard: UIStoryboard?,
                        creator: ((NSCoder) -> UIViewController?)?) throws -> UIViewController {
        let controller: UIViewController
        if let creator {
            guard let made = creator(InterfaceBuilderCoder()) else {
                throw InterfaceBuilderError.classCannotBeCreated(name: element["customClass"] ?? element.name, file: fileName,
                                                                 reason: "the creator block returned nil")
            }
            controller = made
        } else if let custom = element["customClass"] {
            guard let type = InterfaceBuilder.registeredClass(named: custom) else {
                throw InterfaceBuilderError.unregisteredClass(name: custom, file: fileName, line: element.line)
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
        // Containment: a navigation controller's root, a tab bar controller's tabs.
        for segue in element.children(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let destination = segue["destination"], let child = elementsByID[destination] else { continue }
            let made = try makeController(child, storyboard: storyboard, creator: nil)
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
