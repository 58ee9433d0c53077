import Foundation

/// A short printable text that holds a choice sequence, so that one case can be replayed
/// exactly (`CLEARANCE_REPLAY=<token> swift test --filter …`).
///
/// Format: `pt2-` followed by base64url (no padding, canonical) of the number of choices and
/// the choices as LEB128 varints, then a CRC-32 of those bytes (4 bytes, big-endian). CRC-32
/// detects every error burst of up to 32 bits, so every single-character edit (6 bits) is
/// caught; the count catches a truncation that happens to end on a choice boundary, and the
/// canonical-encoding check catches edits to the unused bits of the last character.
/// Shrunk sequences are mostly small numbers, so tokens stay short.
///
/// The earlier `pt1-` format (a one-byte checksum, which let about 1 in 140 single edits
/// through) is read only where ``decode(_:acceptingLegacy:)`` allows it: saved corpus and
/// failure-store files, never a token typed by a person.
public enum ReplayToken {
    /// The token's prefix, which also names the format version.
    public static let prefix = "pt2-"
    /// The prefix of the earlier format.
    public static let legacyPrefix = "pt1-"

    /// Encodes a choice sequence.
    public static func encode(_ indices: [UInt64]) -> String {
        var bytes: [UInt8] = []
        appendVarint(UInt64(indices.count), to: &bytes)
        for value in indices { appendVarint(value, to: &bytes) }
        let crc = crc32(bytes)
        bytes += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
        return prefix + base64URL(bytes)
    }

    /// Decodes a token made by ``encode(_:)`` (and, with `acceptingLegacy`, one of the
    /// earlier `pt1-` format).
    /// - Throws: ``PropertyTestingError/malformedReplayToken(_:reason:)`` naming the problem.
    public static func decode(_ token: String, acceptingLegacy: Bool = false) throws -> [UInt64] {
        let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix(legacyPrefix) {
            guard acceptingLegacy else {
                throw PropertyTestingError.malformedReplayToken(
                    token, reason: "it is in the earlier pt1- format, whose checksum is too weak to trust: rerun the test to get a pt2- token")
            }
            return try decodeLegacy(trimmed, original: token)
        }
        guard trimmed.hasPrefix(prefix) else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it does not start with \(prefix)")
        }
        let body = String(trimmed.dropFirst(prefix.count))
        guard let bytes = decodeBase64URL(body), base64URL(bytes) == body else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it is not base64url text (a character was changed, added or lost)")
        }
        guard bytes.count >= 5 else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it is too short (characters were lost)")
        }
        let payload = Array(bytes.dropLast(4))
        let stored = bytes.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard crc32(payload) == stored else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "its checksum does not match (a character was changed or lost)")
        }
        var values = try varints(payload, token: token)
        guard !values.isEmpty else { throw PropertyTestingError.malformedReplayToken(token, reason: "it holds no choice count") }
        let count = values.removeFirst()
        guard count == UInt64(values.count) else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it holds \(values.count) choices, not the \(count) it announces")
        }
        return values
    }

    private static func decodeLegacy(_ trimmed: String, original token: String) throws -> [UInt64] {
        guard let bytes = decodeBase64URL(String(trimmed.dropFirst(legacyPrefix.count))), let check = bytes.last else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "it is not base64url text")
        }
        let payload = Array(bytes.dropLast())
        guard legacyChecksum(payload) == check else {
            throw PropertyTestingError.malformedReplayToken(token, reason: "its checksum does not match (a character was changed or lost)")
        }
        return try varints(payload, token: token)
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        repeat {
            var byte = UInt8(value & 0x7F)
            value >>= 7
            if value != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while value != 0
    }

    private static func varints(_ payload: [UInt8], token: String) throws -> [UInt64] {
        var result: [UInt64] = []
        var value: UInt64 = 0, shift: UInt64 = 0
        for byte in payload {
            guard shift < 64, shift < 63 || byte & 0x7F <= 1 else {
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

    /// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func legacyChecksum(_ bytes: [UInt8]) -> UInt8 {
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
