import Foundation

/// A language the copy is written in.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    case english = "en"
    case vietnamese = "vi"

    /// The best supported language for an `Accept-Language`-style list such as `"vi-VN,vi;q=0.9,en;q=0.8"`:
    /// the one with the highest weight (`q`, 1 when absent; ties keep the list's order); `q=0` means "not this one".
    public static func preferred(from acceptLanguage: String, default fallback: Language = .english) -> Language {
        let weighted = acceptLanguage.split(separator: ",").compactMap {
            part -> (language: Language, weight: Double)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let tag = fields.first, let primary = tag.split(separator: "-").first,
                let language = Language(rawValue: String(primary))
            else { return nil }
            let weight = fields.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return (language, weight)
        }
        // `max(by:)` keeps the first of equals.
        return weighted.filter { $0.weight > 0 }.max { $0.weight < $1.weight }?.language ?? fallback
    }
}

/// A stable name for one piece of user-visible text, e.g. `bowlertrax.welcome.tagline`.
public struct CopyKey: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public static func < (lhs: CopyKey, rhs: CopyKey) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}

/// Why a piece of copy could not be produced.
public enum CopyError: Error, Equatable, CustomStringConvertible {
    case missingKey(CopyKey, Language)
    case missingArgument(key: CopyKey, argument: String)
    case duplicateKey(CopyKey)

    public var description: String {
        switch self {
        case .missingKey(let key, let language):
            "The copy catalog has no \(language.rawValue) text for '\(key)'."
        case .missingArgument(let key, let argument):
            "The copy '\(key)' needs the argument '{\(argument)}'."
        case .duplicateKey(let key):
            "The copy key '\(key)' is defined twice."
        }
    }
}

/// All user-visible text, keyed by ``CopyKey``, in every ``Language``.
///
/// Text may hold named placeholders in braces, filled by ``text(_:in:arguments:)``:
/// ```swift
/// let catalog = CopyCatalog([
///     "whatsnew.title": [.english: "What's New in v{version}", .vietnamese: "Có gì mới trong v{version}"],
/// ])
/// try catalog.text("whatsnew.title", in: .vietnamese, arguments: ["version": "1.1"])
/// ```
public struct CopyCatalog: Sendable {
    private var entries: [CopyKey: [Language: String]]

    /// A catalog of `entries`.
    public init(_ entries: [CopyKey: [Language: String]] = [:]) {
        self.entries = entries
    }

    /// One text as the apps write their copy: the key, the English text, the Vietnamese text.
    public typealias Entry = (key: CopyKey, english: String, vietnamese: String)

    /// A catalog of sections of entries; a key written twice keeps its first text (each app's copy tests report it).
    public init(sections: [[Entry]]) {
        self.init(
            Dictionary(
                sections.joined().map { ($0.key, [Language.english: $0.english, .vietnamese: $0.vietnamese]) },
                uniquingKeysWith: { first, _ in first }))
    }

    /// Every key in the catalog, sorted.
    public var keys: [CopyKey] { entries.keys.sorted() }

    /// Whether the catalog has text for `key` in `language`.
    public func contains(_ key: CopyKey, in language: Language) -> Bool {
        entries[key]?[language] != nil
    }

    /// The text of `key` in `language`, with `{name}` placeholders replaced from `arguments`.
    public func text(
        _ key: CopyKey, in language: Language, arguments: [String: String] = [:]
    ) throws(CopyError) -> String {
        guard let template = entries[key]?[language] else { throw .missingKey(key, language) }
        var text = template
        for (name, value) in arguments {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        if let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
            throw .missingArgument(key: key, argument: String(text[text.index(after: open)..<close]))
        }
        return text
    }

    /// The keys among `keys` that lack text in any of `languages`, one entry per gap.
    public func missing(
        _ keys: some Sequence<CopyKey>, in languages: [Language] = Language.allCases
    ) -> [(key: CopyKey, language: Language)] {
        Set(keys).sorted().flatMap { key in
            languages.filter { !contains(key, in: $0) }.map { (key: key, language: $0) }
        }
    }

    /// Every text of `language` by key, its placeholders unfilled: a whole catalog for a client that fills them.
    ///
    /// ```swift
    /// catalog.texts(in: .vietnamese)   // ["whatsnew.title": "Có gì mới trong v{version}"]
    /// ```
    public func texts(in language: Language) -> [String: String] {
        var texts: [String: String] = [:]
        for (key, translations) in entries {
            if let text = translations[language] { texts[key.rawValue] = text }
        }
        return texts
    }

    /// A catalog holding the entries of both; a key defined in both is an error.
    public func merging(_ other: CopyCatalog) throws(CopyError) -> CopyCatalog {
        var merged = entries
        for (key, texts) in other.entries {
            guard merged[key] == nil else { throw .duplicateKey(key) }
            merged[key] = texts
        }
        return CopyCatalog(merged)
    }
}
