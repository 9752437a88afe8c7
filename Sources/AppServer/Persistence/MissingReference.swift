/// A write refused because a row it refers to is gone: deleted by a request that ran at the same moment (a ball or a
/// calibration deleted while a session was started with it, a session deleted while a shot was sent into it). The
/// client is told the row is missing (404), as it would have been a moment later; nothing was written.
public struct MissingReference: Error, APIErrorConvertible, Equatable {
    /// What is missing, as the client names it: "ball", "calibration", "session".
    public let kind: String
    public let id: Int64

    public init(_ kind: String, _ id: Int64) {
        self.kind = kind
        self.id = id
    }

    public var apiError: APIError {
        .notFound("You have no \(kind) \(id).")
    }
}
