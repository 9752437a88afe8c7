import BowlerTraxVision
import Foundation
import Testing

/// The "near a saved centre" rule against truth computed here with Foundation's trigonometry: the published length of
/// a degree, the great-circle (haversine) distance, and points placed at a known great-circle
/// distance from a centre (the sphere's direct problem).
struct NearbyPlaceTests {
    typealias Coordinate = NearbyPlace.Coordinate

    static let earthRadius = 6_371_000.0
    static let radiansPerDegree = Double.pi / 180

    /// The great-circle distance between `a` and `b` on the sphere (the haversine formula, Foundation's trig).
    static func haversine(_ a: Coordinate, _ b: Coordinate) -> Double {
        let halfNorth = (b.latitude - a.latitude) * radiansPerDegree / 2
        let halfEast = (b.longitude - a.longitude) * radiansPerDegree / 2
        let h =
            sin(halfNorth) * sin(halfNorth) + cos(a.latitude * radiansPerDegree) * cos(b.latitude * radiansPerDegree)
            * sin(halfEast) * sin(halfEast)
        return 2 * earthRadius * asin(min(1, h.squareRoot()))
    }

    /// The point `meters` from `start` along the great circle leaving it at `bearing` (degrees clockwise from north),
    /// its longitude in [-180, 180].
    static func destination(from start: Coordinate, meters: Double, bearing: Double) -> Coordinate {
        let angle = meters / earthRadius
        let latitude = start.latitude * radiansPerDegree
        let heading = bearing * radiansPerDegree
        let end = asin(sin(latitude) * cos(angle) + cos(latitude) * sin(angle) * cos(heading))
        let east = atan2(sin(heading) * sin(angle) * cos(latitude), cos(angle) - sin(latitude) * sin(end))
        var longitude = start.longitude + east / radiansPerDegree
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return Coordinate(latitude: end / radiansPerDegree, longitude: longitude)
    }

    /// Centres from the equator to 80°, both hemispheres, and beside the antimeridian.
    static let centres = [
        Coordinate(latitude: 10.7769, longitude: 106.7009), Coordinate(latitude: -33.8688, longitude: 151.2093),
        Coordinate(latitude: 51.5074, longitude: -0.1278), Coordinate(latitude: 64.1466, longitude: -21.9426),
        Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: -17.7134, longitude: 179.9998),
        Coordinate(latitude: 65.5, longitude: -179.9999), Coordinate(latitude: 80, longitude: 45),
        Coordinate(latitude: -80, longitude: -120),
    ]

    @Test func aDegreeOfLatitudeIsThePublishedLength() {
        // 2π · 6,371 km / 360 = 111,194.93 m, wherever the degree is.
        for latitude in [-89.5, -45, -0.5, 0, 30, 59, 89] {
            let south = Coordinate(latitude: latitude, longitude: 13.4)
            let north = Coordinate(latitude: latitude + 1, longitude: 13.4)
            #expect(abs(NearbyPlace.meters(from: south, to: north) - 111_194.93) < 0.005, "from \(latitude)°")
        }
        // A degree of longitude on the equator is as long.
        let equator = NearbyPlace.meters(
            from: Coordinate(latitude: 0, longitude: -73), to: Coordinate(latitude: 0, longitude: -72))
        #expect(abs(equator - 111_194.93) < 0.005)
        #expect(NearbyPlace.earthRadiusMeters == 6_371_000)
        #expect(NearbyPlace.radiusMeters == 500)
    }

    @Test func distancesUnderFiveKilometresAreTheGreatCircleOnesWithinACentimetre() {
        var worst = 0.0
        var checked = 0
        for centre in Self.centres {
            for bearing in stride(from: 0.0, to: 360, by: 23) {
                for meters in [0.0, 0.5, 37, 250, 499, 500, 501, 1_234, 3_000, 4_999] {
                    let place = Self.destination(from: centre, meters: meters, bearing: bearing)
                    let truth = Self.haversine(centre, place)
                    #expect(abs(truth - meters) < 1e-6)  // the destination is where it was meant to be
                    let error = abs(NearbyPlace.meters(from: centre, to: place) - truth)
                    let back = NearbyPlace.meters(from: place, to: centre)
                    #expect(error < 0.01, "\(meters) m at \(bearing)° from \(centre)")
                    #expect(back == NearbyPlace.meters(from: centre, to: place))
                    worst = max(worst, error)
                    checked += 1
                }
            }
        }
        #expect(checked == 9 * 16 * 10)
        print("NearbyPlace: \(checked) distances under 5 km within \(worst) m of the great-circle ones")
    }

    @Test func aPlaceJustInsideTheRadiusIsNearAndJustOutsideIsNot() {
        for centre in Self.centres {
            for bearing in stride(from: 0.0, to: 360, by: 45) {
                let inside = Self.destination(from: centre, meters: 499.9, bearing: bearing)
                let outside = Self.destination(from: centre, meters: 500.1, bearing: bearing)
                #expect(NearbyPlace.isNear(inside, to: centre), "\(bearing)° from \(centre)")
                #expect(!NearbyPlace.isNear(outside, to: centre), "\(bearing)° from \(centre)")
                #expect(NearbyPlace.nearest(to: centre, among: [inside]) == 0)
                #expect(NearbyPlace.nearest(to: centre, among: [outside]) == nil)
                #expect(NearbyPlace.nearest(to: centre, among: [outside, inside]) == 1)
            }
        }
    }

    @Test func theNearestOfSeveralPlacesWithinTheRadiusIsChosen() {
        let here = Coordinate(latitude: 59.9139, longitude: 10.7522)
        let places = [
            Self.destination(from: here, meters: 450, bearing: 0),
            Self.destination(from: here, meters: 800, bearing: 200),
            Self.destination(from: here, meters: 120, bearing: 95),
            Self.destination(from: here, meters: 300, bearing: 225),
            Self.destination(from: here, meters: 130, bearing: 300),
        ]
        #expect(NearbyPlace.nearest(to: here, among: places) == 2)
        #expect(NearbyPlace.nearest(to: here, among: Array(places.reversed())) == 2)
        #expect(NearbyPlace.nearest(to: here, among: [places[0], places[1], places[3]]) == 2)
        #expect(NearbyPlace.nearest(to: here, among: [places[1]]) == nil)
        #expect(places.map { NearbyPlace.isNear($0, to: here) } == [true, false, true, true, true])
        // Equally near places: the first (the page keeps the newest first).
        #expect(NearbyPlace.nearest(to: here, among: [places[1], places[3], places[3]]) == 1)
    }

    @Test func theShorterWayRoundAcrossTheAntimeridian() {
        // Fiji: 0.0004° of longitude apart across ±180°, not 359.9996°.
        let west = Coordinate(latitude: -17.7134, longitude: 179.9998)
        let east = Coordinate(latitude: -17.7134, longitude: -179.9998)
        let truth = Self.haversine(west, Coordinate(latitude: -17.7134, longitude: 180.0002))
        #expect(abs(truth - 42.4) < 0.1)
        #expect(abs(NearbyPlace.meters(from: west, to: east) - truth) < 0.01)
        #expect(abs(NearbyPlace.meters(from: east, to: west) - truth) < 0.01)
        #expect(NearbyPlace.nearest(to: east, among: [west]) == 0)
        #expect(
            NearbyPlace.meters(from: .init(latitude: 0, longitude: 180), to: .init(latitude: 0, longitude: -180)) == 0)
        // 400 m east of a point just west of the antimeridian lands just east of it, and is near.
        let across = Self.destination(from: Coordinate(latitude: 65.5, longitude: 179.999), meters: 400, bearing: 90)
        #expect(across.longitude < -179.99)
        #expect(NearbyPlace.isNear(across, to: Coordinate(latitude: 65.5, longitude: 179.999)))
    }

    @Test func noPlacesOrOnlyFarOnesAreNoPlace() {
        let here = Coordinate(latitude: 10.7769, longitude: 106.7009)
        #expect(NearbyPlace.nearest(to: here, among: []) == nil)
        // The same latitude half a world away, the antipode, and the same point with longitude a full turn off.
        let far = [
            Coordinate(latitude: 10.7769, longitude: -73.2991), Coordinate(latitude: -10.7769, longitude: -73.2991),
            Coordinate(latitude: 51.5074, longitude: -0.1278),
        ]
        #expect(NearbyPlace.nearest(to: here, among: far) == nil)
        #expect(NearbyPlace.nearest(to: here, among: far + [Coordinate(latitude: 10.7769, longitude: -253.2991)]) == 3)
    }

    @Test func theDocExample() {
        let here = NearbyPlace.Coordinate(latitude: 10.7769, longitude: 106.7009)
        let places = [
            NearbyPlace.Coordinate(latitude: 10.7900, longitude: 106.7009),  // 1,457 m north
            NearbyPlace.Coordinate(latitude: 10.7740, longitude: 106.7035),  // 430 m
            NearbyPlace.Coordinate(latitude: 10.7800, longitude: 106.6990),  // 402 m
        ]
        #expect(NearbyPlace.nearest(to: here, among: places) == 2)
        #expect(places.map { Self.haversine(here, $0).rounded() } == [1_457, 430, 402])
        let equator = NearbyPlace.Coordinate(latitude: 0, longitude: 0)
        #expect(
            abs(NearbyPlace.meters(from: equator, to: NearbyPlace.Coordinate(latitude: 1, longitude: 0)) - 111_194.93)
                < 0.005)
    }
}
