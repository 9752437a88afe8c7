import CoreMetrics
import Hummingbird
import Prometheus
import Synchronization

/// What the host measures, through swift-metrics, into one Prometheus registry that ``OperationsRoutes`` serves at
/// `GET /metrics`:
///
/// - `http_server_requests_total{route, method, status}` and `http_server_request_duration_seconds{…}` (a histogram):
///   every request by its route's pattern (`/casino/api/tables/{id}`, not the path, so the series stay few);
///   `(static)` for the page's files, `(unmatched)` for a path nothing serves.
/// - `firstrun_group_commit_batch_size` and `firstrun_group_commit_duration_seconds` (histograms): how many
///   requests' changes each group-commit transaction carried, and how long it took to write and sync.
/// - `firstrun_conflicts_total{code}`: refusals because the state changed meanwhile or the action does not fit it
///   now (every 409 the server answers, by its error code), and conflicts a store resolves itself
///   (``recordConflict(code:)``).
///
/// The executable bootstraps swift-metrics' global system with the same registry, so libraries' metrics land beside
/// these; tests give each host a registry of its own.
public struct HostMetrics: Sendable {
    /// The registry `/metrics` prints.
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    /// The request counters and timers made so far, by route, method and status: made once, not on every request.
    private let requestSeries = RequestSeries()
    /// The group commit's histograms, made once.
    private let commitBatchSize: Recorder
    private let commitDuration: CoreMetrics.Timer

    enum Name {
        static let requests = "http_server_requests_total"
        static let requestDuration = "http_server_request_duration_seconds"
        static let commitBatchSize = "firstrun_group_commit_batch_size"
        static let commitDuration = "firstrun_group_commit_duration_seconds"
        static let conflicts = "firstrun_conflicts_total"
    }

    /// Metrics recorded into `registry` (a new one by default).
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        let milliseconds: [Double] = [0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000]
        factory.durationHistogramBuckets = [
            Name.requestDuration: milliseconds.map { Duration.microseconds(Int64($0 * 1000)) },
            Name.commitDuration: milliseconds.map { Duration.microseconds(Int64($0 * 1000)) },
        ]
        factory.valueHistogramBuckets = [Name.commitBatchSize: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]]
        self.factory = factory
        commitBatchSize = Recorder(label: Name.commitBatchSize, factory: factory)
        commitDuration = CoreMetrics.Timer(label: Name.commitDuration, factory: factory)
    }

    /// A swift-metrics factory over ``registry``, for `MetricsSystem.bootstrap` in the executable.
    public var metricsFactory: some MetricsFactory { factory }

    /// One answered request.
    func recordRequest(route: String, method: HTTPRequest.Method, status: HTTPResponse.Status, duration: Duration) {
        let key = RequestSeries.Key(route: route, method: method.rawValue, status: status.code)
        let (counter, timer) = requestSeries.series(for: key) {
            let dimensions = [("route", route), ("method", method.rawValue), ("status", String(status.code))]
            return (
                CoreMetrics.Counter(label: Name.requests, dimensions: dimensions, factory: factory),
                CoreMetrics.Timer(label: Name.requestDuration, dimensions: dimensions, factory: factory)
            )
        }
        counter.increment()
        timer.recordNanoseconds(duration.nanoseconds)
    }

    /// One group-commit transaction of `size` submissions that took `duration`.
    func recordCommit(size: Int, duration: Duration) {
        commitBatchSize.record(size)
        commitDuration.recordNanoseconds(duration.nanoseconds)
    }

    /// One conflict: a request refused because the state it acted on changed or does not allow it now (`code` is
    /// the refusal's error code, e.g. `game-changed`), or a stale write a store detected and re-applied.
    public func recordConflict(code: String) {
        CoreMetrics.Counter(label: Name.conflicts, dimensions: [("code", code)], factory: factory).increment()
    }
}

/// The request metrics' handles by series. Routes are patterns and statuses few, so the series are few; past
/// `capacity` (methods a client made up) a series is made for its request and not kept.
private final class RequestSeries: Sendable {
    struct Key: Hashable {
        let route: String
        let method: String
        let status: Int
    }

    static let capacity = 1_000
    private let made = Mutex<[Key: (CoreMetrics.Counter, CoreMetrics.Timer)]>([:])

    func series(
        for key: Key, make: () -> (CoreMetrics.Counter, CoreMetrics.Timer)
    ) -> (CoreMetrics.Counter, CoreMetrics.Timer) {
        if let found = made.withLock({ $0[key] }) { return found }
        let series = make()
        made.withLock { made in
            if made.count < Self.capacity { made[key] = series }
        }
        return series
    }
}

extension Duration {
    /// The duration in whole nanoseconds.
    fileprivate var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}
