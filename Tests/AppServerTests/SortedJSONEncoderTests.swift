import Basics
import Foundation
import Testing

/// `SortedJSONEncoder` writes exactly the bytes Foundation's `JSONEncoder` writes with `.sortedKeys`.
@Suite struct SortedJSONEncoderTests {
    static func foundation(_ value: some Encodable, iso8601: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if iso8601 { encoder.dateEncodingStrategy = .iso8601 }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func sorted(_ value: some Encodable, iso8601: Bool = false) throws -> String {
        let encoder = SortedJSONEncoder(dateFormat: iso8601 ? .iso8601 : .secondsSinceReferenceDate)
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    enum Colour: String, Codable { case red, green }

    struct Leaf: Codable {
        var name: String
        var count: Int
        var ratio: Double?
        var colour: Colour
        var tags: [String]
    }

    struct Tree: Codable {
        var zeta: Int8 = -8
        var alpha: [Leaf]
        var mixedCase: [String: Int]
        var byNumber: [Int: String]
        var nothing: String?
        var nested: [[Double?]]
        var flags: [Bool]
        var big: UInt64 = .max
        var small: Int64 = .min
        var bytes: Data
        var link: URL
        var when: Date
        var price: Decimal
        var single: Float
    }

    static let tree = Tree(
        alpha: [
            Leaf(
                name: "a/b \"q\" \\ \u{1}\u{8}\u{c}\r\n\t\u{1f}\u{7f} é 😀 \u{2028}", count: -12, ratio: 0.1 + 0.2,
                colour: .red, tags: []),
            Leaf(name: "", count: 0, ratio: nil, colour: .green, tags: ["x", "Y", "_"]),
        ],
        mixedCase: [
            "aB": 1, "aa": 2, "a_": 3, "A": 4, "b": 5, "B": 6, "a1": 7, "a10": 8, "a2": 9, "é": 10, "e": 11,
            "net": 12, "netCents": 13, "stakeCents": 14, "stakesInPlayCents": 15,
        ],
        byNumber: [1: "one", 10: "ten", 2: "two", -3: "minus three"],
        nested: [[1, nil, -0.0], [], [1e-7, 1e21, 123_456_789_012, 1e16, 12_345_678_901_234_567, -2.5e-5]],
        flags: [true, false], bytes: Data([0, 1, 2, 250, 255]), link: URL(string: "https://example.com/a?b=c")!,
        when: Date(timeIntervalSince1970: 1_700_000_000.75), price: Decimal(string: "12.50")!, single: 0.1)

    @Test("a value of every kind: nested, optional, keyed by mixed case and by number, escaped, dates both ways")
    func everyKind() throws {
        #expect(try Self.sorted(Self.tree) == Self.foundation(Self.tree))
        #expect(try Self.sorted(Self.tree, iso8601: true) == Self.foundation(Self.tree, iso8601: true))
    }

    @Test("10,000 doubles of every magnitude are written as Foundation writes them")
    func doubles() throws {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 100, 1e15, 1e16, 1e17, 5e-324, .greatestFiniteMagnitude]
        for _ in 0..<10_000 {
            let exponent = Double.random(in: -30...30, using: &generator)
            let sign: Double = Bool.random(using: &generator) ? 1 : -1
            let value = sign * Double.random(in: 1..<10, using: &generator) * pow(10, exponent.rounded())
            values.append(Bool.random(using: &generator) ? value : value.rounded())
        }
        #expect(try Self.sorted(values) == Self.foundation(values))
    }

    @Test("dates from 1600 to 2400, whole and fractional seconds, as ISO 8601 text in UTC")
    func dates() throws {
        var generator = SystemRandomNumberGenerator()
        var dates = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.5),
            Date(timeIntervalSince1970: 951_782_400),
        ]  // 2000-02-29
        for _ in 0..<5_000 {
            dates.append(
                Date(timeIntervalSince1970: Double.random(in: -11_676_096_000...13_569_465_600, using: &generator)))
        }
        #expect(try Self.sorted(dates, iso8601: true) == Self.foundation(dates, iso8601: true))
        #expect(try Self.sorted(dates) == Self.foundation(dates))
    }

    final class Base: Encodable {
        var inherited = 1
    }

    struct Derived: Encodable {
        enum CodingKeys: String, CodingKey { case own, other }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("x", forKey: .own)
            try container.encode("y", forKey: .own)
            try Base().encode(to: container.superEncoder())
            try Base().encode(to: container.superEncoder(forKey: .other))
        }
    }

    struct WritesNothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test("a super encoder, a key written twice (the last wins) and a value that writes nothing")
    func unusualEncoders() throws {
        #expect(try Self.sorted(Derived()) == Self.foundation(Derived()))
        #expect(try Self.sorted([WritesNothing()]) == Self.foundation([WritesNothing()]))
    }

    /// Nested containers written around their owner's other members, as a type may: each is copied in when its owner
    /// is done.
    struct Interleaved: Encodable {
        enum Keys: String, CodingKey { case a, b, c, y, z }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .b)
            try container.encode(1, forKey: .z)
            try inner.encode("x", forKey: .y)
            var list = container.nestedUnkeyedContainer(forKey: .a)
            try container.encode(2, forKey: .c)
            try list.encode(1)
            var deep = list.nestedContainer(keyedBy: Keys.self)
            try list.encode([3, 4])
            try deep.encode(true, forKey: .z)
            try deep.encodeNil(forKey: .c)
            try inner.encode("w", forKey: .a)
            try list.encode("last")
        }
    }

    @Test("nested containers written around their owner's members land where Foundation puts them")
    func interleavedContainers() throws {
        #expect(try Self.sorted(Interleaved()) == Self.foundation(Interleaved()))
        #expect(try Self.sorted([Interleaved(), Interleaved()]) == Self.foundation([Interleaved(), Interleaved()]))
    }

    struct WithConstantPart: Encodable {
        let live: Int
        let constant: EncodedJSON
    }

    @Test("a part encoded once is copied as it is, the same text Foundation writes of its value")
    func encodedOnce() throws {
        let value = WithConstantPart(live: 3, constant: EncodedJSON(Self.tree))
        #expect(try Self.sorted(value, iso8601: true) == Self.foundation(value, iso8601: true))
        // Inside an encoding that writes its dates otherwise, the part's own dates would be wrong: it is encoded again.
        #expect(try Self.sorted(value) == Self.foundation(value))
        let notANumber = WithConstantPart(live: 3, constant: EncodedJSON([Double.nan]))
        #expect(throws: EncodingError.self) { try SortedJSONEncoder().encode(notANumber) }
    }

    /// Writes itself: the same text its `Encodable` conformance gives.
    struct SelfWritten: JSONTextWritable {
        var bytes = Data([0xFF, 0xFE, 0xFD, 0xFC])
        var name = "a/b \"q\""
        var ratio = 2.0
        var scores: [String: Int] = ["b": 1, "B": 2, "a10": 3, "a2": 4]
        var tags = ["x", "y"]
        var leaf = Leaf(name: "é", count: 1, ratio: nil, colour: .green, tags: [])

        func writeJSON(to writer: inout JSONWriter) throws {
            writer.openObject()
            writer.key("bytes")
            writer.base64(bytes)
            writer.key("leaf")
            try writer.encode(leaf)
            writer.key("name")
            writer.string(name)
            writer.key("ratio")
            try writer.double(ratio)
            writer.key("scores")
            writer.object(scores)
            writer.key("tags")
            writer.strings(tags)
            writer.closeObject()
        }
    }

    @Test("a value writing itself is asked to, and writes what Foundation writes of it (base64 of every length too)")
    func writesItself() throws {
        #expect(try Self.sorted(SelfWritten()) == Self.foundation(SelfWritten()))
        #expect(
            try Self.sorted(SelfWritten())
                == #"{"bytes":"\/\/79\/A==","leaf":{"colour":"green","count":1,"name":"é","tags":[]},"#
                + #""name":"a\/b \"q\"","ratio":2,"scores":{"B":2,"a10":3,"a2":4,"b":1},"tags":["x","y"]}"#)
        #expect(throws: EncodingError.self) { try SortedJSONEncoder().encode(SelfWritten(ratio: .nan)) }
    }

    @Test("a number JSON cannot hold is refused, as Foundation refuses it")
    func nonFinite() {
        #expect(throws: EncodingError.self) { try SortedJSONEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try SortedJSONEncoder().encode(["x": Double.infinity]) }
        #expect(throws: EncodingError.self) { try SortedJSONEncoder().encode(Float.infinity) }
    }
}
