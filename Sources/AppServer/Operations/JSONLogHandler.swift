import Foundation
import Logging

/// A swift-log handler writing one JSON object per line, for log collectors:
///
/// ```json
/// {"timestamp":"2026-11-24T07:31:02.418Z","level":"info","label":"firstrun","message":"database ready","metadata":{"path":"/data/firstrun.sqlite"}}
/// ```
///
/// `metadata` merges the logger's, its metadata provider's and the call's (the call's win); an error logged with
/// the event appears as `metadata.error`. Nested metadata stays nested (arrays and objects).
///
/// ```swift
/// LoggingSystem.bootstrap { label in JSONLogHandler(label: label) }
/// ```
public struct JSONLogHandler: LogHandler {
    /// Where the lines go: each line is handed over whole, with its newline, in one call.
    public struct Output: Sendable {
        let write: @Sendable (String) -> Void

        public init(write: @escaping @Sendable (String) -> Void) { self.write = write }

        /// The process's standard error, where swift-log's default handler writes too.
        public static let standardError = Output { line in FileHandle.standardError.write(Data(line.utf8)) }
    }

    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    public var logLevel: Logger.Level = .info
    private let label: String
    private let output: Output

    public init(label: String, output: Output = .standardError, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.output = output
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let own = event.metadata { merged.merge(own) { _, new in new } }
        if let error = event.error { merged["error"] = "\(error)" }
        output.write(
            Self.line(date: Date(), level: event.level, label: label, message: "\(event.message)", metadata: merged))
    }

    /// One line: the fields in a fixed order, metadata keys sorted.
    static func line(
        date: Date, level: Logger.Level, label: String, message: String, metadata: Logger.Metadata
    ) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) -> String {
            // Strings and metadata values always encode.
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
        let timestamp = date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        let fields = [
            ("timestamp", json(timestamp)), ("level", json(level.rawValue)), ("label", json(label)),
            ("message", json(message)), ("metadata", json(metadata.mapValues(JSONMetadataValue.init))),
        ]
        return "{" + fields.map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}\n"
    }
}

/// A metadata value as JSON: strings (and anything printable) as strings, arrays and dictionaries as such.
private enum JSONMetadataValue: Encodable {
    case string(String)
    case array([JSONMetadataValue])
    case object([String: JSONMetadataValue])

    init(_ value: Logger.Metadata.Value) {
        switch value {
        case .string(let string): self = .string(string)
        case .stringConvertible(let convertible): self = .string(convertible.description)
        case .array(let values): self = .array(values.map(JSONMetadataValue.init))
        case .dictionary(let values): self = .object(values.mapValues(JSONMetadataValue.init))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}
