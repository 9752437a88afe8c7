import Basics
import Foundation
import Hummingbird
import OnboardingKit

/// The host's own API under `/api`: the player every app shares, the list of apps, and the home page's copy.
enum HomeRoutes {
    static func add(to api: RouterGroup<AppRequestContext>, apps: [any ServedApp], store: any PlatformStore) {
        // Reads never create a player: a visitor without one sees the defaults.
        api.get("me") { _, context in
            guard let id = context.existingPlayer else { return PlayerView(displayName: PlayerView.newPlayerName) }
            return PlayerView(displayName: try await store.displayName(of: id))
        }
        api.patch("me") { request, context in
            struct Change: Decodable { var displayName: String }
            let change = try await request.decode(as: Change.self, context: context)
            let name = try PlayerName.validated(change.displayName, for: "display name")
            let id = try await context.player()
            try await store.rename(id, to: name)
            return PlayerView(displayName: name)
        }
        api.get("apps") { request, _ in
            let language = Platform.language(of: request)
            return AppList(
                language: language.rawValue,
                apps: apps.map { app in
                    AppList.App(
                        id: app.id, name: text(app.listing.name, in: app.copy, language),
                        summary: text(app.listing.summary, in: app.copy, language), path: "/\(app.id)/",
                        icon: app.listing.icon)
                })
        }
        let texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, HostCopy.homePage.texts(in: $0)) })
        api.get("copy") { request, _ in
            let language = Platform.language(of: request)
            return ServedCopy(language: language, texts: texts[language] ?? [:])
        }
    }

    private static func text(_ key: CopyKey, in catalog: CopyCatalog, _ language: Language) -> String {
        (try? catalog.text(key, in: language)) ?? key.rawValue
    }
}

/// The player as every app sees them.
public struct PlayerView: ResponseEncodable, Sendable {
    public let displayName: String

    /// The display name of a new player.
    public static let newPlayerName = DatabasePlatformStore.newPlayerName

    public init(displayName: String) {
        self.displayName = displayName
    }
}

/// The apps on the home page, named in the visitor's language.
struct AppList: ResponseEncodable {
    struct App: Encodable {
        let id: String
        let name: String
        let summary: String
        let path: String
        let icon: String
    }

    let language: String
    let apps: [App]
}
