import Foundation

/// JSON text written piece by piece, under ``SortedJSONEncoder``'s rules (the one place for them): no spaces,
/// strings escaped as Foundation escapes them (`/` as `\/`), whole floating-point numbers without `.0`. Commas come
/// by themselves; a ``JSONTextWritable`` value writes each object's keys in the order of their UTF-8 bytes itself.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.openObject()
/// writer.key("id"); writer.string("vegas")
/// writer.key("stakeCents"); writer.int(500)
/// writer.closeObject()   // {"id":"vegas","stakeCents":500}
/// ```
public struct JSONWriter {
    /// The text written so far.
    public private(set) var bytes: [UInt8] = []
    /// How ``encode(_:)`` writes dates.
    public let dateFormat: SortedJSONEncoder.DateFormat
    /// Whether the next value or key follows another in its array or object.
    private var followsValue = false

    public init(dateFormat: SortedJSONEncoder.DateFormat = .secondsSinceReferenceDate) {
        self.dateFormat = dateFormat
        // Room for a table's answer, so that it is not copied as it grows.
        bytes.reserveCapacity(4096)
    }

    public mutating func openObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        followsValue = false
    }

    public mutating func closeObject() {
        bytes.append(UInt8(ascii: "}"))
        followsValue = true
    }

    public mutating func openArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        followsValue = false
    }

    public mutating func closeArray() {
        bytes.append(UInt8(ascii: "]"))
        followsValue = true
    }

    /// The next member's key, a literal needing no escapes (no `"`, `\`, `/` or control characters); its value is
    /// written next.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        let utf8 = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        assert(!utf8.contains { Self.needsEscape($0) }, "the key \(name) needs escapes")
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
    }

    /// The next member's key, any text; its value is written next.
    mutating func key(escaping name: String) {
        separate()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
    }

    public mutating func null() { raw("null") }

    public mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

    /// An integer, its digits written straight into the text.
    public mutating func int(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var place: UInt = 1
        while place <= magnitude / 10 { place *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / place % 10))
            place /= 10
        } while place > 0
        followsValue = true
    }

    /// A number; throws `EncodingError.invalidValue` for one JSON cannot hold (NaN, ±∞), as the encoder does.
    public mutating func double(_ value: Double) throws {
        guard value.isFinite else { throw Self.nonFinite(value, codingPath: []) }
        raw(Self.text(ofFloat: value.description))
    }

    public mutating func string(_ text: String) {
        separate()
        writeString(text)
        followsValue = true
    }

    /// An array of strings.
    public mutating func strings(_ texts: [String]) {
        openArray()
        for text in texts { string(text) }
        closeArray()
    }

    /// `data` as a string of its base64 text, as Foundation writes `Data` (`/` escaped as `\/`).
    public mutating func base64(_ data: Data) {
        separate()
        let start = bytes.count
        // Room for the quotes and every digit escaped, cut to what is written.
        bytes.append(contentsOf: repeatElement(0, count: (data.count + 2) / 3 * 8 + 2))
        let written = bytes.withUnsafeMutableBufferPointer { text in
            data.withUnsafeBytes { data in
                Self.writeBase64(data, into: UnsafeMutableBufferPointer(rebasing: text[start...]))
            }
        }
        bytes.removeLast(bytes.count - start - written)
        followsValue = true
    }

    /// Writes `data`'s base64 string into `text`, which has room for it; returns the bytes written.
    private static func writeBase64(_ data: UnsafeRawBufferPointer, into text: UnsafeMutableBufferPointer<UInt8>)
        -> Int
    {
        let digits: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        var count = 0
        func put(_ byte: UInt8) {
            text[count] = byte
            count += 1
        }
        /// The digit of the group's six bits ending `shift` bits from its right.
        func putDigit(_ group: UInt32, _ shift: UInt32) {
            let digit = digits.utf8Start[Int(group >> shift & 63)]
            if digit == UInt8(ascii: "/") { put(UInt8(ascii: "\\")) }
            put(digit)
        }
        put(UInt8(ascii: "\""))
        var index = 0
        while index + 3 <= data.count {
            let group = UInt32(data[index]) << 16 | UInt32(data[index + 1]) << 8 | UInt32(data[index + 2])
            putDigit(group, 18)
            putDigit(group, 12)
            putDigit(group, 6)
            putDigit(group, 0)
            index += 3
        }
        // One or two bytes left: two or three digits, padded with `=` to four.
        let left = data.count - index
        if left > 0 {
            let group = UInt32(data[index]) << 16 | (left == 2 ? UInt32(data[index + 1]) << 8 : 0)
            putDigit(group, 18)
            putDigit(group, 12)
            if left == 2 { putDigit(group, 6) } else { put(UInt8(ascii: "=")) }
            put(UInt8(ascii: "="))
        }
        put(UInt8(ascii: "\""))
        return count
    }

    /// A dictionary as an object, its keys in the order of their UTF-8 bytes.
    public mutating func object(_ members: [String: Int]) {
        writeObject(members) { $0.int($1) }
    }

    /// A dictionary as an object, its keys in the order of their UTF-8 bytes; throws for a number JSON cannot hold.
    public mutating func object(_ members: [String: Double]) throws {
        try writeObject(members) { try $0.double($1) }
    }

    private mutating func writeObject<Value>(
        _ members: [String: Value], _ write: (inout JSONWriter, Value) throws -> Void
    ) rethrows {
        openObject()
        for (name, value) in members.sorted(by: { Self.keyPrecedes($0.key, $1.key) }) {
            key(escaping: name)
            try write(&self, value)
        }
        closeObject()
    }

    /// `value` by its `Encodable` conformance, as ``SortedJSONEncoder`` writes it.
    public mutating func encode(_ value: some Encodable) throws {
        try write(NodeEncoder(dateFormat: dateFormat).node(for: value))
    }

    /// A constant part encoded before: its bytes, or `value` encoded again when they hold dates written otherwise.
    public mutating func encode(_ constant: EncodedJSON) throws {
        guard constant.dateFormat == dateFormat, let bytes = constant.bytes else {
            return try encode(constant.value)
        }
        raw(bytes)
    }

    /// A number's or a constant's text, as it is.
    mutating func raw(_ text: some Collection<UInt8>) {
        separate()
        bytes.append(contentsOf: text)
        followsValue = true
    }

    mutating func raw(_ text: String) { raw(text.utf8) }

    private mutating func separate() {
        if followsValue { bytes.append(UInt8(ascii: ",")) }
    }

    /// Whether the key `left` comes strictly before `right` in the order of their UTF-8 bytes, an object's order.
    static func keyPrecedes(_ left: String, _ right: String) -> Bool {
        var (left, right) = (left, right)
        return left.withUTF8 { left in
            right.withUTF8 { right in
                for index in 0..<min(left.count, right.count) where left[index] != right[index] {
                    return left[index] < right[index]
                }
                return left.count < right.count
            }
        }
    }

    /// A float's description as JSON text: `1.0` → `1`, `-0.0` → `-0`; exponents stay as Swift writes them.
    static func text(ofFloat description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    /// The error of a number JSON cannot hold, at `codingPath`.
    static func nonFinite(_ value: Any, codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value, .init(codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON."))
    }

    /// A string as Foundation writes it: `"` `\` `/` and the control characters escaped, the rest as UTF-8 (copied
    /// a run at a time).
    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard Self.needsEscape(byte) else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "/"): append("\\/")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default:
                    append("\\u00")
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                }
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether a string's byte is written escaped.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// A value that writes its own JSON text, byte for byte what its `Encodable` conformance gives
/// ``SortedJSONEncoder``, without the `Codable` walk: the encoder asks the value it is given (not the values
/// inside it) for it. For the values a server writes on every request.
public protocol JSONTextWritable: Encodable {
    func writeJSON(to writer: inout JSONWriter) throws
}
