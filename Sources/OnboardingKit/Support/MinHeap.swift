/// A binary min-heap: O(1) peek at the smallest element, O(log n) insert and removal.
struct MinHeap<Element: Comparable>: Sendable where Element: Sendable {
    private var storage: [Element] = []

    var min: Element? { storage.first }

    mutating func insert(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func popMin() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let smallest = storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallestChild = parent
            if left < storage.count, storage[left] < storage[smallestChild] { smallestChild = left }
            if right < storage.count, storage[right] < storage[smallestChild] { smallestChild = right }
            guard smallestChild != parent else { break }
            storage.swapAt(parent, smallestChild)
            parent = smallestChild
        }
        return smallest
    }
}
