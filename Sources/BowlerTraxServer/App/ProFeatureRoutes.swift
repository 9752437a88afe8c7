import AppServer
import BowlerTrax
import BowlerTraxPro
import Foundation
import Hummingbird

/// What BowlerTrax Pro unlocks, under `/bowlertrax/api/pro`: Session Comparison and Export to CSV, each refusing a
/// player without Pro with a 402 (``ProService/requirePro(_:)``).
struct ProFeatureRoutes {
    let store: BowlerTraxStore
    let pro: ProService

    func add(to api: RouterGroup<AppRequestContext>) {
        let (store, pro) = (store, pro)
        let routes = api.group("pro")
        routes.get("compare") { request, context in
            let ids = try SessionComparison.sessionIDs(request.uri.queryParameters.get("sessions"))
            try await pro.requirePro(context.existingPlayer)
            guard let player = context.existingPlayer else { throw APIError.internalError }
            var sessions: [(record: SessionRecord, shots: [ShotMetrics])] = []
            for id in ids {
                guard let session = try await store.session(id, of: player) else {
                    throw BowlerTraxRoutes.missing("session", id)
                }
                let shots = try await store.shots(in: id).map { try $0.decodedMetrics() }
                sessions.append((session, shots))
            }
            return try SessionComparison(sessions: sessions)
        }
        routes.get("export.csv") { _, context in
            try await pro.requirePro(context.existingPlayer)
            guard let player = context.existingPlayer else { throw APIError.internalError }
            // Streamed a part at a time, so a player's whole history is never held at once; the first part is
            // read before the answer starts, so a database that fails at once is still a clean 503.
            let sessions = try await store.sessionIDs(of: player)
            let parts = stride(from: 0, to: sessions.count, by: ShotsExport.sessionsPerPart).map {
                Array(sessions[$0..<min($0 + ShotsExport.sessionsPerPart, sessions.count)])
            }
            let first = try await store.exportedShots(of: player, sessions: parts.first ?? [])
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/csv; charset=utf-8",
                    .contentDisposition: "attachment; filename=\"\(ShotsExport.filename)\"",
                    .cacheControl: "no-store",
                ],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: ShotsCSV.headerLine + ShotsExport.lines(first)))
                    for part in parts.dropFirst() {
                        let shots = try await store.exportedShots(of: player, sessions: part)
                        try await writer.write(ByteBuffer(string: ShotsExport.lines(shots)))
                    }
                    try await writer.finish(nil)
                })
        }
    }
}
