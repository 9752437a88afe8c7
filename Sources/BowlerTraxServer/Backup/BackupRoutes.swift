import AppServer
import Basics
import Foundation
import Hummingbird

/// A backup's code and its restore on a new browser, under `/bowlertrax/api/backup`.
///
/// The platform has no sign-in, so a bowler who backs up their sessions (and calibrations, balls, settings and
/// games) to this server takes them to a new phone or browser with a backup code: `GET code` shows theirs (none
/// before they make one), `POST code` makes a new one (the old one stops working), and `POST restore {code}` on the
/// new browser makes it that bowler: its response sets the identity cookie to theirs. Whoever holds the code is that
/// bowler here, which the page says where it shows it.
///
/// A browser whose own records (sessions, manual games, saved calibrations) are already backed up here keeps them:
/// restoring another backup over it is refused (409 `own-backup-here`) rather than leaving them behind unreachable.
/// Its settings and balls (a first launch makes one) do not count: the backup's take their place. Codes are guessable only slowly: a client's
/// wrong ones are limited (``guesses``, then 429 with Retry-After).
struct BackupRoutes {
    let store: BowlerTraxStore
    let clock: any AppClock
    /// Wrong backup codes a client may send before it must wait: 10 in 10 minutes.
    let guesses = AttemptLimiter(limit: 10, window: 600)

    func add(to api: RouterGroup<AppRequestContext>) {
        let (store, clock, guesses) = (store, clock, guesses)
        api.get("backup/code") { _, context in
            guard let player = context.existingPlayer else { return BackupCodeView(code: nil) }
            return BackupCodeView(code: try await store.backupCode(of: player))
        }
        api.post("backup/code") { _, context in
            let code = SecureToken.make()
            try await store.setBackupCode(code, of: try await context.player())
            return EditedResponse(status: .created, response: BackupCodeView(code: code))
        }
        api.post("backup/restore") { request, context in
            let typed = try await request.decode(as: RestoreBackupRequest.self, context: context).code
            let client = context.clientAddress(of: request)
            try guesses.requireTurn(for: client, at: clock.now, code: "too-many-backup-attempts") { wait in
                "Too many backup codes that were not right; try again in \(wait) seconds."
            }
            guard let code = SecureToken.typed(typed), let owner = try await store.player(withBackupCode: code) else {
                guesses.record(for: client, at: clock.now)
                throw APIError.notFound(
                    "No backup has this code; check it in Settings on the phone that backs up (Show Backup Code).",
                    code: "unknown-backup-code")
            }
            if let current = context.existingPlayer, current != owner, try await store.keepsRecords(of: current) {
                throw APIError.conflict(
                    "This browser backs up sessions, games or calibrations of its own to this server, so another backup "
                        + "can't take its place.",
                    code: "own-backup-here")
            }
            guard try await context.become(owner) else {
                throw APIError.notFound("No backup has this code.", code: "unknown-backup-code")
            }
            return RestoredBackupView(
                sessions: try await store.stats(of: owner).sessions, settings: try await store.settings(of: owner))
        }
    }
}

/// `{"code": "1A2B-3C4D-…"}`, or `{}` before the bowler made one.
struct BackupCodeView: ResponseEncodable {
    let code: String?

    init(code: String?) {
        self.code = code.map(SecureToken.grouped)
    }
}

struct RestoreBackupRequest: Decodable, Sendable {
    let code: String
}

/// The restored backup: how many sessions it holds and its settings (which the page takes on).
struct RestoredBackupView: ResponseEncodable {
    let sessions: Int
    let settings: BowlerSettings
}
