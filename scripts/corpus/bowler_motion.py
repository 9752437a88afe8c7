"""A bowler's four-step approach, slide, release and finish, in closed form (pure Python).

Everything is a function of tau = t − t_release (seconds). The pelvis moves down the approach with a piecewise-linear
speed profile, the legs are placed by foot plants and two-bone IK, the ball arm swings as a pendulum about the
shoulder (push-away, backswing, downswing reaching the ball's release velocity, follow-through), the other arm
balances. The ball's centre before release is the hand's grip point, so the ball leaves the hand exactly at the path's
release point. parts(t) gives every rigid body part as (origin, z axis end, lateral hint) for the scene's meshes.
"""
import math

import lane

# Segment lengths for a 5.9 ft bowler (scaled by height), feet.
THIGH, SHIN, ANKLE_H, TORSO, UPPER_ARM = 1.45, 1.42, 0.25, 1.75, 1.05
HIP_HALF, SHOULDER_HALF = 0.30, 0.62
GRIP = 0.30            # hand centre to ball centre


def add(a, b):
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def mul(a, k):
    return (a[0] * k, a[1] * k, a[2] * k)


def norm(a):
    return math.sqrt(a[0] ** 2 + a[1] ** 2 + a[2] ** 2)


def unit(a):
    n = norm(a)
    return (a[0] / n, a[1] / n, a[2] / n)


def lerp(a, b, s):
    return a + (b - a) * s


def smooth(s):
    s = min(1.0, max(0.0, s))
    return s * s * (3 - 2 * s)


def piecewise(keys, tau):
    """Linear interpolation through (tau, value) keys, clamped at the ends."""
    if tau <= keys[0][0]:
        return keys[0][1]
    for (t0, v0), (t1, v1) in zip(keys, keys[1:]):
        if tau <= t1:
            return lerp(v0, v1, (tau - t0) / (t1 - t0))
    return keys[-1][1]


def smooth_piecewise(keys, tau):
    """Smoothstep interpolation through (tau, value) keys (zero slope at every key)."""
    if tau <= keys[0][0]:
        return keys[0][1]
    for (t0, v0), (t1, v1) in zip(keys, keys[1:]):
        if tau <= t1:
            return lerp(v0, v1, smooth((tau - t0) / (t1 - t0)))
    return keys[-1][1]


def hermite(p0, m0, p1, m1, s):
    s2, s3 = s * s, s * s * s
    return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1


def two_bone(root, target, l1, l2, pole):
    """The middle joint of a two-bone chain from root toward target, bending toward `pole`."""
    d = sub(target, root)
    dist = min(norm(d), (l1 + l2) * 0.9995)
    axis = unit(d)
    a = (l1 * l1 - l2 * l2 + dist * dist) / (2 * dist)
    h = math.sqrt(max(0.0, l1 * l1 - a * a))
    # the pole direction made perpendicular to the chain's axis
    pd = sub(pole, mul(axis, pole[0] * axis[0] + pole[1] * axis[1] + pole[2] * axis[2]))
    pd = unit(pd) if norm(pd) > 1e-9 else (0.0, 1.0, 0.0)
    return add(add(root, mul(axis, a)), mul(pd, h))


class Bowler:
    # Key times (tau, s): foot plants of the four steps, the slide's stop, the end of the follow-through.
    T0, STEP1, STEP2, STEP3, SLIDE, STOP, REST = -1.75, -1.45, -1.0, -0.58, -0.22, 0.08, 0.8
    SPEED_KEYS = [(-1.75, 0.0), (-1.45, 3.5), (-1.0, 5.5), (-0.58, 7.0), (-0.22, 6.5), (0.08, 0.0)]

    def __init__(self, hand, height, release_point, release_speed, t_release):
        self.s = 1.0 if hand == "right" else -1.0
        self.k = height / 5.9
        self.t_release = t_release
        k = self.k
        self.thigh, self.shin, self.ankle_h = THIGH * k, SHIN * k, ANKLE_H * k
        self.torso, self.upper_arm = TORSO * k, UPPER_ARM * k
        self.hip_half, self.shoulder_half = HIP_HALF * k, SHOULDER_HALF * k
        self.release_point = release_point
        # Pelvis height and torso lean (degrees forward) through the approach; low and leaning in the slide.
        self.pelvis_z_keys = [(-1.75, 3.12 * k), (-0.6, 3.0 * k), (-0.25, 2.55 * k), (0.0, 1.95 * k), (0.5, 2.0 * k)]
        self.lean_keys = [(-1.75, 4.0), (-0.6, 14.0), (-0.2, 30.0), (0.0, 42.0), (0.5, 36.0)]
        self.phi_release = math.radians(6.0)
        shoulder_z0 = self.pelvis_z(0.0) + 0.92 * self.torso * math.cos(math.radians(self.lean(0.0)))
        self.arm_reach = (shoulder_z0 - release_point[2]) / math.cos(self.phi_release)   # shoulder to ball centre
        self.forearm = max(0.8 * k, self.arm_reach - self.upper_arm - GRIP)
        # Place the pelvis so the ball is exactly at the release point at tau = 0.
        self.x_body = release_point[0] - self.s * self.shoulder_half
        shoulder_y0_from_pelvis = 0.92 * self.torso * math.sin(math.radians(self.lean(0.0)))
        self.y_release_pelvis = release_point[1] - self.arm_reach * math.sin(self.phi_release) - shoulder_y0_from_pelvis
        body_speed0 = self._speed(0.0)
        self.omega_release = (release_speed - body_speed0) / (self.arm_reach * math.cos(self.phi_release))

    # --- the pelvis -------------------------------------------------------------------------------------------
    def _speed(self, tau):
        return piecewise(self.SPEED_KEYS, tau)

    def _travelled(self, tau):
        """Distance the pelvis has moved from T0 to tau (integral of the piecewise-linear speed)."""
        total, keys = 0.0, self.SPEED_KEYS
        if tau <= keys[0][0]:
            return 0.0
        for (t0, v0), (t1, v1) in zip(keys, keys[1:]):
            te = min(tau, t1)
            ve = lerp(v0, v1, (te - t0) / (t1 - t0))
            total += (v0 + ve) / 2 * (te - t0)
            if tau <= t1:
                return total
        return total

    def pelvis_y(self, tau):
        return self.y_release_pelvis + self._travelled(tau) - self._travelled(0.0)

    def pelvis_z(self, tau):
        bob = 0.0
        for plant in (self.STEP1, self.STEP2, self.STEP3):
            bob -= 0.06 * self.k * math.exp(-((tau - plant) / 0.08) ** 2)
        return smooth_piecewise(self.pelvis_z_keys, tau) + bob

    def lean(self, tau):
        return smooth_piecewise(self.lean_keys, tau)

    def start_tau(self, camera_y, clearance=3.2):
        """The earliest tau (not before the approach's start) at which the pelvis is `clearance` ft ahead of the
        camera: the clip starts there, with the bowler walking into the picture if the camera is close."""
        tau = self.T0
        while tau < self.SLIDE and self.pelvis_y(tau) < camera_y + clearance:
            tau += 0.005
        return tau

    # --- the skeleton -----------------------------------------------------------------------------------------
    def _frame(self, tau):
        pel = (self.x_body, self.pelvis_y(tau), self.pelvis_z(tau))
        lean = math.radians(self.lean(tau))
        up = (0.0, math.sin(lean), math.cos(lean))
        return pel, up

    def _foot(self, tau, side):
        """Ankle position and toe direction of the foot on `side` (+1 = the ball's side)."""
        k, s = self.k, self.s
        x = self.x_body + s * side * (0.28 if side > 0 else 0.08) * k
        ahead = 0.75 * k
        ball_foot = side > 0
        # (plant tau, lift tau) for each stance of this foot; the slide foot's last stance slides with the pelvis.
        if ball_foot:
            stances = [(self.T0 - 1, self.STEP1 - 0.25), (self.STEP1, self.STEP2 + 0.05), (self.STEP3, self.SLIDE + 0.1)]
        else:
            stances = [(self.T0 - 1, self.STEP1 + 0.05), (self.STEP2, self.STEP3 + 0.05), (self.SLIDE, 99.0)]
        start_y = self.pelvis_y(self.T0) + 0.05 * k

        def planted(i):
            plant = stances[i][0]
            if i == 0:
                return (x, start_y, self.ankle_h)
            if not ball_foot and i == 2:
                return (x, self.pelvis_y(tau) + 0.95 * k, self.ankle_h)       # the slide
            return (x, self.pelvis_y(plant) + ahead, self.ankle_h)

        toe = (0.0, 1.0, -0.05)
        for i, (plant, lift) in enumerate(stances):
            if plant <= tau <= lift:
                return planted(i), toe
            if i + 1 < len(stances) and lift < tau < stances[i + 1][0]:
                a, b = planted(i), planted(i + 1) if not (not ball_foot and i + 1 == 2) else \
                    (x, self.pelvis_y(stances[i + 1][0]) + 0.95 * k, self.ankle_h)
                u = (tau - lift) / (stances[i + 1][0] - lift)
                p = (x, lerp(a[1], b[1], smooth(u)), self.ankle_h + 0.28 * k * math.sin(math.pi * u))
                return p, toe
        # the ball-side foot after its last stance: it trails behind and across, toe on the floor
        lift = stances[-1][1]
        a = planted(len(stances) - 1)
        end_pel = self.pelvis_y(self.REST)
        b = (self.x_body - s * 0.35 * k, end_pel - 2.35 * k, 0.5 * k)
        u = smooth((tau - lift) / 0.35)
        p = (lerp(a[0], b[0], u), lerp(a[1], b[1], u), lerp(a[2], b[2], u) + 0.15 * k * math.sin(math.pi * u))
        t_dir = unit((0.0, lerp(1.0, -0.75, u), lerp(-0.05, -0.66, u)))
        return p, t_dir

    def _phi(self, tau):
        """The ball arm's angle from hanging straight down, forward positive (radians)."""
        top, rel = math.radians(-95.0), self.phi_release
        keys = [(-1.75, math.radians(40.0), 0.0), (-1.5, math.radians(45.0), 0.0), (-1.12, 0.0, -4.8),
                (-0.62, top, 0.0)]
        if tau <= keys[0][0]:
            return keys[0][1]
        for (t0, p0, m0), (t1, p1, m1) in zip(keys, keys[1:]):
            if tau <= t1:
                T = t1 - t0
                return hermite(p0, m0 * T, p1, m1 * T, (tau - t0) / T)
        if tau <= 0.0:   # downswing: a power curve reaching the release angular velocity
            T = 0.62
            p = max(1.5, self.omega_release * T / (rel - top))
            return top + (rel - top) * ((tau + T) / T) ** p
        # follow-through up toward the pins, then the arm relaxes down in front (clearing the view down the lane)
        top, T = math.radians(125.0), 0.3
        if tau < T:
            p = max(1.2, self.omega_release * T / (top - rel))
            return top - (top - rel) * (1 - tau / T) ** p
        return lerp(top, math.radians(20.0), smooth((tau - T) / (self.REST - T)))

    def ball_centre(self, tau):
        """The ball's centre while it is carried (tau < 0); at tau = 0 it is the release point."""
        pel, up = self._frame(tau)
        shoulder = add(add(pel, mul(up, 0.92 * self.torso)), (self.s * self.shoulder_half, 0.0, 0.0))
        phi = self._phi(tau)
        # Held at the waist before the push-away: the elbow is bent and the ball nearer the body's centre line.
        hold = 1 - smooth((tau - (-1.6)) / 0.45)
        reach = self.arm_reach * (1 - 0.38 * hold)
        p = add(shoulder, (-self.s * 0.42 * self.k * hold, reach * math.sin(phi), -reach * math.cos(phi)))
        return p

    def parts(self, tau):
        """{name: (start, end, lateral hint)} for the rigid parts; lengths are constant over time."""
        k, s = self.k, self.s
        pel, up = self._frame(tau)
        lat = (1.0, 0.0, 0.0)
        neck = add(pel, mul(up, self.torso))
        shoulder_c = add(pel, mul(up, 0.92 * self.torso))
        out = {}
        out["pelvis"] = (add(pel, (-self.hip_half * 1.1, 0, 0)), add(pel, (self.hip_half * 1.1, 0, 0)), (0, 1, 0))
        out["abdomen"] = (add(pel, mul(up, 0.1 * k)), add(pel, mul(up, 0.75 * k)), lat)
        out["chest"] = (add(pel, mul(up, 0.75 * k)), add(neck, mul(up, -0.28 * k)), lat)
        head_dir = unit(add(up, (0.0, 0.0, 1.4)))
        out["neck"] = (add(neck, mul(up, -0.2 * k)), add(neck, mul(head_dir, 0.2 * k)), lat)
        out["head"] = (add(neck, mul(head_dir, 0.42 * k)), add(neck, mul(head_dir, 0.72 * k)), lat)
        for side, tag in ((1.0, "ball"), (-1.0, "free")):
            hip = add(pel, (s * side * self.hip_half, 0.0, -0.05 * k))
            ankle, toe = self._foot(tau, side)
            knee = two_bone(hip, ankle, self.thigh, self.shin, (0.0, 1.0, 0.15) if side < 0 or tau < self.SLIDE else (0.0, 0.3, -1.0))
            out[tag + "_thigh"] = (hip, knee, lat)
            out[tag + "_shin"] = (knee, ankle, lat)
            heel = add(ankle, mul(toe, -0.2 * k))
            out[tag + "_foot"] = (add(heel, (0, 0, -0.12 * k)), add(add(ankle, mul(toe, 0.62 * k)), (0, 0, -0.12 * k)), lat)
            shoulder = add(shoulder_c, (s * side * self.shoulder_half, 0.0, 0.0))
            if tag == "ball":
                if tau < 0:
                    ball = self.ball_centre(tau)
                    hand = add(ball, mul(unit(sub(shoulder, ball)), GRIP))
                else:   # follow-through: the arm keeps swinging up past the release angle
                    phi = self._phi(tau)
                    hand = add(shoulder, (0.0, (self.arm_reach - GRIP) * math.sin(phi), -(self.arm_reach - GRIP) * math.cos(phi)))
                pole = (s * 0.3, -1.0, 0.0)
            else:
                # The balance arm: swings against the legs while walking, reaches out sideways in the slide.
                swing = 0.5 * math.sin(2 * math.pi * (tau + 1.2) / 0.85) * (1 - smooth((tau + 0.5) / 0.4))
                out_amount = smooth((tau + 0.5) / 0.45)
                reach = self.upper_arm + self.forearm * 0.97
                d = unit((-s * (0.12 + 0.95 * out_amount), 0.25 * swing + 0.35 * out_amount, -1.0 + 0.55 * out_amount))
                hand = add(shoulder, mul(d, reach))
                pole = (-s * 0.2, -1.0, -0.2)
            elbow = two_bone(shoulder, hand, self.upper_arm, self.forearm, pole)
            out[tag + "_upper_arm"] = (shoulder, elbow, lat)
            out[tag + "_forearm"] = (elbow, hand, lat)
            out[tag + "_hand"] = (hand, add(hand, mul(unit(sub(hand, elbow)), 0.25 * k)), lat)
        return out

    def at(self, t):
        return self.parts(t - self.t_release)
