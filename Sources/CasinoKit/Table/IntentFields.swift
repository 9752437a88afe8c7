/// The flat JSON object every table intent travels as, e.g. `{"action": "bet", "amountCents": 2500, "zone":
/// "banker"}`: the games' intent types (`BlackjackIntent`, `BaccaratIntent`, `XiDachIntent`) read and write
/// themselves through it.
///
/// Decoding refuses a missing or non-string `action` and a field of the wrong type (such as a non-integer
/// `amountCents`) with a `DecodingError` whose underlying error is a ``TableRefusal`` (code `malformed-json`);
/// see `DecodingError.tableRefusal`.
public struct IntentFields: Sendable, Equatable, Codable {
    /// The action's wire name, e.g. `bet`, `side-bet`, `hit`.
    public var action: String
    /// The amount in cents, for actions that take one.
    public var amountCents: Int?
    /// The betting zone, for actions that take one.
    public var zone: String?
    /// A name, for actions that take one.
    public var name: String?

    public init(action: String, amountCents: Int? = nil, zone: String? = nil, name: String? = nil) {
        self.action = action
        self.amountCents = amountCents
        self.zone = zone
        self.name = name
    }

    private enum CodingKeys: String, CodingKey {
        case action, amountCents, zone, name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<Value: Decodable>(_ key: CodingKeys, as type: Value.Type) throws -> Value? {
            do {
                return try container.decodeIfPresent(type, forKey: key)
            } catch is DecodingError {
                throw Self.error(
                    .badInput(code: "malformed-json", message: "'\(key.stringValue)' has the wrong type."),
                    codingPath: container.codingPath + [key])
            }
        }
        guard let action = try field(.action, as: String.self) else {
            throw Self.error(
                .badInput(code: "malformed-json", message: "The JSON body needs 'action'."),
                codingPath: container.codingPath + [CodingKeys.action])
        }
        self.action = action
        amountCents = try field(.amountCents, as: Int.self)
        zone = try field(.zone, as: String.self)
        name = try field(.name, as: String.self)
    }

    /// The amount, which must be present (code `missing-amount`) and accepted (``Money/accepted(cents:)``).
    public func amount() throws(TableRefusal) -> Money {
        guard let amountCents else {
            throw .badInput(code: "missing-amount", message: "'\(action)' needs an amountCents.")
        }
        return try Money.accepted(cents: amountCents)
    }

    /// The amount if one is given, then accepted (``Money/accepted(cents:)``).
    public func optionalAmount() throws(TableRefusal) -> Money? {
        guard let amountCents else { return nil }
        return try Money.accepted(cents: amountCents)
    }

    /// Decodes an intent: reads the fields, then `build` turns them into the intent; its refusal becomes a
    /// `DecodingError.dataCorrupted` carrying the ``TableRefusal`` as its underlying error.
    public static func decode<Intent>(
        from decoder: any Decoder, _ build: (IntentFields) throws(TableRefusal) -> Intent
    ) throws -> Intent {
        let fields = try IntentFields(from: decoder)
        do {
            return try build(fields)
        } catch {
            throw Self.error(error, codingPath: decoder.codingPath)
        }
    }

    /// A decoding error carrying `refusal`, with the refusal's message as its description.
    public static func error(_ refusal: TableRefusal, codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: refusal.description, underlyingError: refusal))
    }
}
