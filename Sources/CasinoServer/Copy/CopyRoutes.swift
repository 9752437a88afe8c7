import Foundation
import Hummingbird
import OnboardingKit

/// GET /api/copy: every text of the page in the player's language,
/// `{"language": "vi", "available": ["en", "vi"], "copy": {key: text}}`.
enum CopyRoutes {
    static func add(to api: RouterGroup<CasinoRequestContext>, database: CasinoDatabase) {
        api.get("copy") { request, context in
            let language = try await language(of: request, context: context, database: database)
            return try encode(ServedCopy(
                language: language.rawValue, available: Language.allCases.map(\.rawValue), copy: texts[language] ?? [:]))
        }
    }

    /// The language of the player making `request`: their setting, else the first of the browser's languages
    /// (Accept-Language) the casino has, else English.
    static func language(of request: Request, context: CasinoRequestContext, database: CasinoDatabase) async throws -> Language {
        let id = try context.requirePlayer()
        let settings = try await database.pool.read { db in try PlayerRow.fetch(db, id: id).settings }
        return settings.language(acceptLanguage: request.headers[.acceptLanguage])
    }

    /// The served catalog by language, built once.
    private static let texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, CasinoCopy.served.texts(in: $0)) })

    private struct ServedCopy: Encodable {
        let language: String
        let available: [String]
        let copy: [String: String]
    }
}
