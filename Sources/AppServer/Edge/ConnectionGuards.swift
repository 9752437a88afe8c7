import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import Synchronization

/// How many connections each client address holds open, shared by every connection of the server: a new one from an
/// address already at ``limit`` is closed at once, so one client cannot take every file descriptor (idle sockets
/// are closed by the idle timeout, ``HostConfiguration/idleTimeout``). Behind a proxy every connection comes from
/// the proxy's address: give 0 (no limit) and let the proxy limit its clients (nginx's `limit_conn`).
public final class ConnectionsPerAddress: Sendable {
    /// The most connections one address may hold open; 0 for no limit.
    public let limit: Int
    private let open = Mutex<[String: Int]>([:])

    public init(limit: Int) {
        self.limit = limit
    }

    /// How many connections `address` holds open now.
    public func count(of address: String) -> Int {
        open.withLock { $0[address] ?? 0 }
    }

    /// Counts a new connection from `address`; false (not counted) when the address is already at the limit.
    func admit(_ address: String) -> Bool {
        open.withLock { open in
            let current = open[address] ?? 0
            guard limit == 0 || current < limit else { return false }
            open[address] = current + 1
            return true
        }
    }

    /// A connection from `address` closed.
    func release(_ address: String) {
        open.withLock { open in
            let remaining = (open[address] ?? 1) - 1
            open[address] = remaining > 0 ? remaining : nil
        }
    }

    /// The handler each new connection gets: admits it or closes it, and releases it when it closes.
    func handler() -> some RemovableChannelHandler { AdmissionHandler(counter: self) }

    private final class AdmissionHandler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = Never
        let counter: ConnectionsPerAddress
        private var admitted: String?

        init(counter: ConnectionsPerAddress) {
            self.counter = counter
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { admit(context) }
        }

        func channelActive(context: ChannelHandlerContext) {
            admit(context)
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            if let admitted { counter.release(admitted) }
            admitted = nil
            context.fireChannelInactive()
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            if let admitted { counter.release(admitted) }
            admitted = nil
        }

        private func admit(_ context: ChannelHandlerContext) {
            guard admitted == nil, counter.limit > 0 else { return }
            let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
            if counter.admit(address) {
                admitted = address
            } else {
                context.close(promise: nil)
            }
        }
    }
}

/// The HTTP parser's own refusal (a malformed request line, header or chunked body: Hummingbird answers 400 with an
/// empty body and closes) given the house's form: the JSON error body and the headers every response carries.
/// The parser's error passes through this handler on its way to the request loop before the refusal is written, so
/// every other response goes by untouched (not even read: looking at every part cost every request).
final class ParserRefusalHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    static let body = #"{"error":"bad-request","message":"The request could not be read as HTTP."}"#
    /// The parser failed: the next 400 head is its refusal.
    private var parserFailed = false
    private var rewriting = false

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError { parserFailed = true }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard parserFailed else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(var head)
        where head.status == .badRequest && head.headerFields[.contentLength] == "0"
            && head.headerFields[.contentType] == nil:
            rewriting = true
            head.headerFields[.contentType] = "application/json; charset=utf-8"
            head.headerFields[.contentLength] = String(Self.body.utf8.count)
            head.headerFields[.cacheControl] = "no-store"
            for field in SecurityHeaders.fields { head.headerFields[fields: field.name] = [field] }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end(let trailers) where rewriting:
            rewriting = false
            parserFailed = false
            let buffer = context.channel.allocator.buffer(string: Self.body)
            context.write(wrapOutboundOut(.body(buffer)), promise: nil)
            context.write(wrapOutboundOut(.end(trailers)), promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }
}
