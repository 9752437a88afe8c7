import Hummingbird

/// Refuses (401) a request without the operator's bearer token.
func requireOperator(_ request: Request, token: String, what: String) throws(APIError) {
    guard let given = request.headers[.authorization], constantTimeEqual(given, "Bearer \(token)") else {
        var error = APIError(
            .unauthorized, "operator-only",
            "\(what) is for the operator: send Authorization: Bearer <the operator token given at start>.")
        error.headers[.wwwAuthenticate] = "Bearer"
        throw error
    }
}

/// Whether `a` and `b` are equal, in a time that depends on their lengths only (not on where they first differ), so
/// that the operator token cannot be guessed a character at a time from response times.
func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let left = Array(a.utf8)
    let right = Array(b.utf8)
    var difference = UInt8(truncatingIfNeeded: left.count ^ right.count)
    for index in 0..<max(left.count, right.count) {
        let x = index < left.count ? left[index] : 0
        let y = index < right.count ? right[index] : 0
        difference |= x ^ y
    }
    return difference == 0 && left.count == right.count
}
