import Foundation

// The run-time version checks of adapted files. Swift's `#available(iOS 15, *)` is decided by
// the compiler and the OS the binary runs on: on Linux the `*` matches and every iOS check is
// true, so app code gated on a version would run its newest branch in every world. The adapter
// (ClearanceAdapter) rewrites each `#available`/`#unavailable` condition of an adapted file into
// a call of `__clearanceIOSAvailable`, and `ProcessInfo.processInfo.operatingSystemVersion` /
// `.isOperatingSystemAtLeast(_:)` into the functions below, so that the code sees the running
// world's iOS version. Files compiled without the adapter keep Swift's compile-time check.

/// The iOS version code outside any world sees: 26.0, the newest iOS the package models
/// (``World/iOSVersion`` runs 13…26). Code run outside a world (a unit test of a helper, a
/// view built before its world) behaves as on the newest SDK, which is what Swift's own
/// `#available` gave such code on Linux for every version the package models; a version it
/// does not model (26.1, 27) is not available, as on an iOS 26.0 device.
let newestModelledIOSVersion = OperatingSystemVersion(majorVersion: 26, minorVersion: 0, patchVersion: 0)

/// The running world's iOS version as an `OperatingSystemVersion`: the world's major version,
/// minor and patch 0 (``UIDevice/systemVersion`` says `"17.0"` the same way); outside any world,
/// 26.0, the newest iOS the package models.
///
/// Adapted files read it where they wrote `ProcessInfo.processInfo.operatingSystemVersion`
/// (Foundation's `ProcessInfo` cannot be overridden, and on Linux it names the host's kernel).
/// On iOS that property is "the version of the operating system on which the process is
/// executing" (https://developer.apple.com/documentation/foundation/processinfo/operatingsystemversion).
public func __clearanceOperatingSystemVersion() -> OperatingSystemVersion {
    guard let world = World.current else { return newestModelledIOSVersion }
    return OperatingSystemVersion(majorVersion: world.iOSVersion, minorVersion: 0, patchVersion: 0)
}

/// Whether the running world's iOS version (``__clearanceOperatingSystemVersion()``) is the same
/// as or later than `version`, comparing major, minor and patch versions in turn, as
/// `ProcessInfo.isOperatingSystemAtLeast(_:)` does on iOS ("accounts for major, minor, and
/// update versions",
/// https://developer.apple.com/documentation/foundation/processinfo/isoperatingsystematleast(_:)).
/// Adapted files call it where they wrote `ProcessInfo.processInfo.isOperatingSystemAtLeast(_:)`.
public func __clearanceIsOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
    let running = __clearanceOperatingSystemVersion()
    return (running.majorVersion, running.minorVersion, running.patchVersion)
        >= (version.majorVersion, version.minorVersion, version.patchVersion)
}

/// `#available(iOS major.minor.patch, *)` evaluated against the running world's iOS version:
/// true when that version is `major.minor.patch` or later (the Swift book: "the body of the if
/// statement executes only in iOS 10 and later",
/// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/controlflow/#Checking-API-Availability).
/// The adapter writes `#available(iOS 15, *)` as `__clearanceIOSAvailable(15, 0)` and
/// `#unavailable(iOS 15)` as `!__clearanceIOSAvailable(15, 0)`. A world's version has minor 0,
/// so `#available(iOS 15.4, *)` is false on iOS 15 and true on iOS 16. Outside any world the
/// version is 26.0, the newest iOS the package models.
public func __clearanceIOSAvailable(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) -> Bool {
    __clearanceIsOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: major, minorVersion: minor, patchVersion: patch))
}
