/// The screen the app shows at its root, as the guide's `RootScreen` chooses it.
public enum RootScreen: String, Sendable, Hashable, Codable, CaseIterable {
    /// The onboarding steps (``OnboardingFlowModel``).
    case onboarding
    /// Waiting for the store's answer; neither the paywall nor Pro.
    case loading
    /// The paywall: after onboarding, or over the main screen when the user asks for Pro.
    case paywall
    /// The main content.
    case main

    /// The screen for a user, by the guide's rules: an entitled user sees the main content; otherwise the
    /// paywall while it is shown (also over the main screen, after a skip), the main content once the paywall
    /// was skipped, the paywall once onboarding is finished, and onboarding before that.
    ///
    /// While the entitlement is `loading`, a screen shows only if the answer cannot change it: the main content
    /// after a skip; anything else waits on ``loading``, so a paying user never sees the paywall (or onboarding)
    /// flash before the store answers.
    ///
    /// - Parameters:
    ///   - onboardingFinished: the user reached the end of onboarding (``OnboardingFlowModel/isFinished``).
    ///   - entitlement: the session's ``EntitlementAccess``.
    ///   - paywallShown: the paywall is presented (the guide's `showSubscription`).
    ///   - paywallSkipped: the user skipped the paywall (the guide's `isPaywallSkipped`).
    public static func route(
        onboardingFinished: Bool, entitlement: EntitlementAccess, paywallShown: Bool, paywallSkipped: Bool
    ) -> RootScreen {
        let freeRoute = routeWithoutPro(
            onboardingFinished: onboardingFinished, paywallShown: paywallShown, paywallSkipped: paywallSkipped)
        switch entitlement {
        case .entitled: return .main
        case .notEntitled: return freeRoute
        case .loading: return freeRoute == .main ? .main : .loading
        }
    }

    /// The screen of a user without Pro.
    private static func routeWithoutPro(
        onboardingFinished: Bool, paywallShown: Bool, paywallSkipped: Bool
    ) -> RootScreen {
        if paywallShown { return .paywall }
        if paywallSkipped { return .main }
        return onboardingFinished ? .paywall : .onboarding
    }

    /// Whether the guide's audio manager plays background music on this screen: onboarding and the paywall.
    public var playsBackgroundMusic: Bool { self == .onboarding || self == .paywall }
}
