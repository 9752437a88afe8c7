/// Configuration chosen from named presets (a table's limits, blackjack's rules), which a server stores with every
/// action: written as the preset's name when it is exactly a preset, and in full otherwise.
public protocol StoredByPresetName: Equatable {
    /// Every preset.
    static var presets: [Self] { get }
    /// The name a preset is stored by.
    var presetName: String { get }
    /// The preset stored as `name`; throws the type's own error for a name no preset has.
    static func preset(storedAs name: String) throws -> Self
}

extension StoredByPresetName {
    /// The preset a stored name names; nil when the value is stored in full (not a name).
    public static func storedPreset(from decoder: any Decoder) throws -> Self? {
        guard let name = try? decoder.singleValueContainer().decode(String.self) else { return nil }
        do {
            return try preset(storedAs: name)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    /// Writes the preset's name when the value is exactly a preset; false when it is not (then write it in full).
    public func encodeAsPreset(to encoder: any Encoder) throws -> Bool {
        guard let storedName else { return false }
        var container = encoder.singleValueContainer()
        try container.encode(storedName)
        return true
    }

    /// The name the value is stored by when it is exactly a preset; nil when it is stored in full.
    public var storedName: String? { Self.presets.contains(self) ? presetName : nil }
}
