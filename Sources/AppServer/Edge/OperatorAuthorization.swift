import Hummingbird

/// Refuses (401) a request without the operator's bearer token.
func requireOperator(_ request: Request, token: String, what: String) throws(APIError) {
    guard request.headers[.authorization] == "Bearer \(token)" else {
        var error = APIError(
            .unauthorized, "operator-only",
            "\(what) is for the operator: send Authorization: Bearer <the operator token given at start>.")
        error.headers[.wwwAuthenticate] = "Bearer"
        throw error
    }
}
