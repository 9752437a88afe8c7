import Subscriptions
import Testing

@Suite("VideoCache")
struct VideoCacheTests {
    let files = ["intro": 400, "paywall": 300, "cell1": 200, "cell2": 200, "button": 100]

    @Test("preloading goes by priority, highest first, ties in the order asked")
    func preloadOrder() {
        let order = VideoCache.preloadOrder([
            VideoRequest(name: "cell1", priority: .utility),
            VideoRequest(name: "intro", priority: .main),
            VideoRequest(name: "cell2", priority: .background),
            VideoRequest(name: "button", priority: .userInitiated),
            VideoRequest(name: "paywall", priority: .main),
        ])
        #expect(order.map(\.name) == ["intro", "paywall", "button", "cell1", "cell2"])
    }

    @Test("looping videos restart at their end; others stop; unknown ones stop")
    func looping() throws {
        var cache = VideoCache(files: files, memoryBudget: 10_000, log: VideoLogLines())
        #expect(try cache.show(VideoRequest(name: "intro", priority: .main)).endAction == .restart)
        _ = try cache.show(VideoRequest(name: "button", priority: .main, loops: false))
        #expect(cache.endAction(of: "intro") == .restart)
        #expect(cache.endAction(of: "button") == .stop)
        #expect(cache.endAction(of: "nowhere") == .stop)
    }

    @Test("a missing file is a clear typed error, logged, and preloading carries on")
    func missingFile() throws {
        let log = VideoLogLines()
        var cache = VideoCache(files: files, memoryBudget: 10_000, log: log)
        #expect(throws: VideoCacheError.fileNotFound("outro")) {
            try cache.show(VideoRequest(name: "outro", priority: .main))
        }
        let errors = cache.preload([
            VideoRequest(name: "ghost", priority: .main), VideoRequest(name: "intro", priority: .utility),
        ])
        #expect(errors == [.fileNotFound("ghost")])
        #expect(cache.entries["intro"] != nil)
        let errorLines = log.entries.filter { $0.level == .error }.map(\.message)
        #expect(errorLines.count == 2)
        #expect(errorLines.allSatisfy { $0.hasPrefix("Video file not found") })
        #expect(VideoCacheError.fileNotFound("outro").description.contains("'outro'"))
        #expect(log.entries.first?.description.hasPrefix("[VideoManager] error: Video file not found") == true)
    }

    @Test("over the budget, videos off screen go lowest priority first, then least recently used")
    func softClearOrder() throws {
        let log = VideoLogLines()
        var cache = VideoCache(files: files, memoryBudget: 1_000, log: log)
        cache.preload([
            VideoRequest(name: "cell1", priority: .utility), VideoRequest(name: "cell2", priority: .utility),
            VideoRequest(name: "paywall", priority: .main), VideoRequest(name: "button", priority: .userInitiated),
        ])
        #expect(cache.cachedBytes == 800)
        _ = try cache.show(VideoRequest(name: "cell1", priority: .utility))
        cache.hide("cell1")
        // Loading intro (400) makes 1,200 bytes: cell2 (utility, least recently used) goes, 1,000 fits.
        _ = try cache.show(VideoRequest(name: "intro", priority: .main))
        #expect(cache.entries["cell2"] == nil)
        #expect(cache.cachedBytes == 1_000)
        #expect(Set(cache.entries.keys) == ["intro", "paywall", "button", "cell1"])
        #expect(log.entries.contains(VideoLogEntry(level: .info, message: "Evicted 'cell2' (200 bytes).")))
        // A low-memory warning halves the budget: cell1 then button go; intro is on screen, paywall is 300.
        #expect(cache.softClear(toFit: 700) == ["cell1", "button"])
        #expect(Set(cache.entries.keys) == ["intro", "paywall"])
    }

    @Test("videos on screen are never evicted; the overrun is logged as a warning")
    func shownStay() throws {
        let log = VideoLogLines()
        var cache = VideoCache(files: files, memoryBudget: 500, log: log)
        _ = try cache.show(VideoRequest(name: "intro", priority: .main))
        _ = try cache.show(VideoRequest(name: "paywall", priority: .background))
        #expect(cache.cachedBytes == 700)
        #expect(log.entries.last?.level == .warning)
        cache.hide("paywall")
        #expect(cache.softClear() == ["paywall"])
        #expect(cache.cachedBytes == 400)
    }

    @Test("asking again for a cached video raises its priority and makes it recent")
    func rerequest() throws {
        var cache = VideoCache(files: files, memoryBudget: 10_000, log: VideoLogLines())
        cache.preload([VideoRequest(name: "cell1", priority: .background)])
        cache.preload([VideoRequest(name: "cell1", priority: .main)])
        #expect(cache.entries["cell1"]?.priority == .main)
        cache.preload([VideoRequest(name: "cell1", priority: .utility)])
        #expect(cache.entries["cell1"]?.priority == .main)
        #expect(cache.entries["cell1"]?.isShown == false)
    }

    @Test("a low-priority preload into a full cache does not push out higher priorities")
    func preloadIntoFullCache() {
        var cache = VideoCache(files: files, memoryBudget: 700, log: VideoLogLines())
        cache.preload([VideoRequest(name: "intro", priority: .main), VideoRequest(name: "paywall", priority: .main)])
        cache.preload([VideoRequest(name: "cell1", priority: .background)])
        #expect(Set(cache.entries.keys) == ["intro", "paywall"])
    }

    @Test("negative sizes and budgets are taken as zero, without trapping")
    func negativeInput() {
        var cache = VideoCache(files: ["odd": -5], memoryBudget: -1, log: VideoLogLines())
        cache.preload([VideoRequest(name: "odd", priority: .main)])
        #expect(cache.memoryBudget == 0)
        #expect(cache.entries["odd"]?.byteSize == 0)
    }
}
