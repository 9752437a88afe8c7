import Subscriptions

/// The looping clips the page preloads (`/bowlertrax/media/<name>.mp4`, its still `<name>.jpg`), by the root screen:
/// the first launch's feature cards, then the paywall's background.
enum ProMedia {
    static let featureCards = ["feature-tracking", "feature-metrics", "feature-history"]
    static let paywall = "paywall"

    /// What to preload on `screen`, the clip on screen first (Subscriptions' ``VideoPriority``).
    static func videos(on screen: RootScreen) -> [VideoRequest] {
        switch screen {
        case .onboarding, .loading:
            featureCards.enumerated().map { VideoRequest(name: $1, priority: $0 == 0 ? .main : .userInitiated) }
                + [VideoRequest(name: paywall, priority: .utility)]
        case .paywall:
            [VideoRequest(name: paywall, priority: .main)]
                + featureCards.map { VideoRequest(name: $0, priority: .background) }
        case .main:
            [VideoRequest(name: paywall, priority: .utility)]
        }
    }
}
