/// The guide's `VideoManager` cache rules as a value: which videos to load first, which to keep under a memory
/// budget, what to do at a video's end, and a clear error for a missing file. The page does the loading; this
/// decides.
///
/// Videos preload by priority (highest first, then in the order asked). When the cached videos exceed the
/// budget the cache clears softly: it evicts videos no screen shows, lowest priority first and least recently
/// used among equals, until they fit; videos on screen are never evicted.
///
/// ```swift
/// var cache = VideoCache(files: ["intro": 400_000, "cell1": 250_000], memoryBudget: 600_000, log: logger)
/// cache.preload([VideoRequest(name: "cell1", priority: .utility), VideoRequest(name: "intro", priority: .main)])
/// let intro = try cache.show(VideoRequest(name: "intro", priority: .main))   // intro.endAction == .restart
/// ```
public struct VideoCache: Sendable {
    /// The videos that exist and their sizes in bytes, by name.
    public let files: [String: Int]
    /// The most bytes of video the cache keeps when it can evict enough.
    public let memoryBudget: Int
    /// The cached videos, by name.
    public private(set) var entries: [String: VideoCacheEntry] = [:]
    private let log: any VideoLogSink
    private var useCounter = 0

    /// A cache of `files` (name to bytes; negative sizes count as 0) within `memoryBudget` bytes, logging to `log`.
    public init(files: [String: Int], memoryBudget: Int, log: any VideoLogSink) {
        self.files = files.mapValues { max(0, $0) }
        self.memoryBudget = max(0, memoryBudget)
        self.log = log
    }

    /// The bytes the cached videos take.
    public var cachedBytes: Int { entries.values.reduce(0) { $0 + $1.byteSize } }

    /// `requests` in the order to load them: highest priority first, ties in the order given.
    public static func preloadOrder(_ requests: [VideoRequest]) -> [VideoRequest] {
        requests.enumerated().sorted { lhs, rhs in
            lhs.element.priority != rhs.element.priority
                ? lhs.element.priority > rhs.element.priority : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Loads `requests` in ``preloadOrder(_:)`` without showing them; a missing file is logged and skipped.
    ///
    /// - Returns: the errors of the missing files, in load order.
    @discardableResult
    public mutating func preload(_ requests: [VideoRequest]) -> [VideoCacheError] {
        var errors: [VideoCacheError] = []
        for request in Self.preloadOrder(requests) {
            do throws(VideoCacheError) {
                try load(request, shown: false)
            } catch {
                errors.append(error)
            }
        }
        return errors
    }

    /// Loads `request` if needed and marks it shown.
    public mutating func show(_ request: VideoRequest) throws(VideoCacheError) -> VideoCacheEntry {
        try load(request, shown: true)
    }

    /// Marks `name` as no longer shown; it stays cached until a soft clear needs its memory.
    public mutating func hide(_ name: String) {
        entries[name]?.isShown = false
    }

    /// Evicts videos no screen shows, lowest priority and least recently used first, until the cache fits in
    /// `budget` bytes (the memory budget when `nil`; a low-memory warning passes less). Logs each eviction, and a
    /// warning when the videos on screen alone exceed the budget.
    ///
    /// - Returns: the evicted names, in eviction order.
    @discardableResult
    public mutating func softClear(toFit budget: Int? = nil) -> [String] {
        let limit = max(0, budget ?? memoryBudget)
        let candidates = entries.values.filter { !$0.isShown }.sorted {
            ($0.priority, $0.lastUse) < ($1.priority, $1.lastUse)
        }
        var evicted: [String] = []
        var total = cachedBytes
        for entry in candidates where total > limit {
            entries[entry.name] = nil
            total -= entry.byteSize
            evicted.append(entry.name)
            log.log(VideoLogEntry(level: .info, message: "Evicted '\(entry.name)' (\(entry.byteSize) bytes)."))
        }
        if total > limit {
            log.log(
                VideoLogEntry(
                    level: .warning,
                    message: "Videos on screen take \(total) bytes, over the budget of \(limit) bytes."))
        }
        return evicted
    }

    /// The end action of a cached video; `.stop` for a video that is not cached.
    public func endAction(of name: String) -> VideoEndAction {
        entries[name]?.endAction ?? .stop
    }

    @discardableResult
    private mutating func load(_ request: VideoRequest, shown: Bool) throws(VideoCacheError) -> VideoCacheEntry {
        useCounter += 1
        if var entry = entries[request.name] {
            entry.priority = max(entry.priority, request.priority)
            entry.loops = request.loops
            entry.isShown = entry.isShown || shown
            entry.lastUse = useCounter
            entries[request.name] = entry
            return entry
        }
        guard let size = files[request.name] else {
            let error = VideoCacheError.fileNotFound(request.name)
            log.log(VideoLogEntry(level: .error, message: error.description))
            throw error
        }
        let entry = VideoCacheEntry(
            name: request.name, byteSize: size, priority: request.priority, loops: request.loops, isShown: shown,
            lastUse: useCounter)
        entries[request.name] = entry
        log.log(VideoLogEntry(level: .debug, message: "Loaded '\(request.name)' (\(size) bytes)."))
        softClear()
        return entry
    }
}
