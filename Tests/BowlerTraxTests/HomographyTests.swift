import BowlerTrax
import Testing

@Suite("Homography (normalized DLT)")
struct HomographyTests {
    /// H = [[2, 0, 1], [0, 3, 2], [0.1, 0, 1]], worked by hand: (x, y) ↦ ((2x + 1) / (0.1x + 1), (3y + 2) / (0.1x + 1)).
    static let source: [(x: Double, y: Double)] = [(0, 0), (1, 0), (0, 1), (1, 1)]
    static let target: [(x: Double, y: Double)] = [(1, 2), (3 / 1.1, 2 / 1.1), (1, 5), (3 / 1.1, 5 / 1.1)]
    static let expected: [Double] = [2, 0, 1, 0, 3, 2, 0.1, 0, 1]

    @Test func fourPointsGiveTheHandComputedMap() throws {
        let h = try #require(Homography.estimate(from: Self.source, to: Self.target))
        for (value, expected) in zip(h.matrix, Self.expected) { #expect(abs(value - expected) < 1e-9) }
        // (2, 3) ↦ (5 / 1.2, 11 / 1.2)
        let mapped = try #require(h.apply(2, 3))
        #expect(abs(mapped.x - 5 / 1.2) < 1e-9 && abs(mapped.y - 11 / 1.2) < 1e-9)
    }

    @Test func morePointsAreALeastSquaresFitThatKeepsAnExactMap() throws {
        let source = Self.source + [(2, 3), (-1, 0.5)]
        // (−1, 0.5) ↦ (−1 / 0.9, 3.5 / 0.9)
        let target = Self.target + [(5 / 1.2, 11 / 1.2), (-1 / 0.9, 3.5 / 0.9)]
        let h = try #require(Homography.estimate(from: source, to: target))
        for (value, expected) in zip(h.matrix, Self.expected) { #expect(abs(value - expected) < 1e-9) }
    }

    @Test func leastSquaresSplitsAnInconsistentPoint() throws {
        // The identity on a square, with one extra point whose image is 0.1 off: the fit stays near the identity.
        let source: [(x: Double, y: Double)] = [(0, 0), (10, 0), (0, 10), (10, 10), (5, 5)]
        let target: [(x: Double, y: Double)] = [(0, 0), (10, 0), (0, 10), (10, 10), (5.1, 5)]
        let h = try #require(Homography.estimate(from: source, to: target))
        let centre = try #require(h.apply(5, 5))
        #expect(centre.x > 5 && centre.x < 5.1)
        #expect(abs(centre.y - 5) < 0.05)
    }

    @Test func inverseUndoesTheMap() throws {
        let h = try #require(Homography.estimate(from: Self.source, to: Self.target))
        let inverse = try #require(h.inverse)
        let back = try #require(inverse.apply(3 / 1.1, 5 / 1.1))
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y - 1) < 1e-9)
    }

    @Test func degeneratePointsHaveNoMap() {
        #expect(Homography.estimate(from: [(0, 0), (1, 0), (2, 0), (0, 1)], to: Self.target) == nil, "three collinear")
        #expect(Homography.estimate(from: Array(Self.source.prefix(3)), to: Array(Self.target.prefix(3))) == nil)
        #expect(Homography.estimate(from: [(0, 0), (1, 0), (0, .nan), (1, 1)], to: Self.target) == nil)
    }
}
