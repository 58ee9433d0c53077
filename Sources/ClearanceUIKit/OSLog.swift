import LayoutCore

// The `os` module's logging and signposts (`import os`, `import os.log`, `import os.signpost`,
// which `clearance adapt` writes as `import ClearanceUIKit`): real keyboard code logs and marks
// intervals for Instruments (Tests/RealBugs 02 and 28, Listable's SignpostLogger.swift). The
// model has no unified log and no Instruments: a log or a signpost records nothing and changes
// nothing (NoModelledEffect.md).

/// A log (the `os` module's `class OSLog`, https://developer.apple.com/documentation/os/oslog).
public final class OSLog: NSObject, @unchecked Sendable {
    /// The log's subsystem.
    public let subsystem: String
    /// The log's category.
    public let category: String

    /// A log for a subsystem and category (`convenience init(subsystem: String, category: String)`,
    /// https://developer.apple.com/documentation/os/oslog/init(subsystem:category:)-17gyy).
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        super.init()
    }

    /// The shared default log (`static let default: OSLog`).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing (`static let disabled: OSLog`).
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// A log message's level (the `os` module's `struct OSLogType`,
/// https://developer.apple.com/documentation/os/oslogtype).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's value.
    public let rawValue: UInt8
    /// A level from its value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The default level.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault.
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a message (the `os` module's
/// `func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...)`,
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)): records nothing.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}

/// A signpost's kind (the `os` module's `struct OSSignpostType`,
/// https://developer.apple.com/documentation/os/ossignposttype).
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    /// The kind's value.
    public let rawValue: UInt8
    /// A kind from its value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// What tells signposts of one name apart (the `os` module's `struct OSSignpostID`,
/// https://developer.apple.com/documentation/os/ossignpostid).
public struct OSSignpostID: Hashable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64
    /// An identifier from its value (`init(_ value: UInt64)`).
    public init(_ value: UInt64) { rawValue = value }
    /// An identifier for a log (`init(log: OSLog)`): the model gives every one the same value.
    public init(log: OSLog) { rawValue = 1 }
    /// An identifier for a log and an object (`init(log: OSLog, object: AnyObject)`).
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    /// The identifier of signposts that never overlap (`static let exclusive: OSSignpostID`).
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier (`static let invalid: OSSignpostID`).
    public static let invalid = OSSignpostID(~0)
    /// The null identifier (`static let null: OSSignpostID`).
    public static let null = OSSignpostID(0)
}

/// Marks a point or an interval's end for Instruments (the `os` module's
/// `func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive)`,
/// https://developer.apple.com/documentation/os/os_signpost(_:dso:log:name:signpostid:)-2oz8u):
/// records nothing.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// A signpost with a message (the `os` module's
/// `func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...)`,
/// https://developer.apple.com/documentation/os/os_signpost(_:dso:log:name:signpostid:_:_:)-2om9b):
/// records nothing.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}
