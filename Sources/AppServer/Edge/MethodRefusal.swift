import HTTPTypes
import Hummingbird

/// Answers a method a known path does not take with a 405 naming those it does (`Allow`), and any request to an
/// unknown API path with a JSON 404.
enum MethodRefusal {
    /// The methods answered with a 405 where a path does not take them (HEAD is GET without the body).
    static let methods: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete, .options, .trace, .query]

    /// Adds the refusals for every route of `router`, and a 404 under each of `apiPrefixes` (e.g. `casino/api`).
    static func add(to router: Router<AppRequestContext>, apiPrefixes: [String]) {
        for routes in Dictionary(grouping: router.routes, by: { $0.path.description }).values {
            let taken = routes.map(\.method)
            let allow = taken.map(\.rawValue).sorted().joined(separator: ", ")
            for method in methods where !taken.contains(method) {
                router.on(routes[0].path, method: method) { request, _ -> Response in
                    var error = APIError(
                        .methodNotAllowed, "method-not-allowed",
                        "\(request.uri.path) takes \(allow), not \(request.method).")
                    error.headers[.allow] = allow
                    throw error
                }
            }
        }
        for prefix in apiPrefixes {
            for method in methods {
                router.on(RouterPath("\(prefix)/**"), method: method) { request, _ -> Response in
                    throw APIError.notFound("There is no \(request.method) \(request.uri.path) in the API.")
                }
            }
        }
    }
}
