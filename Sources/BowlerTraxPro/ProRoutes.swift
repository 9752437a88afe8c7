import AppServer
import Basics
import Foundation
import Hummingbird
import OnboardingKit
import Subscriptions

/// BowlerTrax Pro under `/bowlertrax/api/pro`: the player's Pro (GET), the paywall's answers, purchase, restore and
/// auto-renew, which answer the player's Pro after them and need the page's onboarding session (their analytics);
/// and the operator's controls of the local store. The features Pro unlocks are BowlerTrax's routes, which ask
/// ``ProService/requirePro(_:)``.
public enum ProRoutes {
    /// Adds the routes under `api`'s `pro`; `operatorCheck` refuses a request that is not the operator's.
    public static func add(
        to api: RouterGroup<AppRequestContext>, pro: ProService,
        operatorCheck: @escaping @Sendable (Request) throws(APIError) -> Void, language: @escaping LanguagePreference
    ) {
        let routes = api.group("pro")

        // The player's Pro; a visitor BowlerTrax has not seen gets a free one before the first launch.
        routes.get { request, context in
            let visitorLanguage = try await language(context.existingPlayer, request)
            guard let player = context.existingPlayer else {
                return ProView(
                    subscription: nil, onboardingFinished: false, paywall: .fresh(0),
                    products: pro.configuration.products, language: visitorLanguage)
            }
            return try await view(of: player, in: try await session(request, player), language: visitorLanguage)
        }
        routes.post("paywall") { request, context in
            let report = try await request.decode(as: PaywallReport.self, context: context)
            let (player, reference) = try await playerSession(request, context)
            try await pro.paywall(report.event, player: player, in: reference)
            return try await view(of: player, in: reference, language: try await language(player, request))
        }
        routes.post("purchase") { request, context in
            let purchase = try await request.decode(as: PurchaseRequest.self, context: context)
            let key = try idempotencyKey(of: request)
            let (player, reference) = try await playerSession(request, context)
            let visitorLanguage = try await language(player, request)
            let result = try await pro.purchase(purchase.productID, player: player, key: key, in: reference)
            let (outcome, message): (PurchaseView.Result, CopyKey?) =
                switch result {
                case .success: (.success, nil)
                case .cancelled: (.cancelled, "ui.proStore.purchase.cancelled")
                case .pending: (.pending, "ui.proStore.purchase.pending")
                case .failed: (.failed, "ui.proStore.purchase.failed")
                }
            return PurchaseView(
                result: outcome, message: message.map { ProCopy.text($0, in: visitorLanguage) },
                pro: try await view(of: player, in: reference, language: visitorLanguage))
        }
        routes.post("restore") { request, context in
            let restore = try await request.decode(as: RestoreRequest.self, context: context)
            let (player, reference) = try await playerSession(request, context)
            let restored = try await pro.restore(
                code: restore.code, player: player, client: context.clientAddress(of: request), in: reference)
            return RestoreView(
                restored: restored,
                pro: try await view(of: player, in: reference, language: try await language(player, request)))
        }
        routes.get("links") { _, context in
            guard let player = context.existingPlayer else { throw SubscriptionStoreError.notSubscribed.apiError }
            return CodeLinksView(
                try await pro.codeLinks(of: player), browsersPerCode: pro.browsersPerRestoreCode)
        }
        routes.delete("links/:link") { _, context in
            guard let player = context.existingPlayer else { throw SubscriptionStoreError.notSubscribed.apiError }
            try await pro.revokeLink(context.parameters.get("link") ?? "", player: player)
            return Response(status: .noContent)
        }
        routes.post("auto-renew") { request, context in
            let change = try await request.decode(as: AutoRenewRequest.self, context: context)
            let (player, reference) = try await playerSession(request, context)
            try await pro.setAutoRenew(change.on, player: player)
            return try await view(of: player, in: reference, language: try await language(player, request))
        }

        // The operator's controls of the local store, for tests and demos.
        let controls = routes.group("store")
        controls.post("next-purchase") { request, context in
            try operatorCheck(request)
            let input = try await request.decode(as: NextPurchaseRequest.self, context: context)
            return StoreControlView(try await pro.setNextPurchaseOutcome(input.outcome, code: input.code))
        }
        controls.post("renewal-billing") { request, context in
            try operatorCheck(request)
            let input = try await request.decode(as: RenewalBillingRequest.self, context: context)
            return StoreControlView(try await pro.setRenewalBilling(succeeds: input.succeeds, code: input.code))
        }
        controls.post("refund") { request, context in
            try operatorCheck(request)
            let input = try await request.decode(as: RefundRequest.self, context: context)
            return StoreControlView(try await pro.refund(code: input.code))
        }
        controls.post("pending") { request, context in
            try operatorCheck(request)
            let input = try await request.decode(as: PendingPurchaseRequest.self, context: context)
            return StoreControlView(try await pro.resolvePendingPurchase(code: input.code, approve: input.approve))
        }

        // MARK: Helpers

        @Sendable func view(of player: Int64, in reference: OnboardingSessionReference, language: Language)
            async throws -> ProView
        {
            ProView(
                subscription: try await pro.subscription(of: player),
                onboardingFinished: try await pro.firstLaunchFinished(in: reference),
                paywall: try await pro.store.player(player), products: pro.configuration.products, language: language)
        }

        /// The request's onboarding session; a 409 without one.
        @Sendable func session(_ request: Request, _ player: Int64) async throws(APIError)
            -> OnboardingSessionReference
        {
            guard let reference = await pro.onboarding.session(header: request.headers[.onboardingSession], of: player)
            else {
                throw APIError.conflict(
                    "Start an onboarding session first (POST /bowlertrax/api/onboarding/sessions) and send it in "
                        + "X-Onboarding-Session.", code: "no-session")
            }
            return reference
        }

        @Sendable func playerSession(_ request: Request, _ context: AppRequestContext) async throws
            -> (Int64, OnboardingSessionReference)
        {
            let player = try await context.player()
            return (player, try await session(request, player))
        }
    }
}
