import Foundation
import HostTesting
import Logging
import ServiceLifecycle
import Testing

@testable import AppServer

#if canImport(Glibc)
    import Glibc
#endif

/// A plain TCP connection to the server, written and read byte for byte as a slow or broken client would.
private final class RawConnection: @unchecked Sendable {
    let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(socket) }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(socket, $0.baseAddress, $0.count - 1) }
    }

    /// What the server sends until a response's head has arrived whole (or `seconds` pass): for a connection kept
    /// alive, which never closes.
    func readResponseHead(seconds: Double) async -> String {
        await withCheckedContinuation { done in
            Thread {
                var text = ""
                let deadline = Date().addingTimeInterval(seconds)
                while !text.contains("\r\n\r\n"), Date() < deadline {
                    let (more, closed) = self.blockingRead(seconds: 0.05)
                    text += more
                    if closed { break }
                }
                done.resume(returning: text)
            }.start()
        }
    }

    /// Everything the server sends until it closes the connection or `seconds` pass; `closed` says which. The
    /// blocking reads run on a thread of their own, never on the concurrency pool that serves the requests.
    func readUntilClosed(seconds: Double) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { done in
            Thread { done.resume(returning: self.blockingRead(seconds: seconds)) }.start()
        }
    }

    private func blockingRead(seconds: Double) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&poller, 1, remaining) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(socket, &buffer, buffer.count)
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer[0..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }
}

/// Runs a live host (the ledger app, port 0) configured by `configure`, and `body` with its port.
private func withLiveHost(
    _ configure: (inout HostConfiguration) -> Void, _ body: @Sendable (Int) async throws -> Void
) async throws {
    var configuration = HostConfiguration(
        port: 0, databasePath: temporaryDatabasePath(), operatorToken: testOperatorToken)
    configure(&configuration)
    let host = try AppHost(apps: [LedgerApp()], configuration: configuration)
    var logger = Logger(label: "firstrun.test")
    logger.logLevel = .critical
    let (ports, portFound) = AsyncStream.makeStream(of: Int.self)
    let services = try host.serviceGroup(
        logger: logger, gracefulShutdownSignals: [], onServerRunning: { port in portFound.yield(port) })
    try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await services.run() }
        let port = try #require(await ports.first { _ in true })
        try await body(port)
        await services.triggerGracefulShutdown()
        try await tasks.next()
    }
}

@Suite("Connections: idle and stalled clients closed, a cap per address, the parser's refusals in the house's form")
struct ConnectionGuardTests {
    @Test("A client that stops halfway through a request's head, or sends nothing, is closed after the idle timeout")
    func stalledClientsAreClosed() async throws {
        try await withLiveHost({ $0.idleTimeout = .seconds(1) }) { port in
            let halfSent = try RawConnection(port: port)
            halfSent.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            let silent = try RawConnection(port: port)
            #expect(await halfSent.readUntilClosed(seconds: 6).closed, "a half-sent head is not kept for ever")
            #expect(
                await silent.readUntilClosed(seconds: 6).closed, "a connection that never sends is not kept for ever")
            // A client that keeps to its requests is served.
            let prompt = try RawConnection(port: port)
            prompt.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(await prompt.readUntilClosed(seconds: 6).text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("One address holds at most its limit of connections open; the next is closed, one freed is usable again")
    func connectionsPerAddressAreCapped() async throws {
        try await withLiveHost({ $0.connectionsPerAddress = 3 }) { port in
            var held = try (0..<3).map { _ in try RawConnection(port: port) }
            // The three are served (and stay open: keep-alive).
            for connection in held {
                connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.readResponseHead(seconds: 10).hasPrefix("HTTP/1.1 200"))
            }
            let fourth = try RawConnection(port: port)
            fourth.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let refused = await fourth.readUntilClosed(seconds: 5)
            #expect(refused.closed && refused.text.isEmpty, "the fourth connection is closed unanswered")
            held.removeLast()  // closes it: once the server has seen it close, a new connection is served
            var served = false
            for _ in 0..<40 where !served {
                let again = try RawConnection(port: port)
                again.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                served = await again.readUntilClosed(seconds: 5).text.hasPrefix("HTTP/1.1 200")
                if !served { try await Task.sleep(for: .milliseconds(250)) }
            }
            #expect(served, "a connection freed is usable again")
            _ = held
        }
    }

    @Test("A request the HTTP parser cannot read is a 400 with the JSON error body and the security headers")
    func parserRefusalsAreJSON() async throws {
        try await withLiveHost({ _ in }) { port in
            let garbled = try RawConnection(port: port)
            garbled.send("GET /health HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n")  // a header without its colon
            let reply = await garbled.readUntilClosed(seconds: 5).text
            #expect(reply.hasPrefix("HTTP/1.1 400"))
            #expect(reply.lowercased().contains("content-type: application/json"))
            #expect(reply.lowercased().contains("x-content-type-options: nosniff"))
            #expect(reply.lowercased().contains("content-security-policy: default-src 'self'"))
            let body = try #require(reply.components(separatedBy: "\r\n\r\n").last)
            let fields = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String]
            #expect(fields?["error"] == "bad-request" && fields?["message"]?.isEmpty == false)
        }
    }

    @Test(
        "On one connection: answers carry each security header once and name no server software; a request the parser then cannot read is still refused in JSON"
    )
    func answersThenAParserRefusalOnOneConnection() async throws {
        try await withLiveHost({ _ in }) { port in
            let connection = try RawConnection(port: port)
            for _ in 0..<2 {
                connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                let head = await connection.readResponseHead(seconds: 10).lowercased()
                #expect(head.hasPrefix("http/1.1 200"))
                for name in ["content-security-policy:", "x-content-type-options:", "referrer-policy:"] {
                    #expect(head.components(separatedBy: "\r\n" + name).count == 2, "\(name) once in \(head)")
                }
                #expect(!head.contains("\r\nserver:"), "\(head)")
            }
            connection.send("GET /health HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n")
            let reply = await connection.readUntilClosed(seconds: 5).text
            let refusal = try #require(reply.components(separatedBy: "HTTP/1.1 400").last)
            #expect(reply.contains("HTTP/1.1 400"))
            #expect(refusal.lowercased().contains("content-type: application/json"))
            #expect(refusal.hasSuffix(#""message":"The request could not be read as HTTP."}"#))
        }
    }

    @Test("A malformed chunked body is a 400 saying the body could not be read, not a 500")
    func malformedChunkedBodyIsABadRequest() async throws {
        try await withLiveHost({ _ in }) { port in
            let client = try RawConnection(port: port)
            client.send(
                "PATCH /api/me HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n5\r\n{\"dis\r\nZZ\r\nnot a chunk\r\n\r\n")
            let reply = await client.readUntilClosed(seconds: 5).text
            #expect(reply.hasPrefix("HTTP/1.1 400"), "\(reply.prefix(200))")
            #expect(reply.contains("unreadable-body") || reply.contains("\"bad-request\""))
        }
    }

    @Test("One client address makes at most its limit of new players a minute; a player it already has is served")
    func newPlayersPerAddressAreLimited() async throws {
        try await withLiveHost({ $0.newPlayersPerMinute = 3 }) { port in
            func rename(cookie: String?) async throws -> String {
                let client = try RawConnection(port: port)
                let body = #"{"displayName": "Lan"}"#
                client.send(
                    "PATCH /api/me HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                        + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                        + (cookie.map { "Cookie: firstrun_player=\($0)\r\n" } ?? "") + "\r\n" + body)
                return await client.readUntilClosed(seconds: 10).text
            }
            var cookies: [String] = []
            for _ in 0..<3 {
                let reply = try await rename(cookie: nil)
                #expect(reply.hasPrefix("HTTP/1.1 200"), "\(reply.prefix(120))")
                let cookie = reply.components(separatedBy: "firstrun_player=").dropFirst().first?
                    .prefix { $0 != ";" }
                cookies.append(String(cookie ?? ""))
            }
            let fourth = try await rename(cookie: nil)
            #expect(
                fourth.hasPrefix("HTTP/1.1 429") && fourth.contains("too-many-new-players"), "\(fourth.prefix(200))")
            #expect(fourth.lowercased().contains("retry-after: "))
            #expect(!fourth.contains("firstrun_player="), "no player was made")
            // The players it has are served as ever.
            #expect(try await rename(cookie: cookies[0]).hasPrefix("HTTP/1.1 200"))
        }
    }
}
