import BowlerTrax
import Hummingbird

/// GET sessions/:id/tracker answers the core's setup of the page's WebAssembly tracker.
extension PageTrackerSetup: ResponseEncodable {}
