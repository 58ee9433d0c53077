import Foundation
import LayoutCore
import Testing

/// The run-time version checks adapted files call for `#available`, `#unavailable` and
/// `ProcessInfo`'s operating-system version: they answer for the running world's iOS version.
@Suite("#available in a world answers for the world's iOS version")
struct AvailabilityTests {
    @Test func aCheckIsTrueFromItsVersionOnAndFalseBelow() {
        for version in [13, 14, 15, 16, 17, 18, 26] {
            let world = World(device: Devices.iPhone15Pro, iOSVersion: version)
            world.run {
                #expect(__clearanceIOSAvailable(15) == (version >= 15), "iOS \(version)")
                #expect(__clearanceIOSAvailable(15, 0) == (version >= 15), "iOS \(version)")
                #expect(__clearanceIOSAvailable(26) == (version >= 26), "iOS \(version)")
                #expect(__clearanceIOSAvailable(13) == true, "iOS \(version)")
            }
        }
    }

    /// A world's version has minor 0 (`UIDevice.current.systemVersion` is "15.0"): a check of a
    /// minor or patch release is false in its own major version and true from the next.
    @Test func minorAndPatchVersionsCountAsOnIOS() {
        World(device: Devices.iPhone15Pro, iOSVersion: 15).run {
            #expect(__clearanceIOSAvailable(15, 4) == false)
            #expect(__clearanceIOSAvailable(15, 0, 1) == false)
            #expect(__clearanceIOSAvailable(14, 5) == true)
            #expect(UIDevice.current.systemVersion == "15.0")
        }
        World(device: Devices.iPhone15Pro, iOSVersion: 16).run {
            #expect(__clearanceIOSAvailable(15, 4) == true)
        }
    }

    @Test func processInfosVersionIsTheWorlds() {
        World(device: Devices.iPhone15Pro, iOSVersion: 14).run {
            let version = __clearanceOperatingSystemVersion()
            #expect((version.majorVersion, version.minorVersion, version.patchVersion) == (14, 0, 0))
            #expect(__clearanceIsOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 14, minorVersion: 0, patchVersion: 0)))
            #expect(!__clearanceIsOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 14, minorVersion: 0, patchVersion: 1)))
            #expect(!__clearanceIsOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 15, minorVersion: 0, patchVersion: 0)))
            #expect(__clearanceIsOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 13, minorVersion: 7, patchVersion: 9)))
        }
    }

    /// Outside a world the code sees the newest iOS the package models, 26.0: every version it
    /// models is available (as Swift's own `#available` is on Linux), a newer one is not.
    @Test func outsideAWorldTheNewestModelledIOSAnswers() {
        #expect(World.current == nil)
        let version = __clearanceOperatingSystemVersion()
        #expect((version.majorVersion, version.minorVersion, version.patchVersion) == (26, 0, 0))
        #expect(__clearanceIOSAvailable(13) && __clearanceIOSAvailable(18, 4) && __clearanceIOSAvailable(26))
        #expect(!__clearanceIOSAvailable(26, 1))
        #expect(!__clearanceIOSAvailable(27))
    }
}
