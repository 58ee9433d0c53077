import Foundation

/// A type whose instances an item provider can make from data (Foundation's
/// `protocol NSItemProviderReading : NSObjectProtocol`, iOS 11,
/// https://developer.apple.com/documentation/foundation/nsitemproviderreading). Declared so
/// that drag, drop and paste code compiles; nothing in the model loads one (NoModelledEffect.md).
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The uniform type identifiers the type can be made from.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A type whose instances an item provider can hand out as data (Foundation's
/// `protocol NSItemProviderWriting : NSObjectProtocol`, iOS 11,
/// https://developer.apple.com/documentation/foundation/nsitemproviderwriting).
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The uniform type identifiers the type can be written as.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the instance as `typeIdentifier` data to `completionHandler`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// Data or objects handed between apps or views by drag and drop, paste or a share sheet
/// (Foundation's `class NSItemProvider`, iOS 8, https://developer.apple.com/documentation/foundation/nsitemprovider;
/// Foundation on Linux has none). Declared with the SDK's signatures so that code handling a
/// drop or a paste compiles; no effect is modelled — it holds the type identifiers it was made
/// with and never loads anything: every load returns a finished progress and never calls its
/// completion handler (NoModelledEffect.md). Nothing about it changes geometry, focus or the
/// keyboard.
open class NSItemProvider: NSObject, NSCopying {
    /// A load's completion handler (Foundation's `typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void`).
    public typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void

    /// The error domain of item-provider errors (Foundation's `class let errorDomain: String`).
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// The type identifiers of what the provider holds, in registration order (Foundation's
    /// `var registeredTypeIdentifiers: [String] { get }`).
    open private(set) var registeredTypeIdentifiers: [String] = []

    /// The name a receiver may give a file made from the provider (Foundation's `var suggestedName: String? { get set }`).
    open var suggestedName: String?

    /// An empty provider (Foundation's `init()`).
    public override init() { super.init() }

    /// A provider holding `item` as `typeIdentifier` (Foundation's `init(item: (any NSSecureCoding)?, typeIdentifier: String?)`).
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        super.init()
        if item != nil, let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }

    /// A provider holding `object` as each of its writable types (Foundation's `convenience init(object: any NSItemProviderWriting)`).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registeredTypeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
    }

    /// A provider for the file at `fileURL` (Foundation's `convenience init?(contentsOf fileURL: URL!)`):
    /// `nil` for a URL that is not a file URL; its type is not worked out here.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A copy holding the same type identifiers and name (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        copy.registeredTypeIdentifiers = registeredTypeIdentifiers
        copy.suggestedName = suggestedName
        return copy
    }

    /// Whether the provider holds `typeIdentifier` (Foundation's `func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool`):
    /// an exact match here (type conformance is not modelled).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether the provider holds a type `aClass` reads (Foundation's `func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool`).
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { registeredTypeIdentifiers.contains($0) }
    }

    /// Loads an object of `aClass` (Foundation's `func loadObject(ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress`):
    /// nothing is loaded in the model; the handler is not called.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        Self.finishedProgress()
    }

    /// Loads the data of `typeIdentifier` (Foundation's `func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress`):
    /// nothing is loaded in the model; the handler is not called.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        Self.finishedProgress()
    }

    /// Loads the item of `typeIdentifier` (Foundation's `func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable : Any]? = nil, completionHandler: NSItemProvider.CompletionHandler? = nil)`):
    /// nothing is loaded in the model; the handler is not called.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {}

    private static func finishedProgress() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}
