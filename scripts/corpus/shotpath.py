"""The ball's path in closed form and the shot's exact truth (pure Python, written from the definitions in
HookPath.swift / SyntheticShot.swift / ShotTruth.swift, not from their code paths).

board(d) = releaseBoard + launchSlope·d + k·max(0, d − 30)³, solved so the board at 60 ft is the entry board and the
slope there the entry angle's; d(t) = v0·t − a·t²/2 (t = 0 when the contact point crosses the foul line), so the
average speed over 60 ft is the mean of the release and entry forward speeds.
"""
import math

import lane

FPS_PER_MPH = 5280.0 / 3600
HOOK_START = 30.0
DEFAULT_BREAKPOINT = 42.0
OUTERMOST_AUTO_BREAKPOINT_BOARD = 3.0
GRAVITY = 32.174


class HookPath:
    def __init__(self, entry_board, entry_angle_deg, average_mph, speed_loss_mph, breakpoint=None):
        hook = lane.HEAD_PIN - HOOK_START
        entry_slope = math.tan(math.radians(entry_angle_deg)) * 12 / lane.BOARD_IN   # boards per foot

        def drop(u):   # boards between the breakpoint (u ft after the hook starts) and the entry
            return entry_slope * (hook - u) * (hook + 2 * u) / (3 * (hook + u))

        if breakpoint is not None:
            assert HOOK_START < breakpoint < lane.HEAD_PIN
            u = breakpoint - HOOK_START
        else:
            u = DEFAULT_BREAKPOINT - HOOK_START
            if entry_board - drop(u) < OUTERMOST_AUTO_BREAKPOINT_BOARD:
                early, late = u, hook
                for _ in range(60):
                    middle = (early + late) / 2
                    if entry_board - drop(middle) < OUTERMOST_AUTO_BREAKPOINT_BOARD:
                        early = middle
                    else:
                        late = middle
                u = late
        self.k = entry_slope / (3 * (hook * hook - u * u))
        self.launch_slope = -3 * self.k * u * u
        self.release_board = entry_board - self.launch_slope * lane.HEAD_PIN - self.k * hook ** 3
        self.breakpoint_distance = HOOK_START + u
        average = average_mph * FPS_PER_MPH
        loss = speed_loss_mph * FPS_PER_MPH
        self.v0 = average + loss / 2
        self.decel = loss / (lane.HEAD_PIN / average)
        if not (1.5 <= self.release_board <= 38.5) or self.board(self.breakpoint_distance) < 1.5:
            raise ValueError("the path leaves the lane")

    def board(self, d):
        h = max(0.0, d - HOOK_START)
        return self.release_board + self.launch_slope * d + self.k * h ** 3

    def slope(self, d):
        h = max(0.0, d - HOOK_START)
        return self.launch_slope + 3 * self.k * h * h

    def angle_deg(self, d):
        return math.degrees(math.atan(self.slope(d) * lane.BOARD_IN / 12))

    def distance(self, t):
        return self.v0 * t - self.decel * t * t / 2

    def time(self, d):
        """The earlier root of distance(t) = d (also for d < 0, on the approach)."""
        return 2 * d / (self.v0 + math.sqrt(self.v0 * self.v0 - 2 * self.decel * d))

    def forward_speed(self, t):
        return self.v0 - self.decel * t

    def speed_mph(self, d):
        forward = self.forward_speed(self.time(d))
        lateral = forward * self.slope(d) * lane.BOARD_IN / 12
        return math.hypot(forward, lateral) / FPS_PER_MPH


class BallMotion:
    """Where the ball's centre is at any time: in the bowler's hand before release (if there is a bowler), then a short
    ballistic drop from the release point to the landing point, then rolling on the lane along the hook path. In
    plan view the ball follows the path from release on; without a bowler it rolls on the approach from the start."""

    def __init__(self, shot, path):
        self.path, self.hand = path, shot["hand"]
        self.rpm = shot["rpm"]
        self.carried = shot.get("bowler") is not None
        self.release_distance = shot.get("releaseDistanceFeet", -0.45)
        self.landing_distance = shot.get("landingDistanceFeet", 1.1)
        self.release_height = shot.get("releaseHeightFeet", 0.32)     # ball bottom above the lane at release
        self.t_release = path.time(self.release_distance) if self.carried else -1e9
        self.t_land = path.time(self.landing_distance) if self.carried else -1e9
        span = self.t_land - self.t_release
        self.vz = (GRAVITY * span * span / 2 - self.release_height) / span if self.carried else 0.0
        self.hand_position = None          # set by the bowler: t -> ball centre while carried
        # Rolling axis: forward roll is about −x; axis rotation turns it toward −y (a right-hander's side roll),
        # axis tilt lifts it. A left-hander's motion is the mirror image (x → −x): the axis keeps x, flips y and z.
        rot, tilt = math.radians(shot["axisRotationDeg"]), math.radians(shot["axisTiltDeg"])
        s = 1 if self.hand == "right" else -1
        self.axis = (-math.cos(rot) * math.cos(tilt), -s * math.sin(rot) * math.cos(tilt), s * math.sin(tilt))

    def on_lane_point(self, t):
        d = self.path.distance(t)
        return (lane.lateral_feet(self.path.board(d), self.hand), d, 0.0)

    def height_above_rolling(self, t):
        if not self.carried or t >= self.t_land:
            return 0.0
        tau = t - self.t_release
        return max(0.0, self.release_height + self.vz * tau - GRAVITY * tau * tau / 2)

    def centre(self, t):
        if self.carried and t < self.t_release:
            return self.hand_position(t)
        p = self.on_lane_point(t)
        return (p[0], p[1], lane.BALL_RADIUS + self.height_above_rolling(t))

    def rotation_deg(self, t):
        """Rotation since the foul line about `axis` (360 per revolution); frozen in the hand before release."""
        return 360 * self.rpm / 60 * max(t, self.t_release)


def frame_times(fps, lead_seconds, end_time):
    """Frame times as SyntheticShot.swift: the foul-line crossing falls 0.37 of a frame interval after a frame."""
    before = math.ceil(lead_seconds * fps - 1e-9)
    start = -(before + 0.37) / fps
    count = int(math.ceil((end_time - start) * fps - 1e-9)) + 1
    return [start + i / fps for i in range(count)]


def shot_truth(shot, path, motion, camera, times):
    """The ShotTruth JSON object (plus extra fields: per frame the ball's height above rolling)."""
    hand = shot["hand"]
    R = lane.BALL_RADIUS

    def pixel(p):
        x, y = camera.project(p)
        return {"x": x, "y": y}

    frames = []
    for i, t in enumerate(times):
        c = motion.centre(t)
        contact = (c[0], c[1], 0.0)        # the lane point straight below the centre
        frames.append({
            "index": i, "timeSeconds": t, "contactPoint": pixel(contact), "ballCenter": pixel(c),
            "lanePosition": {"board": lane.board_at(c[0], hand), "distanceFeet": c[1]},
            "projectedRadiusPixels": camera.projected_radius(c, R),
            "isOnLane": 0.0 <= c[1] <= lane.HEAD_PIN,
            "isVisible": camera.sphere_in_view(c, R),
            "ballRotationDegrees": motion.rotation_deg(t),
            "heightAboveLaneFeet": c[2] - R,
            "inHand": motion.carried and t < motion.t_release,
        })
    taps = {k: pixel(p) for k, p in __import__("pinhole").calibration_points().items()}
    entry_time = path.time(lane.HEAD_PIN)
    return {
        "hand": hand, "taps": taps,
        "averageSpeedMph": lane.HEAD_PIN / entry_time / FPS_PER_MPH,
        "releaseSpeedMph": path.speed_mph(0.0), "entrySpeedMph": path.speed_mph(lane.HEAD_PIN),
        "releaseBoard": path.board(0.0), "arrowsBoard": path.board(lane.CENTRE_ARROW),
        "breakpointBoard": path.board(path.breakpoint_distance),
        "breakpointDistanceFeet": path.breakpoint_distance,
        "entryBoard": path.board(lane.HEAD_PIN), "entryAngleDegrees": path.angle_deg(lane.HEAD_PIN),
        "entryTimeSeconds": entry_time, "revRateRpm": shot["rpm"],
        "markerVisible": bool(shot.get("holes", True)),
        "frames": frames, "camera": camera.truth(),
    }
