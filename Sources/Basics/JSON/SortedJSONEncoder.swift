import Foundation

/// Writes `Encodable` values as JSON, byte for byte as Foundation's `JSONEncoder` does with `.sortedKeys`: object
/// keys in the order of their UTF-8 bytes, no spaces, `/` escaped as `\/`, whole floating-point numbers without
/// `.0`, `Data` as base64 and `URL` as its text. It costs a fraction of Foundation's encoder (no boxing of every
/// value, no sorting through `String` comparison), which matters where the server encodes on every request: each
/// API answer and each stored table.
public struct SortedJSONEncoder: Sendable {
    /// How dates are written.
    public enum DateFormat: Sendable {
        /// Seconds since 1 January 2001 as a number: Foundation's default (`.deferredToDate`).
        case secondsSinceReferenceDate
        /// Internet date-time text in UTC, whole seconds, e.g. `2026-11-23T22:15:06Z` (Foundation's `.iso8601`).
        case iso8601
    }

    public var dateFormat: DateFormat

    public init(dateFormat: DateFormat = .secondsSinceReferenceDate) {
        self.dateFormat = dateFormat
    }

    /// The JSON text of `value`; throws `EncodingError.invalidValue` for a number JSON cannot hold (NaN, ±∞).
    /// A ``JSONTextWritable`` value writes itself.
    public func encode(_ value: some Encodable) throws -> Data {
        var writer = JSONWriter(dateFormat: dateFormat)
        if let writable = value as? any JSONTextWritable {
            try writable.writeJSON(to: &writer)
        } else {
            try writer.encode(value)
        }
        return Data(writer.bytes)
    }
}

/// A constant part of an answer, encoded once (a pay table, say): ``SortedJSONEncoder`` copies its bytes, any other
/// encoder encodes ``value`` as usual, so the text is the same either way.
public struct EncodedJSON: Encodable, Sendable {
    /// The value the bytes are the JSON of.
    public let value: any Encodable & Sendable
    /// Nil when `value` could not be encoded (a NaN): it is then encoded, and refused, with each answer.
    let bytes: [UInt8]?
    /// The dates in `bytes`: an encoder writing its dates otherwise encodes ``value`` instead.
    let dateFormat: SortedJSONEncoder.DateFormat

    /// `value`'s JSON, written now with dates in `dateFormat` (the API answers' ISO 8601 by default).
    public init(_ value: some Encodable & Sendable, dateFormat: SortedJSONEncoder.DateFormat = .iso8601) {
        self.value = value
        self.dateFormat = dateFormat
        bytes = (try? SortedJSONEncoder(dateFormat: dateFormat).encode(value)).map { Array($0) }
    }

    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

/// An encoded value before it is written: objects keep their members in the order they were encoded and are
/// sorted as they are written.
enum JSONNode {
    case null
    case bool(Bool)
    /// A number in JSON's text (an integer, a `Double`, `Float` or `Decimal`).
    case number(String)
    /// JSON text encoded before (``EncodedJSON``).
    case encoded([UInt8])
    case string(String)
    /// `Data`, written as its base64 text.
    case base64(Data)
    case array(JSONArray)
    case object(JSONObject)
    /// What a nested encoder (`superEncoder`) wrote, read when the whole value is written.
    case nested(NodeEncoder)
}

final class JSONArray {
    var elements: [JSONNode] = []
}

final class JSONObject {
    struct Member {
        let key: String
        /// The key's first eight UTF-8 bytes, big-endian (zeros past its end): most keys are ordered by it alone.
        let prefix: UInt64
        let value: JSONNode

        /// Whether this member's key comes strictly before `other`'s in the order of their UTF-8 bytes.
        func precedes(_ other: Member) -> Bool {
            if prefix != other.prefix { return prefix < other.prefix }
            return JSONWriter.keyPrecedes(key, other.key)
        }
    }

    /// Room for a typical object's members from the start (growing an array one member at a time reallocates it).
    var members: [Member] = []

    init() {
        members.reserveCapacity(16)
    }

    func set(_ value: JSONNode, for key: String) {
        var prefix: UInt64 = 0
        var count = 0
        for byte in key.utf8 {
            prefix = prefix << 8 | UInt64(byte)
            count += 1
            if count == 8 { break }
        }
        if count < 8 { prefix <<= UInt64(8 * (8 - count)) }
        members.append(Member(key: key, prefix: prefix, value: value))
    }

    /// Sorts the members by key in place; an insertion sort (objects are small) keeps equal keys in the order
    /// written.
    func sort() {
        members.withUnsafeMutableBufferPointer { list in
            for index in list.indices.dropFirst() {
                var place = index
                while place > 0, list[place].precedes(list[place - 1]) {
                    list.swapAt(place, place - 1)
                    place -= 1
                }
            }
        }
    }
}

/// The encoder one value writes itself to; its ``node`` is the result.
final class NodeEncoder: Encoder {
    let dateFormat: SortedJSONEncoder.DateFormat
    /// The encoder of the value this one is inside, and the key it is at there (its coding path, built only when
    /// asked for: an error's context). Unowned: the parent keeps its children (a spare one, nested ones in its
    /// node), never the other way round, and a child's path is only asked for while its parent encodes.
    private unowned let parent: NodeEncoder?
    private var key: (any CodingKey)?
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var node: JSONNode?
    /// A child encoder done with, used again for the next value below this one (values are encoded one after
    /// another, depth first), so that each value does not make one.
    private var spareChild: NodeEncoder?

    init(dateFormat: SortedJSONEncoder.DateFormat, parent: NodeEncoder? = nil, key: (any CodingKey)? = nil) {
        self.dateFormat = dateFormat
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: NodeEncoder? = self
        while let current = encoder {
            if let key = current.key { path.append(key) }
            encoder = current.parent
        }
        return path.reversed()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: JSONObject
        if case .object(let existing)? = node {
            object = existing
        } else {
            object = JSONObject()
            node = .object(object)
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self, object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: JSONArray
        if case .array(let existing)? = node {
            array = existing
        } else {
            array = JSONArray()
            node = .array(array)
        }
        return UnkeyedContainer(encoder: self, array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    /// The node of `value`, encoded at `key` below this encoder (or as the whole value).
    func node<Value: Encodable>(for value: Value, at key: (any CodingKey)? = nil) throws -> JSONNode {
        // The types Foundation writes its own way, and the common leaves without a nested encoder.
        if Value.self == String.self { return .string(value as! String) }
        if Value.self == Int.self { return .number(String(value as! Int)) }
        if Value.self == Bool.self { return .bool(value as! Bool) }
        if Value.self == Double.self { return try number(value as! Double, at: key) }
        if Value.self == Date.self {
            let date = value as! Date
            switch dateFormat {
            case .iso8601: return .string(DateText.internet(date))
            case .secondsSinceReferenceDate: return try number(date.timeIntervalSinceReferenceDate, at: key)
            }
        }
        if Value.self == Data.self { return .base64(value as! Data) }
        if Value.self == URL.self { return .string((value as! URL).absoluteString) }
        if Value.self == Decimal.self { return .number((value as! Decimal).description) }
        if Value.self == EncodedJSON.self, let encoded = value as? EncodedJSON, encoded.dateFormat == dateFormat,
            let bytes = encoded.bytes
        {
            return .encoded(bytes)
        }
        // At `key` below this value, or (no key: a single value's content) at this value's own path.
        guard let key else {
            let nested = NodeEncoder(dateFormat: dateFormat, parent: parent, key: self.key)
            try value.encode(to: nested)
            return nested.node ?? .object(JSONObject())
        }
        let nested = spareChild ?? NodeEncoder(dateFormat: dateFormat, parent: self, key: key)
        spareChild = nil
        nested.key = key
        try value.encode(to: nested)
        // A value that asked for no container is written as an empty object, as Foundation does.
        let encoded = nested.node ?? .object(JSONObject())
        nested.node = nil
        spareChild = nested
        return encoded
    }

    func number(_ value: Double, at key: (any CodingKey)?) throws -> JSONNode {
        guard value.isFinite else { throw nonFinite(value, at: key) }
        return .number(JSONWriter.text(ofFloat: value.description))
    }

    func number(_ value: Float, at key: (any CodingKey)?) throws -> JSONNode {
        guard value.isFinite else { throw nonFinite(value, at: key) }
        return .number(JSONWriter.text(ofFloat: value.description))
    }

    private func nonFinite(_ value: Any, at key: (any CodingKey)?) -> EncodingError {
        JSONWriter.nonFinite(value, codingPath: codingPath + (key.map { [$0] } ?? []))
    }

    /// An encoder whose node is read when the whole value is written (`superEncoder`).
    func nestedEncoder(at key: any CodingKey) -> NodeEncoder {
        NodeEncoder(dateFormat: dateFormat, parent: self, key: key)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: NodeEncoder
    let object: JSONObject
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { object.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        object.set(try encoder.number(value, at: key), for: key.stringValue)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        object.set(try encoder.number(value, at: key), for: key.stringValue)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        object.set(.number(String(value)), for: key.stringValue)
    }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        object.set(try encoder.node(for: value, at: key), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = encoder.nestedEncoder(at: key)
        object.set(.nested(nested), for: key.stringValue)
        return nested.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = encoder.nestedEncoder(at: key)
        object.set(.nested(nested), for: key.stringValue)
        return nested.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = encoder.nestedEncoder(at: SuperKey.super)
        object.set(.nested(nested), for: SuperKey.super.stringValue)
        return nested
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = encoder.nestedEncoder(at: key)
        object.set(.nested(nested), for: key.stringValue)
        return nested
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: NodeEncoder
    let array: JSONArray
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { array.elements.count }

    private var nextKey: IndexKey { IndexKey(intValue: array.elements.count) }

    mutating func encodeNil() throws { array.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { array.elements.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.elements.append(try encoder.number(value, at: nextKey)) }
    mutating func encode(_ value: Float) throws { array.elements.append(try encoder.number(value, at: nextKey)) }
    mutating func encode(_ value: Int) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int8) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int16) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int32) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int64) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { array.elements.append(.number(String(value))) }
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        array.elements.append(try encoder.node(for: value, at: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = encoder.nestedEncoder(at: nextKey)
        array.elements.append(.nested(nested))
        return nested.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = encoder.nestedEncoder(at: nextKey)
        array.elements.append(.nested(nested))
        return nested.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = encoder.nestedEncoder(at: nextKey)
        array.elements.append(.nested(nested))
        return nested
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: NodeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node = .null }
    mutating func encode(_ value: Bool) throws { encoder.node = .bool(value) }
    mutating func encode(_ value: String) throws { encoder.node = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.node = try encoder.number(value, at: nil) }
    mutating func encode(_ value: Float) throws { encoder.node = try encoder.number(value, at: nil) }
    mutating func encode(_ value: Int) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: Int8) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: Int16) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: Int32) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: Int64) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: UInt) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.node = .number(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.node = .number(String(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { encoder.node = try encoder.node(for: value) }
}

private enum SuperKey: String, CodingKey {
    case `super`
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// JSON text from nodes: objects' members sorted by their keys' UTF-8 bytes (a key encoded twice keeps its last
/// value, as in Foundation).
extension JSONWriter {
    mutating func write(_ node: JSONNode) {
        switch node {
        case .null: null()
        case .bool(let value): bool(value)
        case .number(let text): raw(text)
        case .encoded(let text): raw(text)
        case .string(let text): string(text)
        case .base64(let data): base64(data)
        case .array(let array):
            openArray()
            for element in array.elements { write(element) }
            closeArray()
        case .object(let object): writeObject(object)
        case .nested(let encoder): write(encoder.node ?? .object(JSONObject()))
        }
    }

    private mutating func writeObject(_ object: JSONObject) {
        openObject()
        object.sort()
        for (index, member) in object.members.enumerated() {
            // Of a key written twice, the last value written.
            if index + 1 < object.members.count, object.members[index + 1].key == member.key { continue }
            key(escaping: member.key)
            write(member.value)
        }
        closeObject()
    }
}
