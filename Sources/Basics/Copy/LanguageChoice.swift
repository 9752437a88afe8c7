/// A player's language setting: the browser's languages (`"browser"`), or one language they picked (`"en"`, `"vi"`).
public enum LanguageChoice: Sendable, Hashable, Codable, CaseIterable, RawRepresentable {
    /// The first of the browser's languages the copy is written in.
    case browser
    /// The language the player picked.
    case picked(Language)

    /// Every choice, the browser's first, then each language.
    public static var allCases: [LanguageChoice] { [.browser] + Language.allCases.map(LanguageChoice.picked) }

    /// `"browser"` or a language's code.
    public init?(rawValue: String) {
        if rawValue == "browser" {
            self = .browser
        } else if let language = Language(rawValue: rawValue) {
            self = .picked(language)
        } else {
            return nil
        }
    }

    public var rawValue: String {
        switch self {
        case .browser: "browser"
        case .picked(let language): language.rawValue
        }
    }

    /// Reads `"browser"` or a language's code; anything else is a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let choice = LanguageChoice(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not browser or a language's code.")
        }
        self = choice
    }

    /// Writes `"browser"` or the language's code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The language to show: the one picked, or else the first of the browser's (`Accept-Language`) the copy has.
    public func language(acceptLanguage: String?) -> Language {
        switch self {
        case .browser: Language.preferred(from: acceptLanguage ?? "")
        case .picked(let language): language
        }
    }
}
