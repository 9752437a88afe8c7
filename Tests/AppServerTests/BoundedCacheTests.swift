import AppServer
import Testing

@Suite("Bounded cache")
struct BoundedCacheTests {
    @Test("past its capacity it forgets the least recently used values, down to a tenth below capacity")
    func leastRecentlyUsed() {
        let cache = BoundedCache<Int, String>(capacity: 10)
        for key in 0..<10 { cache.insert("\(key)", for: key) }
        #expect(cache.value(for: 0) == "0", "0 is now the most recently used")
        cache.insert("10", for: 10)
        #expect(cache.count == 9)
        #expect(cache.value(for: 0) == "0" && cache.value(for: 10) == "10")
        #expect(cache.value(for: 1) == nil && cache.value(for: 2) == nil, "the two least recently used are gone")
    }

    @Test("a value in use is never forgotten, and is forgettable again once released")
    func retained() {
        let cache = BoundedCache<Int, String>(capacity: 2)
        #expect(cache.retain(1) { "one" } == "one")
        #expect(cache.retain(1) { "other" } == "one", "a held value is returned, not replaced")
        for key in 2..<6 { cache.insert("\(key)", for: key) }
        #expect(cache.value(for: 1) == "one")
        cache.release(1)
        cache.release(1)
        for key in 6..<9 { cache.insert("\(key)", for: key) }
        #expect(cache.value(for: 1) == nil)
        #expect(cache.count <= 2)
    }
}
