import Basics
import Foundation
import Hummingbird
import OnboardingKit
import Synchronization

/// The wall clock plus an offset the operator can move forward (`firstrun --adjustable-clock`): for browser tests of
/// what happens a day or a month later (a snoozed reminder, welcome back), on a real server. Never moves back.
public final class AdjustableClock: AppClock {
    private let offset = Mutex<TimeInterval>(0)

    public init() {}

    public var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        offset.withLock { $0 += seconds }
    }
}

/// `POST /api/operator/clock {"advanceSeconds": N}`: the operator moves an adjustable clock forward (at most a year
/// a request); answers the new time.
enum OperatorClockRoutes {
    struct Advance: Decodable {
        let advanceSeconds: Double
    }

    static func add(to api: RouterGroup<AppRequestContext>, clock: AdjustableClock, operatorToken: String) {
        api.post("operator/clock") { request, context in
            try requireOperator(request, token: operatorToken, what: "The clock")
            let advance = try await request.decode(as: Advance.self, context: context)
            guard advance.advanceSeconds.isFinite, (0...(366 * 86_400)).contains(advance.advanceSeconds) else {
                throw APIError.badRequest(
                    "advanceSeconds moves the clock forward by 0 to 31,622,400 seconds (a year).",
                    code: "invalid-advance")
            }
            clock.advance(by: advance.advanceSeconds)
            return ["now": ISO8601DateFormatter().string(from: clock.now)]
        }
    }
}
