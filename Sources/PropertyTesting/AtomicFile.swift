import Foundation

/// Writes files so that a reader never sees half of one: the data goes to a temporary file in
/// the same directory, which is then renamed over the destination.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the directory if needed.
    /// - Throws: the underlying file-system error, after removing the temporary file.
    public static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [
                    NSFilePathErrorKey: url.path,
                    NSLocalizedDescriptionKey: String(cString: strerror(errno)),
                ])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
