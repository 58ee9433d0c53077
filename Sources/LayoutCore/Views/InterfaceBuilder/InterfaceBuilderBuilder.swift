import Foundation

/// Builds the objects of one scene or one XIB: views with their layout properties, layout
/// guides, constraints, then outlets and actions, then `awakeFromNib()`.
@MainActor
final class IBBuilder {
    let file: InterfaceBuilderFile
    /// Built objects by IB id (views, guides, constraints, the owner).
    var objects: [String: AnyObject] = [:]
    var ids: [ObjectIdentifier: String] = [:]
    /// Objects with `<connections>`, connected once everything exists.
    var pendingConnections: [(AnyObject, IBElement)] = []
    private var pendingConstraints: [(UIView, IBElement)] = []
    private var awakened: [UIResponder] = []
    /// Pre-safe-area `topLayoutGuide`/`bottomLayoutGuide` ids (`<viewControllerLayoutGuide>`).
    enum LegacyGuide { case top, bottom }
    var legacyGuides: [String: LegacyGuide] = [:]
    var legacyGuideOwner: UIView?

    init(file: InterfaceBuilderFile) { self.file = file }

    private var fileName: String { file.fileName }

    /// A XIB's top-level object: a view (others, such as gesture recognizers, are skipped).
    func makeTopLevel(_ element: IBElement) throws -> AnyObject? {
        guard element.name != "placeholder", element.name != "viewController", element.name != "object" else { return nil }
        guard Self.viewClasses[element.name] != nil || ["button", "tableView", "collectionView"].contains(element.name)
                || element.child("rect", key: "frame") != nil else { return nil }
        return try makeView(element)
    }

    /// Views IB writes, by element name. Elements the model has no class for
    /// (segmentedControl, activityIndicatorView…) become plain `UIView`s with the
    /// frame, constraints and priorities IB gives them.
    static let viewClasses: [String: @MainActor () -> UIView] = [
        "view": { UIView(frame: .zero) }, "containerView": { UIView(frame: .zero) }, "scrollView": { UIScrollView(frame: .zero) },
        "stackView": { UIStackView(frame: .zero) }, "textField": { UITextField(frame: .zero) }, "textView": { UITextView(frame: .zero) },
        "label": { UILabel(frame: .zero) }, "searchBar": { UISearchBar(frame: .zero) }, "navigationBar": { UINavigationBar(frame: .zero) },
        "toolbar": { UIToolbar(frame: .zero) }, "tabBar": { UITabBar(frame: .zero) }, "datePicker": { UIDatePicker(frame: .zero) },
        "pickerView": { UIPickerView(frame: .zero) }, "control": { UIControl(frame: .zero) },
        "switch": { UISwitch(frame: .zero) }, "imageView": { UIImageView(frame: .zero) },
        "collectionViewCell": { UICollectionViewCell(frame: .zero) },
    ]

    /// Builds a view and the views inside it (subviews, a table's header), in file order.
    /// The tree is walked with a stack of its own, not by recursion: a file nests views as
    /// deep as it likes (a 30,000-level file is read), and the thread's stack must not decide.
    /// Each view joins its superview once everything inside it is built, as before.
    func makeView(_ element: IBElement) throws -> UIView {
        enum Place { case root, subview(of: UIView), tableHeader(of: UITableView), inPlace }
        enum Step { case build(IBElement, Place), attach(UIView, IBElement, Place) }
        var steps: [Step] = [.build(element, .root)]
        var root: UIView?
        while let step = steps.popLast() {
            switch step {
            case let .build(element, place):
                let view = try makeOneView(element)
                steps.append(.attach(view, element, place))
                // Pushed last-first, so that they are built in file order; a table's header
                // joins after its subviews.
                if let table = view as? UITableView, let header = element.child("view", key: "tableHeaderView") {
                    steps.append(.build(header, .tableHeader(of: table)))
                }
                for child in element.children(of: "subviews").reversed() { steps.append(.build(child, .subview(of: view))) }
                // A cell's `<view key="contentView">`: the cell's own content view, configured
                // as the file says, with the views inside it.
                if let cell = view as? UICollectionViewCell, let content = element.child("view", key: "contentView") {
                    try configureExisting(cell.contentView, content, name: "contentView")
                    steps.append(.attach(cell.contentView, content, .inPlace))
                    for child in content.children(of: "subviews").reversed() { steps.append(.build(child, .subview(of: cell.contentView))) }
                }
            case let .attach(view, element, place):
                finishView(view, element)
                switch place {
                case .root: root = view
                case let .subview(parent):
                    if let stack = parent as? UIStackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
                case let .tableHeader(table): table.tableHeaderView = view
                case .inPlace: break
                }
            }
        }
        guard let root else { preconditionFailure("makeView: the root step always runs") }
        return root
    }

    /// One view of the file, configured, without the views inside it.
    private func makeOneView(_ element: IBElement) throws -> UIView {
        let view: UIView
        if let custom = element["customClass"] {
            guard let type = InterfaceBuilder.registeredClass(named: custom) else {
                throw InterfaceBuilderError.unregisteredClass(name: custom, object: interfaceBuilderObjectName(element), file: fileName, line: element.line)
            }
            guard let viewType = type as? UIView.Type else {
                throw InterfaceBuilderError.classCannotBeCreated(name: custom, file: fileName, reason: "\(custom) is not a UIView")
            }
            guard let made = viewType.init(coder: InterfaceBuilderCoder()) else {
                throw InterfaceBuilderError.classCannotBeCreated(name: custom, file: fileName, reason: "its init?(coder:) returned nil (call super.init(coder:))")
            }
            view = made
        } else if element.name == "tableView" {
            let style: UITableView.Style = element["style"] == "grouped" ? .grouped : element["style"] == "insetGrouped" ? .insetGrouped : .plain
            view = UITableView(frame: .zero, style: style)
        } else if element.name == "collectionView" {
            view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        } else if element.name == "button" {
            view = UIButton(type: element["buttonType"] == "system" || element["buttonType"] == "roundedRect" ? .system : .custom)
        } else {
            view = Self.viewClasses[element.name]?() ?? UIView(frame: .zero)
        }
        if let id = element["id"] {
            objects[id] = view
            ids[ObjectIdentifier(view)] = id
        }
        view.name = element["userLabel"] ?? "\(element.name) \(element["id"] ?? "")"
        try configure(view, element)
        return view
    }

    /// A view the file describes that its owner made already (a cell's content view): its id
    /// is registered and it is configured as a view the file makes.
    private func configureExisting(_ view: UIView, _ element: IBElement, name: String) throws {
        if let id = element["id"] {
            objects[id] = view
            ids[ObjectIdentifier(view)] = id
        }
        view.name = element["userLabel"] ?? "\(name) \(element["id"] ?? "")"
        try configure(view, element)
    }

    /// A view's layout guides, and its constraints, connections and `awakeFromNib()` queued,
    /// once the views inside it are built.
    private func finishView(_ view: UIView, _ element: IBElement) {
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide["id"] else { continue }
            let made: UILayoutGuide?
            switch guide["key"] {
            case "safeArea": made = view.safeAreaLayoutGuide
            // The keyboard guide's key is not confirmed from a real file (none was found);
            // both spellings are read.
            case "keyboard", "keyboardLayoutGuide": made = view.keyboardLayoutGuide
            case "contentLayoutGuide": made = (view as? UIScrollView)?.contentLayoutGuide
            case "frameLayoutGuide": made = (view as? UIScrollView)?.frameLayoutGuide
            default: made = nil
            }
            if let made { objects[id] = made }
        }
        let constraints = element.children(of: "constraints")
        if !constraints.isEmpty { pendingConstraints.append((view, element)) }
        if element.child("connections") != nil { pendingConnections.append((view, element)) }
        awakened.append(view)
    }

    /// The layout-relevant properties IB writes as attributes and keyed child elements.
    private func configure(_ view: UIView, _ element: IBElement) throws {
        if let frame = element.child("rect", key: "frame") {
            func value(_ name: String) throws -> CGFloat {
                CGFloat(try frame.finiteNumber(name, file: fileName, object: element, label: "frame \(name)") ?? 0)
            }
            view.frame = CGRect(x: try value("x"), y: try value("y"), width: try value("width"), height: try value("height"))
        }
        if element.flag("translatesAutoresizingMaskIntoConstraints") == false { view.translatesAutoresizingMaskIntoConstraints = false }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var result: UIView.AutoresizingMask = []
            if mask.flag("flexibleMinX") == true { result.insert(.flexibleLeftMargin) }
            if mask.flag("widthSizable") == true { result.insert(.flexibleWidth) }
            if mask.flag("flexibleMaxX") == true { result.insert(.flexibleRightMargin) }
            if mask.flag("flexibleMinY") == true { result.insert(.flexibleTopMargin) }
            if mask.flag("heightSizable") == true { result.insert(.flexibleHeight) }
            if mask.flag("flexibleMaxY") == true { result.insert(.flexibleBottomMargin) }
            view.autoresizingMask = result
        }
        func priority(_ name: String) throws -> UILayoutPriority? {
            try element.finiteNumber(name, file: fileName).map { UILayoutPriority(rawValue: Float($0)) }
        }
        if let value = try priority("horizontalHuggingPriority") { view.setContentHuggingPriority(value, for: .horizontal) }
        if let value = try priority("verticalHuggingPriority") { view.setContentHuggingPriority(value, for: .vertical) }
        if let value = try priority("horizontalCompressionResistancePriority") { view.setContentCompressionResistancePriority(value, for: .horizontal) }
        if let value = try priority("verticalCompressionResistancePriority") { view.setContentCompressionResistancePriority(value, for: .vertical) }
        if element.flag("hidden") == true { view.isHidden = true }
        if element.flag("userInteractionEnabled") == false { view.isUserInteractionEnabled = false }
        if element.flag("clipsSubviews") == true { view.clipsToBounds = true }
        if let alpha = try element.finiteNumber("alpha", file: fileName) { view.alpha = CGFloat(alpha) }
        if let text = element["tag"] {
            guard let tag = Int(text) else {
                throw InterfaceBuilderError.badNumber(object: interfaceBuilderObjectName(element), attribute: "tag", value: text, file: fileName, line: element.line)
            }
            view.tag = tag
        }
        if element.flag("insetsLayoutMarginsFromSafeArea") == false { view.insetsLayoutMarginsFromSafeArea = false }
        if let margins = try edgeInsets(element, key: "layoutMargins") ?? edgeInsets(element, key: "directionalLayoutMargins") {
            view.layoutMargins = margins
        }
        if let stack = view as? UIStackView {
            stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
            switch element["alignment"] {
            case "top", "leading": stack.alignment = .leading
            case "center": stack.alignment = .center
            case "bottom", "trailing": stack.alignment = .trailing
            case nil, "fill": stack.alignment = .fill
            case let other?:
                throw InterfaceBuilderError.malformedFile(file: fileName, line: element.line, reason: "stack view alignment '\(other)' is not modelled")
            }
            switch element["distribution"] {
            case "fillEqually": stack.distribution = .fillEqually
            case "fillProportionally": stack.distribution = .fillProportionally
            case "equalSpacing": stack.distribution = .equalSpacing
            case "equalCentering": stack.distribution = .equalCentering
            default: stack.distribution = .fill
            }
            if let spacing = try element.finiteNumber("spacing", file: fileName) { stack.spacing = CGFloat(spacing) }
            // IB's "Standard" spacing (UIStackView.spacingUseSystem) between sibling views:
            // the Auto Layout Guide's standard space, "usually 8 points"
            // (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html).
            if element["spacingType"] == "standard" { stack.spacing = 8 }
            if element.flag("layoutMarginsRelativeArrangement") == true { stack.isLayoutMarginsRelativeArrangement = true }
        }
        if let scroll = view as? UIScrollView {
            switch element["contentInsetAdjustmentBehavior"] {
            case "never": scroll.contentInsetAdjustmentBehavior = .never
            case "always": scroll.contentInsetAdjustmentBehavior = .always
            case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            default: break
            }
            switch element["keyboardDismissMode"] {
            case "onDrag": scroll.keyboardDismissMode = .onDrag
            case "interactive": scroll.keyboardDismissMode = .interactive
            case "onDragWithAccessory": scroll.keyboardDismissMode = .onDragWithAccessory
            case "interactiveWithAccessory": scroll.keyboardDismissMode = .interactiveWithAccessory
            default: break
            }
            if element.flag("alwaysBounceVertical") == true { scroll.alwaysBounceVertical = true }
            if element.flag("scrollEnabled") == false { scroll.isScrollEnabled = false }
            if let inset = try edgeInsets(element, key: "contentInset") { scroll.contentInset = inset }
            if let inset = try edgeInsets(element, key: "scrollIndicatorInsets") { scroll.scrollIndicatorInsets = inset }
        }
        if let collection = view as? UICollectionView, let layout = element.child("collectionViewFlowLayout", key: "collectionViewLayout") {
            collection.collectionViewLayout = try flowLayout(layout)
        }
        if let cell = view as? UICollectionViewCell, let identifier = element["reuseIdentifier"] { cell.reuseIdentifier = identifier }
        if let table = view as? UITableView, let height = try element.finiteNumber("rowHeight", file: fileName), height > 0 {
            table.rowHeight = CGFloat(height)
        }
        if let field = view as? UITextField {
            if let text = element["text"] { field.text = text }
            field.placeholder = element["placeholder"]
            switch element["borderStyle"] {
            case "roundedRect": field.borderStyle = .roundedRect
            case "line": field.borderStyle = .line
            case "bezel": field.borderStyle = .bezel
            default: field.borderStyle = .none
            }
            if let traits = element.child("textInputTraits", key: "textInputTraits") {
                if traits.flag("secureTextEntry") == true { field.isSecureTextEntry = true }
                field.keyboardType = Self.keyboardTypes[traits["keyboardType"] ?? ""] ?? .default
                field.returnKeyType = Self.returnKeyTypes[traits["returnKeyType"] ?? ""] ?? .default
                if let content = traits["textContentType"] { field.textContentType = UITextContentType(rawValue: content) }
                if traits.flag("enablesReturnKeyAutomatically") == true { field.enablesReturnKeyAutomatically = true }
                field.autocorrectionType = traits["autocorrectionType"] == "no" ? .no : traits["autocorrectionType"] == "yes" ? .yes : .default
                switch traits["autocapitalizationType"] {
                case "none": field.autocapitalizationType = .none
                case "words": field.autocapitalizationType = .words
                case "allCharacters": field.autocapitalizationType = .allCharacters
                default: field.autocapitalizationType = .sentences
                }
                field.spellCheckingType = traits["spellCheckingType"] == "no" ? .no : traits["spellCheckingType"] == "yes" ? .yes : .default
            }
        }
        if let textView = view as? UITextView {
            if let text = element.child("string", key: "text")?.text ?? element["text"] { textView.text = text }
            // IB writes `editable="NO"` / `selectable="NO"` on a read-only text view, which
            // never becomes first responder (no keyboard).
            if element.flag("editable") == false { textView.isEditable = false }
            if element.flag("selectable") == false { textView.isSelectable = false }
            if let traits = element.child("textInputTraits", key: "textInputTraits") {
                textView.keyboardType = Self.keyboardTypes[traits["keyboardType"] ?? ""] ?? .default
                textView.returnKeyType = Self.returnKeyTypes[traits["returnKeyType"] ?? ""] ?? .default
            }
        }
        if let label = view as? UILabel { label.text = element["text"] }
        // An image view's image: the size the file's <resources> recorded for it (the model
        // reads no asset catalog).
        if let imageView = view as? UIImageView, let name = element["image"] { imageView.image = try file.recordedImage(named: name) }
        // IB writes `on="YES"` on a switch that starts on.
        if let toggle = view as? UISwitch { toggle.isOn = element.flag("on") == true }
        if let button = view as? UIButton {
            if let title = element.children.first(where: { $0.name == "state" && $0["key"] == "normal" })?["title"] {
                button.setTitle(title, for: .normal)
            } else if let title = element.child("buttonConfiguration")?["title"] {
                button.setTitle(title, for: .normal)
            }
        }
        if let control = view as? UIControl, element.flag("enabled") == false { control.isEnabled = false }
    }

    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`: the
    /// spacings, sizes, section inset and scroll direction IB writes; an attribute IB leaves out
    /// keeps UIKit's default (``UICollectionViewFlowLayout``). `sectionInsetReference` other
    /// than the default (`contentInset`) is not modelled: it is refused, naming it.
    private func flowLayout(_ element: IBElement) throws -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        if let reference = element["sectionInsetReference"], reference != "contentInset" {
            throw InterfaceBuilderError.malformedFile(file: fileName, line: element.line,
                                                      reason: "collection view flow layout sectionInsetReference '\(reference)' is not modelled (only the default, contentInset: section insets measured from the content inset)")
        }
        if let value = try element.finiteNumber("minimumLineSpacing", file: fileName) { layout.minimumLineSpacing = CGFloat(value) }
        if let value = try element.finiteNumber("minimumInteritemSpacing", file: fileName) { layout.minimumInteritemSpacing = CGFloat(value) }
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        func size(_ key: String) throws -> CGSize? {
            guard let size = element.child("size", key: key) else { return nil }
            return CGSize(width: CGFloat(try size.finiteNumber("width", file: fileName, object: element, label: "\(key) width") ?? 0),
                          height: CGFloat(try size.finiteNumber("height", file: fileName, object: element, label: "\(key) height") ?? 0))
        }
        if let value = try size("itemSize") { layout.itemSize = value }
        if let value = try size("estimatedItemSize") { layout.estimatedItemSize = value }
        if let value = try size("headerReferenceSize") { layout.headerReferenceSize = value }
        if let value = try size("footerReferenceSize") { layout.footerReferenceSize = value }
        if let value = try edgeInsets(element, key: "sectionInset") { layout.sectionInset = value }
        return layout
    }

    static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL,
        "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch, "asciiCapableNumberPad": .asciiCapableNumberPad,
    ]
    static let returnKeyTypes: [String: UIReturnKeyType] = [
        "go": .go, "google": .google, "join": .join, "next": .next, "route": .route, "search": .search, "send": .send,
        "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue,
    ]

    /// IB's `<edgeInsets key="…" top left bottom right>`, `<directionalEdgeInsets … leading
    /// trailing>` or `<inset key="…" minX minY maxX maxY>`.
    private func edgeInsets(_ element: IBElement, key: String) throws -> UIEdgeInsets? {
        guard let insets = element.children.first(where: { $0["key"] == key }) else { return nil }
        func value(_ names: String...) throws -> CGFloat {
            for name in names {
                if let number = try insets.finiteNumber(name, file: fileName, object: element, label: "\(key) \(name)") { return CGFloat(number) }
            }
            return 0
        }
        return UIEdgeInsets(top: try value("top", "minY"), left: try value("left", "leading", "minX"),
                            bottom: try value("bottom", "maxY"), right: try value("right", "trailing", "maxX"))
    }

    // MARK: - Constraints, connections, awakeFromNib

    /// Builds and activates the constraints, connects outlets and actions, then sends
    /// `awakeFromNib()` to every object built, in file order.
    func finish() throws {
        var made: [NSLayoutConstraint] = []
        for (container, element) in pendingConstraints {
            for constraint in element.children(of: "constraints") where constraint.name == "constraint" {
                if let built = try makeConstraint(constraint, in: container) { made.append(built) }
            }
        }
        NSLayoutConstraint.activate(made)
        for (source, element) in pendingConnections {
            for connection in element.children(of: "connections") { try connect(source, connection, of: element) }
        }
        for object in awakened { object.awakeFromNib() }
    }

    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "leading": .leading, "trailing": .trailing, "left": .left, "right": .right, "centerX": .centerX,
        "top": .top, "bottom": .bottom, "centerY": .centerY, "width": .width, "height": .height,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
        "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// One `<constraint>`: `firstItem.firstAttribute relation secondItem.secondAttribute ×
    /// multiplier + constant`. A missing `firstItem` (and a missing `secondItem` beside a
    /// `secondAttribute`) is the view whose `<constraints>` holds it.
    private func makeConstraint(_ element: IBElement, in container: UIView) throws -> NSLayoutConstraint? {
        // "Remove at build time" placeholders are not in the app.
        if element.flag("placeholder") == true { return nil }
        let id = element["id"] ?? "?"
        func attribute(_ name: String?) throws -> NSLayoutConstraint.Attribute {
            guard let name, let attribute = Self.attributes[name] else {
                throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line,
                                                          reason: "attribute '\(name ?? "none")' is not modelled (baselines are not: text metrics are not modelled)")
            }
            return attribute
        }
        var firstAttribute = try attribute(element["firstAttribute"])
        var firstItem: AnyObject = try element["firstItem"].map { try item($0, role: "firstItem", of: element, id: id) } ?? container
        var secondItem: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if element["secondAttribute"] != nil {
            secondAttribute = try attribute(element["secondAttribute"])
            secondItem = try element["secondItem"].map { try item($0, role: "secondItem", of: element, id: id) } ?? container
        }
        (firstItem, firstAttribute) = try resolve(firstItem, firstAttribute, other: secondItem, id: id, line: element.line)
        if let item = secondItem { (secondItem, secondAttribute) = try resolve(item, secondAttribute, other: firstItem, id: id, line: element.line) }
        // A layout guide has no layout margins: UIKit's margin attributes are a view's
        // (`layoutMarginsGuide`), and NSLayoutConstraint stops on one of a guide.
        for (role, item, attribute) in [("firstItem", firstItem, firstAttribute), ("secondItem", secondItem, secondAttribute)] {
            guard item is UILayoutGuide, let marginless = attribute.ofMarginsGuide else { continue }
            let named = element[role] ?? "?"
            throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line,
                                                      reason: "\(attribute) of layout guide '\(named)': a layout guide has no margins; use \(marginless)")
        }
        let isDimension = firstAttribute == .width || firstAttribute == .height
        if secondItem != nil {
            let secondIsDimension = secondAttribute == .width || secondAttribute == .height
            let horizontal: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .left, .right, .centerX, .leadingMargin, .trailingMargin,
                                                                 .leftMargin, .rightMargin, .centerXWithinMargins]
            if isDimension != secondIsDimension || (!isDimension && horizontal.contains(firstAttribute) != horizontal.contains(secondAttribute)) {
                throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line,
                                                          reason: "\(firstAttribute) and \(secondAttribute) are attributes of different axes")
            }
        } else if !isDimension {
            throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line, reason: "a \(firstAttribute) must relate to another item")
        }
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        let multiplier = try multiplier(element, id: id)
        let constant = try constraintNumber(element, "constant", id: id) ?? 0
        // "Don't specify a layout constraint that exceeds this number" — UILayoutPriority.required, 1000
        // (https://developer.apple.com/documentation/uikit/uilayoutpriority/required).
        let priority = try constraintNumber(element, "priority", id: id)
        if let priority, priority > 1000 {
            throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line,
                                                      reason: "priority '\(element["priority"] ?? "")' is above 1000, the required priority; set one from 1 to 1000")
        }
        let constraint = NSLayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                                            attribute: secondAttribute, multiplier: multiplier, constant: CGFloat(constant))
        if let priority { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        if let id = element["id"] { objects[id] = constraint }
        return constraint
    }

    /// IB writes a multiplier as a number (`0.5`) or a ratio (`1:2`, `16:9`); either must be
    /// finite (`nan`, `inf` and `1:0` are not multipliers).
    private func multiplier(_ element: IBElement, id: String) throws -> CGFloat {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        var value: Double?
        if parts.count == 1, let number = parts[0] { value = number }
        if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 { value = numerator / denominator }
        guard let value, value.isFinite else {
            throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line,
                                                      reason: "multiplier '\(text)' is not a finite number or ratio; set one in Interface Builder (1, 0.5, 16:9)")
        }
        return CGFloat(value)
    }

    /// A constraint's numeric attribute (`constant`, `priority`), `nil` when absent.
    private func constraintNumber(_ element: IBElement, _ attribute: String, id: String) throws -> Double? {
        guard let text = element[attribute] else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line,
                                                      reason: "\(attribute) '\(text)' is not a finite number; set one in Interface Builder")
        }
        return value
    }

    /// A constraint's `firstItem` or `secondItem`: a view or a layout guide the file defines.
    private func item(_ itemID: String, role: String, of element: IBElement, id: String) throws -> AnyObject {
        func refuse(_ what: String) -> InterfaceBuilderError {
            .badConstraint(id: id, file: fileName, line: element.line, reason: "\(role) '\(itemID)' is \(what), not a view or a layout guide")
        }
        guard let found = objects[itemID] else {
            guard let defined = file.elementsByID[itemID] else {
                throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: element.line, reason: "\(role): no object with id '\(itemID)'")
            }
            throw refuse(defined.name == "outlet" ? "an outlet connection (<outlet>)" : "a <\(defined.name)> the model does not build")
        }
        if found is LayoutItem { return found }
        if let controller = found as? UIViewController {
            throw refuse("the scene's view controller (\(type(of: controller))): constrain its view or a layout guide instead")
        }
        throw refuse(found is NSLayoutConstraint ? "a constraint" : "a \(type(of: found))")
    }

    /// What an item and attribute stand for at run time: an old top/bottom layout guide is
    /// the root view's safe area edge; an edge of a scroll view constrained to a view inside
    /// it is the scroll view's content area — Apple's Auto Layout Guide, "Working with Scroll
    /// Views": "Constraints between the edges or margins of the scroll view and its content
    /// attach to the scroll view's content area. Constraints between the height, width, or
    /// centers attach to the scroll view's frame"
    /// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/WorkingwithScrollViews.html).
    private func resolve(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?, id: String, line: Int) throws
        -> (AnyObject, NSLayoutConstraint.Attribute) {
        if let itemID = ids[ObjectIdentifier(item)], let legacy = legacyGuides[itemID] {
            guard let root = legacyGuideOwner else { return (item, attribute) }
            switch (legacy, attribute) {
            case (.top, .bottom): return (root.safeAreaLayoutGuide, .top)
            case (.top, .top): return (root, .top)
            case (.bottom, .top): return (root.safeAreaLayoutGuide, .bottom)
            case (.bottom, .bottom): return (root, .bottom)
            default:
                throw InterfaceBuilderError.badConstraint(id: id, file: fileName, line: line,
                                                          reason: "\(attribute) of a \(legacy == .top ? "top" : "bottom") layout guide is not modelled")
            }
        }
        if let scroll = item as? UIScrollView, let content = other as? UIView, content !== scroll, content.isDescendant(of: scroll) {
            let edges: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .left, .right, .top, .bottom]
            if edges.contains(attribute) { return (scroll.contentLayoutGuide, attribute) }
        }
        return (item, attribute)
    }

    /// One `<outlet>`, `<outletCollection>` or `<action>` of `source` (the object `element` made).
    private func connect(_ source: AnyObject, _ connection: IBElement, of element: IBElement) throws {
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection["property"], let destinationID = connection["destination"] else { return }
            guard let destination = objects[destinationID] else {
                // A placeholder (First Responder) or an object the model does not build.
                if file.elementsByID[destinationID] != nil { return }
                throw InterfaceBuilderError.unknownObject(id: destinationID, file: fileName, line: connection.line)
            }
            if let view = destination as? UIView, connection.name == "outlet", view.name.hasPrefix("\(file.elementsByID[destinationID]?.name ?? "") ") {
                view.name = property
            }
            if let controller = source as? UIViewController, property == "view" {
                if let view = destination as? UIView { controller.view = view }
                return
            }
            if let responder = source as? UIResponder, responder.setValue(destination, forOutletNamed: property) { return }
            if setBuiltInOutlet(source, property, destination) { return }
            // A File's Owner is an object the app passes; the file names the class it expects.
            let declared = element.name == "placeholder" ? element["customClass"] : nil
            throw InterfaceBuilderError.missingOutlet(property: property, className: String(describing: type(of: source)), file: fileName,
                                                      connection: connection["id"] ?? "?", declaredClass: declared)
        case "action":
            guard let selector = connection["selector"], let targetID = connection["destination"] else { return }
            // An action sent to the First Responder placeholder goes up the responder chain;
            // the model connects only actions with a concrete target.
            guard let target = objects[targetID] else { return }
            guard let responder = target as? UIResponder, let action = responder.action(forSelectorNamed: selector) else {
                throw InterfaceBuilderError.missingAction(selector: selector, className: String(describing: type(of: target)), file: fileName)
            }
            guard let control = source as? UIControl else { return }
            let event = Self.events[connection["eventType"] ?? "touchUpInside"] ?? .touchUpInside
            control.addAction(UIAction { uiAction in action(uiAction.sender) }, for: event)
        default:
            break
        }
    }

    static let events: [String: UIControl.Event] = [
        "touchUpInside": .touchUpInside, "touchDown": .touchDown, "touchUpOutside": .touchUpOutside, "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged,
        "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit, "touchCancel": .touchCancel,
    ]

    /// The outlets UIKit's own classes declare (`delegate`, `dataSource`).
    private func setBuiltInOutlet(_ source: AnyObject, _ property: String, _ destination: AnyObject) -> Bool {
        switch (source, property) {
        case let (field as UITextField, "delegate"):
            field.delegate = destination as? UITextFieldDelegate
            return field.delegate != nil
        case let (table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
            return table.dataSource != nil
        case let (collection as UICollectionView, "dataSource"):
            collection.dataSource = destination as? UICollectionViewDataSource
            return collection.dataSource != nil
        case let (scroll as UIScrollView, "delegate"):
            scroll.delegate = destination as? UIScrollViewDelegate
            return scroll.delegate != nil
        default:
            return false
        }
    }
}
