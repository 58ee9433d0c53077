import Foundation

/// A short printable text that holds a choice sequence, so that one case can be replayed
/// exactly (`CLEARANCE_REPLAY=<token> swift test --filter …`).
///
/// Format: `pt1-` followed by base64url (no padding) of the choices as LEB128 varints and a
/// one-byte checksum. Shrunk sequences are mostly small numbers, so tokens stay short.
public enum ReplayToken {
    /// The token's prefix, which also names the format version.
    public static let prefix = "pt1-"

    /// Encodes a choice sequence.
    public static func encode(_ indices: [UInt64]) -> String {
        var bytes: [UInt8] = []
        for var value in indices {
            repeat {
                var byte = UInt8(value & 0x7F)
                value >>= 7
                if value != 0 { byte |= 0x80 }
                bytes.append(byte)
            } while value != 0
        }
        bytes.append(checksum(bytes))
        return prefix + base64URL(bytes)
    }

    /// Decodes a token made by ``encode(_:)``.
    /// - Throws: ``PropertyTestingError/malformedReplayToken(_:reason:)`` naming the problem.
    public static func decode(_ token: String) throws -> [UInt64] {
        let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(prefix) else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it does not start with \(prefix)")
        }
        guard let bytes = decodeBase64URL(String(trimmed.dropFirst(prefix.count))), let check = bytes.last else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it is not base64url text")
        }
        let payload = bytes.dropLast()
        guard checksum(Array(payload)) == check else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "its checksum does not match (a character was changed or lost)")
        }
        var result: [UInt64] = []
        var value: UInt64 = 0, shift: UInt64 = 0
        for byte in payload {
            guard shift < 64 else {
                throw PropertyTestingError.malformedReplayToken(token, reason: "a choice does not fit in 64 bits")
            }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                result.append(value)
                value = 0
                shift = 0
            } else {
                shift += 7
            }
        }
        guard shift == 0 else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it ends in the middle of a choice")
        }
        return result
    }

    private static func checksum(_ bytes: [UInt8]) -> UInt8 {
        var hash: UInt32 = 2166136261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16777619 }
        return UInt8(truncatingIfNeeded: hash ^ (hash >> 8) ^ (hash >> 16) ^ (hash >> 24))
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    static func base64URL(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let triple = (b0 << 16) | (b1 << 8) | b2
            let available = Swift.min(bytes.count - i, 3) + 1
            for k in 0..<available { out.append(alphabet[Int((triple >> (18 - 6 * UInt32(k))) & 63)]) }
            i += 3
        }
        return out
    }

    static func decodeBase64URL(_ text: String) -> [UInt8]? {
        var values: [UInt32] = []
        for character in text {
            guard let index = alphabet.firstIndex(of: character) else { return nil }
            values.append(UInt32(index))
        }
        if values.count % 4 == 1 { return nil }
        var bytes: [UInt8] = []
        var i = 0
        while i < values.count {
            let chunk = values[i..<Swift.min(i + 4, values.count)]
            var triple: UInt32 = 0
            for (k, v) in chunk.enumerated() { triple |= v << (18 - 6 * UInt32(k)) }
            for k in 0..<(chunk.count - 1) { bytes.append(UInt8((triple >> (16 - 8 * UInt32(k))) & 0xFF)) }
            i += 4
        }
        return bytes
    }
}
