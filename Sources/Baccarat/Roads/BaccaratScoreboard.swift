/// The five roads of a baccarat scoreboard, from one shoe's records.
///
/// ```swift
/// let scoreboard = try BaccaratScoreboard(parsing: "BBPTPpBB")
/// print(scoreboard.text)
/// ```
public struct BaccaratScoreboard: Sendable, Hashable, Codable {
    public let records: [BaccaratRecord]
    public let beadPlate: BeadPlate
    public let bigRoad: BigRoad
    public let bigEyeBoy: DerivedRoad
    public let smallRoad: DerivedRoad
    public let cockroachPig: DerivedRoad

    public init(_ records: [BaccaratRecord]) {
        self.records = records
        beadPlate = BeadPlate(records)
        let bigRoad = BigRoad(records)
        self.bigRoad = bigRoad
        bigEyeBoy = DerivedRoad(.bigEyeBoy, of: bigRoad)
        smallRoad = DerivedRoad(.smallRoad, of: bigRoad)
        cockroachPig = DerivedRoad(.cockroachPig, of: bigRoad)
    }

    /// The scoreboard of results written as ``BaccaratRecord/parse(_:)`` reads them.
    public init(parsing text: String) throws(BaccaratRecordError) {
        self.init(try BaccaratRecord.parse(text))
    }

    /// Every road under its name.
    public var text: String {
        [
            ("Bead Plate", beadPlate.text), ("Big Road", bigRoad.text),
            (bigEyeBoy.kind.name, bigEyeBoy.text), (smallRoad.kind.name, smallRoad.text),
            (cockroachPig.kind.name, cockroachPig.text),
        ].map { "\($0.0)\n\($0.1)" }.joined(separator: "\n\n")
    }
}
