"""The corpus's finger holes (scripts/corpus/grip.py): where they are on the ball, and when the camera sees them,
checked against geometry worked by hand. Run by scripts/test (pure Python, no Blender)."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "corpus"))
import grip  # noqa: E402
import lane  # noqa: E402


def close(a, b, tolerance=1e-9):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def angle_deg(a, b):
    return math.degrees(math.acos(max(-1.0, min(1.0, sum(x * y for x, y in zip(a, b))))))


def right_handed_axis(rotation_deg, tilt_deg):
    """The rolling axis as shotpath.BallMotion writes it for a right-hander."""
    r, t = math.radians(rotation_deg), math.radians(tilt_deg)
    return (-math.cos(r) * math.cos(t), -math.sin(r) * math.cos(t), math.sin(t))


def test_the_grip_sits_65_degrees_from_the_axis_with_the_thumb_apart_from_the_fingers():
    axis = right_handed_axis(35, 12)
    thumb, first, second = grip.hole_directions(axis, "right")
    for direction, _, _ in (thumb, first, second):
        assert abs(math.sqrt(sum(x * x for x in direction)) - 1) < 1e-12
    assert thumb[2] and not first[2] and not second[2]
    # The thumb 26° and the fingers 27° from the grip's point, on either side of it: 53° apart along the turn; the
    # two fingers 13° apart across it (about 1 in on an 8.5 in ball).
    assert abs(angle_deg(first[0], second[0]) - 13.0) < 1e-6
    assert abs(angle_deg(thumb[0], first[0]) - math.degrees(math.acos(
        math.cos(math.radians(53)) * math.cos(math.radians(6.5))))) < 1e-6


def test_a_left_handers_holes_are_the_mirror_image_of_a_right_handers():
    right_axis = right_handed_axis(50, 12)
    left_axis = (right_axis[0], -right_axis[1], -right_axis[2])      # shotpath: x kept, y and z flipped
    right = grip.hole_directions(right_axis, "right")
    left = grip.hole_directions(left_axis, "left")
    for (r, radius_r, thumb_r), (l, radius_l, thumb_l) in zip(right, left):
        assert close((-r[0], r[1], r[2]), l) and radius_r == radius_l and thumb_r == thumb_l
    # Mirrored, each hole keeps its angle from the pole the ball turns about as the camera sees it (the right
    # hand's axis mirrored as a position); the old placement (the right hand's formula on the left hand's axis,
    # `mirrored=False`) put each hole as far from the opposite pole, on the far side of the ball.
    pole = (-right_axis[0], right_axis[1], right_axis[2])
    old = grip.hole_directions(left_axis, "left", mirrored=False)
    for (r, _, _), (l, _, _), (o, _, _) in zip(right, left, old):
        assert abs(angle_deg(l, pole) - angle_deg(r, right_axis)) < 1e-6
        assert abs(angle_deg(o, pole) - (180 - angle_deg(r, right_axis))) < 1e-6


def frame(distance, rotation_deg, board=20.0, height=0.0, on_lane=True):
    return {"lanePosition": {"board": board, "distanceFeet": distance}, "heightAboveLaneFeet": height,
            "ballRotationDegrees": rotation_deg, "isOnLane": on_lane}


def test_a_hole_is_in_view_when_its_centre_faces_the_camera_within_the_inner_three_quarters():
    # Forward roll about -x; board 20 is the lane's centre line (x = 0) for a right-hander; the camera straight behind
    # the ball at its centre's height, so the line to it is -y. The grip starts at 65° from -x toward +z (up), at
    # (-cos 65°, 0, sin 65°); turned by θ about -x it goes to (-cos 65°, sin 65° sin θ, sin 65° cos θ), whose cosine
    # with -y is -sin 65° sin θ: facing the camera most at θ = -90° (0.906), and never for 0 < θ < 180°.
    axis = (-1.0, 0.0, 0.0)
    centre_x = lane.lateral_feet(20.0, "right")
    assert abs(centre_x) < 0.05
    truth = {"hand": "right", "scene": {"ball": {"holes": True}, "rollingAxis": list(axis)},
             "camera": {"lateralFeet": centre_x, "distanceFeet": -10.0, "heightFeet": lane.BALL_RADIUS},
             "frames": [frame(10.0, -90.0), frame(10.0, 90.0), frame(10.0, 0.0), frame(40.0, -90.0),
                        frame(10.0, -90.0, on_lane=False)]}
    grip.add_holes_in_view(truth)
    assert [f["holesInView"] for f in truth["frames"]] == [True, False, False, True, True]
    # Of the frames on the first 35 ft of the lane (the first three), one has a hole in view.
    assert abs(truth["holesInViewShare"] - 1 / 3) < 1e-12
    truth["scene"]["ball"]["holes"] = False
    grip.add_holes_in_view(truth)
    assert truth["holesInViewShare"] == 0 and not any(f["holesInView"] for f in truth["frames"])
