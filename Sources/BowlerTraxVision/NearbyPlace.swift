/// Which saved place the device is at ("Detect bowling centre", Settings): the page keeps the places where the visitor
/// named a bowling centre (in the browser, never sent), and the device is at the one nearest its position within
/// ``radiusMeters``, or at none. The page asks this (WebAssembly) when Record opens, and when a centre is named here it
/// forgets the places within the radius (``isNear(_:to:)``) before keeping this one.
///
/// Distances are on a sphere of ``earthRadiusMeters`` in the equirectangular form R·√(Δφ² + (cos φₘ·Δλ)²), φₘ the
/// mean latitude and Δλ the shorter way round (across ±180° when that is shorter). Over the few kilometres the rule
/// looks at (5 km) it is within 5 mm of the great-circle (haversine) distance up to 80° of latitude, and at the radius
/// itself within 1 mm up to 89° (111 km from a pole); and it needs only a cosine (``Elementary/cosine(_:)``), where the haversine
/// needs a sine and an arcsine, without libm, which the page's module has not.
///
/// ```swift
/// let here = NearbyPlace.Coordinate(latitude: 10.7769, longitude: 106.7009)
/// let places = [
///     NearbyPlace.Coordinate(latitude: 10.7900, longitude: 106.7009),  // 1,457 m north
///     NearbyPlace.Coordinate(latitude: 10.7740, longitude: 106.7035),  // 430 m
///     NearbyPlace.Coordinate(latitude: 10.7800, longitude: 106.6990),  // 402 m
/// ]
/// NearbyPlace.nearest(to: here, among: places)  // 2
/// ```
public enum NearbyPlace {
    /// A point on the Earth: latitude and longitude in degrees (north and east positive), as browsers give them.
    public struct Coordinate: Equatable, Sendable {
        public var latitude: Double
        public var longitude: Double

        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// How near a saved place the device is at it, metres: a bowling centre's building and car park, with room for a
    /// phone's position indoors (often off by 100 m or more), and less than the distance between two centres.
    public static let radiusMeters = 500.0

    /// The Earth's mean radius, metres (the sphere the distances are on).
    public static let earthRadiusMeters = 6_371_000.0

    /// The distance between `a` and `b`, metres (the equirectangular form, see ``NearbyPlace``): for points a few
    /// kilometres apart; farther ones come out far too, but not accurately. NaN when a coordinate is not finite.
    ///
    /// ```swift
    /// let equator = NearbyPlace.Coordinate(latitude: 0, longitude: 0)
    /// NearbyPlace.meters(from: equator, to: NearbyPlace.Coordinate(latitude: 1, longitude: 0))  // 111,194.93
    /// ```
    public static func meters(from a: Coordinate, to b: Coordinate) -> Double {
        let radiansPerDegree = Double.pi / 180
        var eastDegrees = b.longitude - a.longitude
        // The shorter way round, in [-180, 180): a step from 179.999° to -179.999° is 0.002°, not 359.998°.
        eastDegrees -= 360 * (eastDegrees / 360 + 0.5).rounded(.down)
        let meanLatitude = (a.latitude + b.latitude) / 2 * radiansPerDegree
        let north = (b.latitude - a.latitude) * radiansPerDegree
        let east = Elementary.cosine(meanLatitude) * eastDegrees * radiansPerDegree
        return earthRadiusMeters * (north * north + east * east).squareRoot()
    }

    /// Whether `place` is within ``radiusMeters`` of `here` (the radius itself included).
    public static func isNear(_ place: Coordinate, to here: Coordinate) -> Bool {
        meters(from: place, to: here) <= radiusMeters
    }

    /// The index in `places` of the place nearest `here` among those within ``radiusMeters`` (the first of equally
    /// near ones); nil when none is, or `places` is empty.
    public static func nearest(to here: Coordinate, among places: [Coordinate]) -> Int? {
        var nearest: (index: Int, meters: Double)?
        for (index, place) in places.enumerated() {
            let distance = meters(from: place, to: here)
            guard distance <= radiusMeters else { continue }
            if nearest.map({ distance < $0.meters }) ?? true { nearest = (index, distance) }
        }
        return nearest?.index
    }
}
