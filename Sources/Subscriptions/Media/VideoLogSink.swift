/// Where a ``VideoCache`` writes its log lines (the server's logger, a test's list).
public protocol VideoLogSink: Sendable {
    func log(_ entry: VideoLogEntry)
}
