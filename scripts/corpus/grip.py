"""A corpus ball's finger holes (pure Python): where scene.py paints them, and when the camera sees them (the truth's
`holesInView` per frame and `holesInViewShare`, which say where a rev rate read from the holes can be asked for).

The grip lies 65° from the rolling axis: the thumb hole 26° before it along the turn, the two finger holes 27° after
it, 6.5° to either side. A left-hander's ball is the mirror image of a right-hander's (x -> -x), holes included.
Shots rendered before `MIRRORED_GRIP` had a left-hander's holes placed by the right hand's formula on the mirrored
axis, which put them on the far side of the ball (never in view); their truth says so (`scene.grip` absent).
"""
import math

import lane

GRIP_FROM_AXIS_DEG = 65.0
# (degrees along the turn, degrees across it, radius in inches, thumb?)
HOLES = [(-26.0, 0.0, 0.52, True), (27.0, 6.5, 0.44, False), (27.0, -6.5, 0.44, False)]
# The truth's `scene.grip` of shots whose left-handed holes are the right-handed ones mirrored.
MIRRORED_GRIP = "mirrored"
# A hole counts as in view when its centre lies within the inner 75 % of the ball's disc, where the tracker reads
# the pattern: the angle between its surface normal and the line to the camera has a cosine of at least √(1 − 0.75²).
IN_VIEW_COSINE = math.sqrt(1 - 0.75 ** 2)
# The part of the lane (ft) the rev rate is read over.
REV_RATE_FEET = (0.0, 35.0)


def _norm(v):
    length = math.sqrt(sum(x * x for x in v))
    return tuple(x / length for x in v)


def _dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _combine(*terms):
    """The sum of (vector, weight) pairs."""
    return tuple(sum(v[i] * w for v, w in terms) for i in range(3))


def _right_handed(axis):
    a = _norm(axis)
    helper = (0.0, 0.0, 1.0) if abs(a[2]) < 0.9 else (0.0, 1.0, 0.0)
    perp = _norm(_combine((helper, 1.0), (a, -_dot(a, helper))))
    grip = _norm(_combine((a, math.cos(math.radians(GRIP_FROM_AXIS_DEG))),
                          (perp, math.sin(math.radians(GRIP_FROM_AXIS_DEG)))))
    along = _norm(_cross(grip, a))
    across = _norm(_cross(grip, along))
    holes = []
    for angle_along, angle_across, radius_in, thumb in HOLES:
        v = _combine((grip, math.cos(math.radians(angle_along))), (along, math.sin(math.radians(angle_along))))
        v = _norm(_combine((v, math.cos(math.radians(angle_across))), (across, math.sin(math.radians(angle_across)))))
        holes.append((v, radius_in, thumb))
    return holes


def hole_directions(axis, hand, mirrored=True):
    """[(unit direction in the ball's own coordinates, radius in inches, thumb?)] for a ball rolling about `axis`
    (world coordinates at rotation 0). `mirrored=False` gives the placement of shots rendered before the mirror."""
    if hand == "left" and mirrored:
        # The rolling axis is a pseudovector: its mirror keeps x and flips y and z. The holes are positions: x flips.
        right = _right_handed((axis[0], -axis[1], -axis[2]))
        return [((-v[0], v[1], v[2]), radius, thumb) for v, radius, thumb in right]
    return _right_handed(axis)


def _rotated(v, axis, degrees):
    """`v` turned by `degrees` about `axis` (right-hand rule, as Blender's quaternion keys turn the ball)."""
    k = _norm(axis)
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return _combine((v, c), (_cross(k, v), s), (k, _dot(k, v) * (1 - c)))


def add_holes_in_view(truth):
    """Adds to a shot's truth, from its own fields: per frame `holesInView` (a hole's centre within the inner 75 % of
    the disc as the camera sees it) and `holesInViewShare` (the share of the frames with the ball on the lane's first
    35 ft that have one). A ball without holes gets 0."""
    scene, camera = truth["scene"], truth["camera"]
    holes = []
    if scene["ball"].get("holes", True):
        holes = hole_directions(scene["rollingAxis"], truth["hand"], scene.get("grip") == MIRRORED_GRIP)
    eye = (camera["lateralFeet"], camera["distanceFeet"], camera["heightFeet"])
    counted = seen = 0
    for frame in truth["frames"]:
        position = frame["lanePosition"]
        centre = (lane.lateral_feet(position["board"], truth["hand"]), position["distanceFeet"],
                  lane.BALL_RADIUS + frame["heightAboveLaneFeet"])
        to_camera = _norm(_combine((eye, 1.0), (centre, -1.0)))
        in_view = any(_dot(_rotated(v, scene["rollingAxis"], frame["ballRotationDegrees"]), to_camera)
                      >= IN_VIEW_COSINE for v, _, _ in holes)
        frame["holesInView"] = in_view
        if frame["isOnLane"] and REV_RATE_FEET[0] <= position["distanceFeet"] <= REV_RATE_FEET[1]:
            counted += 1
            seen += in_view
    truth["holesInViewShare"] = seen / counted if counted else 0.0
    return truth
