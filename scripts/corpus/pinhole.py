"""The ideal pinhole camera of PinholeCamera.swift / CameraTruth, re-implemented (pure Python).

forward = (sin pan·cos pitch, cos pan·cos pitch, −sin pitch), right = (cos pan, −sin pan, 0), down = forward × right;
a point p appears at (W/2, H/2) + f·((p−c)·right, (p−c)·down) / ((p−c)·forward); f from the longer side's field of view.
Pixel (i, j) covers i..i+1 (its centre is i + 0.5).
"""
import math

from lane import HALF_WIDTH, HEAD_PIN, PIT


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


class Camera:
    def __init__(self, width, height, distance_behind, height_ft, offset, pan_deg=None, fov_deg=69.0, pitch_deg=None):
        self.width, self.height = width, height
        self.position = (offset, -distance_behind, height_ft)
        if pitch_deg is None:
            pitch_deg = default_pitch(self.position)
        if pan_deg is None:
            pan_deg = aiming_pan(self.position) + 0.0   # no negative zero
        self.pan_deg, self.pitch_deg, self.fov_deg = pan_deg, pitch_deg, fov_deg
        pan, pitch = math.radians(pan_deg), math.radians(pitch_deg)
        self.forward = (math.sin(pan) * math.cos(pitch), math.cos(pan) * math.cos(pitch), -math.sin(pitch))
        self.right = (math.cos(pan), -math.sin(pan), 0.0)
        self.down = cross(self.forward, self.right)
        self.focal = max(width, height) / 2 / math.tan(math.radians(fov_deg) / 2)
        self.cx, self.cy = width / 2, height / 2

    def depth(self, p):
        return dot(sub(p, self.position), self.forward)

    def project(self, p):
        """Pixel (x, y) of a lane-frame point, or None behind the camera."""
        r = sub(p, self.position)
        z = dot(r, self.forward)
        if z <= 1e-9:
            return None
        return (self.cx + self.focal * dot(r, self.right) / z, self.cy + self.focal * dot(r, self.down) / z)

    def contains(self, px, margin=0.0):
        return px is not None and -margin <= px[0] <= self.width + margin and -margin <= px[1] <= self.height + margin

    def sphere_in_view(self, centre, radius):
        """Some of the sphere is inside the image (the sphere meets all four side planes' inner half-spaces)."""
        r = sub(centre, self.position)
        z = dot(r, self.forward)
        if z <= -radius:
            return False
        u, v = dot(r, self.right), dot(r, self.down)
        for (a, b, half) in ((1, 0, self.width / 2), (-1, 0, self.width / 2), (0, 1, self.height / 2),
                             (0, -1, self.height / 2)):
            # side plane through the camera: a·u + b·v − (half/f)·z = 0, outward normal (a, b, −half/f)
            n = math.sqrt(1 + (half / self.focal) ** 2)
            if (a * u + b * v - half / self.focal * z) / n > radius:
                return False
        return True

    def projected_radius(self, centre, radius):
        d = math.sqrt(dot(sub(centre, self.position), sub(centre, self.position)))
        return self.focal * radius / math.sqrt(d * d - radius * radius)

    def truth(self):
        return {"imageWidth": self.width, "imageHeight": self.height, "focalLengthPixels": self.focal,
                "principalPoint": {"x": self.cx, "y": self.cy}, "lateralFeet": self.position[0],
                "distanceFeet": self.position[1], "heightFeet": self.position[2], "panDegrees": self.pan_deg,
                "pitchDegrees": self.pitch_deg}


def default_pitch(position):
    """As SyntheticShot.swift: the foul line's centre and the pit edge symmetric about the image's centre row."""
    def depression(distance):
        ground = math.hypot(position[0], distance - position[1])
        return math.atan2(position[2], ground)
    return math.degrees((depression(0.0) + depression(PIT)) / 2)


def aiming_pan(position):
    """The pan halfway between the directions of the foul line's centre and the head pin."""
    return math.degrees((math.atan2(-position[0], -position[1]) + math.atan2(-position[0], HEAD_PIN - position[1])) / 2)


def calibration_points():
    """The four calibration taps' lane points (centre arrow, foul line right/left ends, head pin base)."""
    return {"centerArrow": (0.0, 15.0, 0.0), "foulLineRight": (HALF_WIDTH, 0.0, 0.0),
            "foulLineLeft": (-HALF_WIDTH, 0.0, 0.0), "headPin": (0.0, HEAD_PIN, 0.0)}
