import Hummingbird

/// The host's routes, answering HEAD as GET without the body (the same status and headers) on every route.
public struct HostRouter: HTTPResponderBuilder {
    let router: Router<AppRequestContext>

    public struct Responder: HTTPResponder {
        let inner: RouterResponder<AppRequestContext>

        public func respond(to request: Request, context: AppRequestContext) async throws -> Response {
            guard request.method == .head else { return try await inner.respond(to: request, context: context) }
            var head = request.head
            head.method = .get
            var response = try await inner.respond(to: Request(head: head, body: request.body), context: context)
            response.body = ResponseBody()
            return response
        }
    }

    public func buildResponder() -> Responder { Responder(inner: router.buildResponder()) }
}
