import Foundation

/// A JSON-shaped value, the unit every ``KeyValueStore`` keeps under a key.
///
/// Typed values go in and out through ``init(encoding:)`` and ``decode(_:)``:
/// ```swift
/// let value = try StoredValue(encoding: ["betting-zone": 1])
/// let counts = try value.decode([String: Int].self)
/// ```
public enum StoredValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([StoredValue])
    case object([String: StoredValue])

    /// Encodes any `Encodable` value into its JSON shape.
    public init<T: Encodable>(encoding value: T) throws(StorageError) {
        do {
            let data = try StoredValue.encoder.encode(value)
            self = try StoredValue.decoder.decode(StoredValue.self, from: data)
        } catch {
            throw StorageError.unencodableValue(type: String(describing: T.self), reason: "\(error)")
        }
    }

    /// Decodes the value as `T`; `key` only names the value in the error.
    public func decode<T: Decodable>(_ type: T.Type, key: String = "") throws(StorageError) -> T {
        do {
            let data = try StoredValue.encoder.encode(self)
            return try StoredValue.decoder.decode(T.self, from: data)
        } catch {
            throw StorageError.corruptValue(key: key, reason: "expected \(T.self): \(error)")
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([StoredValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: StoredValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
