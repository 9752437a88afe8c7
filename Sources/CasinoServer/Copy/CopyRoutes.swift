import Foundation
import Hummingbird
import OnboardingKit

/// What the page reads in the player's language (their setting, else the browser's Accept-Language, else
/// English):
/// - GET /api/copy: every text of the page, `{"language": "vi", "available": ["en", "vi"], "copy": {key: text}}`;
/// - GET /api/options: the settings' choices (``SettingsOptions``), named in it.
enum CopyRoutes {
    static func add(to api: RouterGroup<CasinoRequestContext>, database: CasinoDatabase) {
        api.get("copy") { request, context in
            let language = try await database.language(of: context.existingPlayer, request: request)
            return try encode(ServedCopy(
                language: language.rawValue, available: Language.allCases.map(\.rawValue), copy: texts[language] ?? [:]))
        }
        api.get("options") { request, context in
            try encode(SettingsOptions(language: try await database.language(of: context.existingPlayer, request: request)))
        }
    }

    /// The served catalog by language, built once.
    private static let texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, CasinoCopy.served.texts(in: $0)) })

    private struct ServedCopy: Encodable {
        let language: String
        let available: [String]
        let copy: [String: String]
    }
}
