"""Blender entry point: renders one corpus shot, a still, or the camera check.

  blender -b --factory-startup -P render_shot.py -- --shot NAME --out DIR [--frames N]
  blender -b --factory-startup -P render_shot.py -- --still NAME --out FILE.png [--time SECONDS]
  blender -b --factory-startup -P render_shot.py -- --check-camera 720x1280:12,5,0 1080x1920:16,4,0.8 ...

How a shot is rendered (the machine's two cores are the constraint): the static scene is rendered once as a clean
high-sample plate (HQ) and once at the frames' low sample count (LQ, same seed). Per frame only the rectangles where
something moves (the ball with its reflection and shadow, the bowler and his shadow, a neighbour ball, falling pins)
are rendered at the low sample count, and pasted as LQ_frame + (1 − mov)·(HQ_plate − LQ_plate): wherever the frame
equals the plate the low-sample noise cancels exactly (same seed, same samples, no adaptive sampling), on moving
objects (AOV mov = 1) the low-sample render is used as it is. Large regions (the bowler near the camera) are rendered
at half resolution and upsampled, with a half-resolution LQ plate for the difference.
"""
import argparse
import hashlib
import json
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import bpy  # noqa: E402
import numpy as np  # noqa: E402
from mathutils import Quaternion, Vector  # noqa: E402

import bowler_motion  # noqa: E402
import denoise  # noqa: E402
import grip  # noqa: E402
import lane  # noqa: E402
import matrix  # noqa: E402
import pinhole  # noqa: E402
import post  # noqa: E402
import scene  # noqa: E402
import shotpath  # noqa: E402


# --- the shot's motion --------------------------------------------------------------------------------------------
class Shot:
    """Everything about one shot that is not Blender: path, ball motion, bowler, camera, frame times."""

    def __init__(self, spec):
        self.spec = spec
        self.fps = spec["fps"]
        self.path = shotpath.HookPath(spec["entryBoard"], spec["entryAngleDeg"], spec["speedMph"],
                                      spec["speedLossMph"], spec.get("breakpointFeet"))
        self.motion = shotpath.BallMotion(spec, self.path)
        cam = spec["camera"]
        self.camera = pinhole.Camera(spec["width"], spec["height"], cam["distance"], cam["height"], cam["offset"],
                                     cam.get("pan"), cam.get("fov", 69.0))
        self.bowler = None
        lead = 0.1
        if spec.get("bowler"):
            m = self.motion
            release = m.on_lane_point(m.t_release)
            release = (release[0], release[1], lane.BALL_RADIUS + m.release_height)
            self.bowler = bowler_motion.Bowler(spec["hand"], spec["bowler"]["height"], release,
                                               self.path.forward_speed(m.t_release), m.t_release)
            m.hand_position = lambda t: self.bowler.ball_centre(t - m.t_release)
            tau0 = max(self.bowler.start_tau(self.camera.position[1], 4.5), -spec["bowler"].get("lead", 1.1))
            lead = -(m.t_release + tau0)
        self.end_time = self.path.time(lane.HEAD_PIN) + 0.1
        self.times = shotpath.frame_times(self.fps, lead, self.end_time)
        self.shutter = spec["shutterSeconds"]
        self.rest_time = self.motion.t_release + bowler_motion.Bowler.REST if self.bowler else None
        self.neighbour = dict(spec["neighbour"]) if spec.get("neighbour") else None
        if self.neighbour:     # it must not reach its pins before the clip ends: start it earlier if needed
            v, T = self.neighbour["speedMph"] * shotpath.FPS_PER_MPH, self.end_time
            if self.neighbour["startFeet"] + v * T - 0.6 * T * T > 55.0:
                self.neighbour["startFeet"] = 55.0 - v * T + 0.6 * T * T
        self.pins = pin_action(self) if spec.get("pinAction", True) else {}

    def neighbour_state(self, t):
        """The neighbour ball on the adjacent lane: a nearly straight roll, decelerating."""
        nb = self.neighbour
        v = nb["speedMph"] * shotpath.FPS_PER_MPH
        d = nb["startFeet"] + v * t - 0.6 * t * t
        x = nb["side"] * lane.LANE_PITCH + nb.get("offsetFeet", 0.0) + nb.get("slope", -0.01) * d
        angle = d / lane.BALL_RADIUS
        return (x, d, lane.BALL_RADIUS), Quaternion((-1.0, 0.0, 0.0), angle)

    def truth(self):
        return shotpath.shot_truth(self.spec, self.path, self.motion, self.camera, self.times)


def pin_action(shot):
    """A simple deterministic scatter: a pin starts moving when the ball (or a pin already moving) reaches it, pushed
    away from whatever hit it, tipping over as it goes. {pin number: (start time, direction (dx, dy), speed)}."""
    rng = np.random.Generator(np.random.PCG64(shot.spec["seed"] + 17))
    spots = lane.pin_spots()
    hand, path = shot.spec["hand"], shot.path
    reach = lane.BALL_RADIUS + 2.383 / 12
    started = {}
    t = path.time(lane.HEAD_PIN - 1.5)
    while t < shot.end_time + 0.05:
        d = path.distance(t)
        bx = lane.lateral_feet(path.board(d), hand)
        for number, (px, py) in spots.items():
            if number not in started and math.hypot(px - bx, py - d) < reach:
                away = np.array([px - bx, py - d])
                away /= np.linalg.norm(away)
                started[number] = (t, (float(away[0]), float(away[1])), 0.75 * path.forward_speed(t), "ball")
        t += 0.001
    # pins hit by moving pins (one pin spacing away, along their way), with a little randomness
    changed = True
    while changed:
        changed = False
        for a, (ta, da, va, _) in list(started.items()):
            for number, (px, py) in spots.items():
                if number in started:
                    continue
                ax, ay = spots[a]
                dx, dy = px - ax, py - ay
                dist = math.hypot(dx, dy)
                if dist < 1.05 and (dx * da[0] + dy * da[1]) / dist > 0.3:
                    jitter = rng.uniform(-0.35, 0.35)
                    c, s = math.cos(jitter), math.sin(jitter)
                    u = (dx / dist * c - dy / dist * s, dx / dist * s + dy / dist * c)
                    started[number] = (ta + dist / va, u, 0.8 * va, "pin")
                    changed = True
    return started


def pin_pose(spot, action, t):
    """(location, quaternion) of a pin at time t given its action (start, direction, speed)."""
    t0, (ux, uy), v, _ = action
    tau = max(0.0, t - t0)
    x, y = spot[0] + ux * v * tau, spot[1] + uy * v * tau
    z = 0.0
    if y > lane.PIT:   # over the pit: falls
        tp = (y - lane.PIT) / max(1e-6, abs(uy) * v)
        z = -0.5 * shotpath.GRAVITY * tp * tp
    tip = min(math.pi / 2, 14.0 * tau)          # tipping away from the hit
    axis = Vector((-uy, ux, 0.0))
    q = Quaternion(axis, tip)
    # tip about the base's leading edge: rotate the origin's offset too (approximately the base's centre)
    return (x, y, z), q


# --- Blender objects and keyframes ---------------------------------------------------------------------------------
def keyframe(ob, samples):
    """samples: list of (frame, location, quaternion, moving); linear interpolation between them."""
    ob.animation_data_create()
    action = bpy.data.actions.new(ob.name + "_action")
    ob.animation_data.action = action
    n = len(samples)
    frames = [s[0] for s in samples]
    channels = [("location", i, [s[1][i] for s in samples]) for i in range(3)]
    quats, prev = [], None
    for s in samples:
        q = Quaternion(s[2])
        if prev is not None and prev.dot(q) < 0:
            q.negate()
        quats.append(q)
        prev = q
    channels += [("rotation_quaternion", i, [q[i] for q in quats]) for i in range(4)]
    channels.append(('["moving"]', 0, [s[3] for s in samples]))
    for path, index, values in channels:
        fc = action.fcurves.new(path, index=index)
        fc.keyframe_points.add(n)
        co = np.empty(2 * n, np.float64)
        co[0::2], co[1::2] = frames, values
        fc.keyframe_points.foreach_set("co", co)
        interp = 0 if path.startswith('["') else 1          # CONSTANT for flags, LINEAR for motion
        fc.keyframe_points.foreach_set("interpolation", [interp] * n)
        fc.update()


def sample_frames(shot):
    """(Blender frame number, time) at each frame's shutter open, centre and close."""
    half = shot.shutter * shot.fps / 2
    out = []
    for i, t in enumerate(shot.times):
        for off in ((-half, 0.0, half) if half > 0 else (0.0,)):
            out.append((i + 1 + off, t + off / shot.fps))
    return out


def build(shot, hq_samples, lq_samples):
    spec = shot.spec
    scene.reset()
    objs = scene.build_centre({"reflection": spec.get("reflection", "strong")})
    scene.setup_camera(shot.camera)
    scene.setup_render(lq_samples, spec["seed"], shot.fps, shot.shutter * shot.fps)
    sc = bpy.context.scene
    sc.frame_start, sc.frame_end = 1, len(shot.times)
    samples = sample_frames(shot)
    m = shot.motion
    ball = scene.make_ball("ball", spec["ball"], m.axis, spec["hand"])
    keyframe(ball, [(f, m.centre(t), Quaternion(m.axis, math.radians(m.rotation_deg(t))), 1.0) for f, t in samples])
    objs["ball"] = ball
    if shot.bowler:
        parts = scene.make_bowler(spec["bowler"], shot.bowler)
        rest = shot.rest_time
        poses = [(f, shot.bowler.at(min(t, rest)), 1.0 if t < rest - 1e-9 else 0.0) for f, t in samples]
        for name, ob in parts.items():
            # each part's mesh runs along its local +z from its origin: origin = segment start, z toward its end
            keyframe(ob, [(f, pose[name][0], scene.part_matrix(*pose[name]), mv) for f, pose, mv in poses])
        objs["bowler"] = parts
    if shot.neighbour:
        nb = scene.make_ball("neighbour", shot.neighbour["ball"], (-1.0, 0.0, 0.0), "right")
        keyframe(nb, [(f, *shot.neighbour_state(t), 1.0) for f, t in samples])
        objs["neighbour"] = nb
    spots = lane.pin_spots()
    for number, action in shot.pins.items():
        ob = objs[f"pin0_{number}"]
        keys = []
        for f, t in samples:
            loc, q = pin_pose(spots[number], action, t)
            keys.append((f, loc, q, 1.0 if t > action[0] else 0.0))
        keyframe(ob, keys)
    sc.cycles.samples = lq_samples
    return objs


# --- regions -----------------------------------------------------------------------------------------------------------
FIB = None


def sphere_points(n=60):
    global FIB
    if FIB is None:
        i = np.arange(n) + 0.5
        phi = np.arccos(1 - 2 * i / n)
        th = math.pi * (1 + 5 ** 0.5) * i
        FIB = np.stack([np.cos(th) * np.sin(phi), np.sin(th) * np.sin(phi), np.cos(phi)], -1)
    return FIB


def project(cam, pts):
    """Vectorised pinhole projection of an (n, 3) array; points behind the camera are dropped."""
    r = pts - np.array(cam.position)
    z = r @ np.array(cam.forward)
    ok = z > 0.05
    u = cam.cx + cam.focal * (r @ np.array(cam.right))[ok] / z[ok]
    v = cam.cy + cam.focal * (r @ np.array(cam.down))[ok] / z[ok]
    return u, v


def bbox(cam, pts, margin):
    if len(pts) == 0:
        return None
    u, v = project(cam, np.asarray(pts, np.float64))
    if len(u) == 0:
        return None
    x0, x1 = int(math.floor(u.min() - margin)), int(math.ceil(u.max() + margin))
    y0, y1 = int(math.floor(v.min() - margin)), int(math.ceil(v.max() + margin))
    x0, y0, x1, y1 = max(0, x0), max(0, y0), min(cam.width, x1), min(cam.height, y1)
    if x1 <= x0 or y1 <= y0:
        return None
    return [x0, y0, x1, y1]


def ball_points(centre, radius):
    """Points covering a ball, its mirror image in the lane (not over the rougher approach) and the soft shadow
    patch under it."""
    c = np.array(centre)
    pts = [c + 1.05 * radius * sphere_points()]
    if c[1] > -1.0:
        mirror = c * np.array([1, 1, -1])
        pts.append(mirror + 1.05 * radius * sphere_points())
    ring = np.array([[math.cos(a), math.sin(a), 0.0] for a in np.linspace(0, 2 * math.pi, 16, endpoint=False)])
    pts.append(np.array([c[0], c[1], 0.0]) + 2.6 * radius * ring)
    return np.concatenate(pts)


def shadow_points(pts, light_points):
    """Where points throw shadows on the floor (z = 0) from the given lights (only lights above them)."""
    out = []
    for L in light_points:
        L = np.array(L)
        h = L[2] - pts[:, 2]
        ok = (h > 0.3) & (pts[:, 2] > 0)
        if not ok.any():
            continue
        k = (pts[ok, 2] / h[ok])[:, None]
        p = pts[ok] + (pts[ok] - L) * k
        p[:, 2] = 0.0
        out.append(p)
    return np.concatenate(out) if out else np.zeros((0, 3))


def bowler_points(bowler, t):
    pts = []
    for name, (start, end, _) in bowler.at(t).items():
        rx, ry, _ = scene.BOWLER_PARTS[name]
        r = max(rx, ry) * bowler.k * 1.1
        for p in (np.array(start), np.array(end), (np.array(start) + np.array(end)) / 2):
            pts.append(p + r * np.array([[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]]))
    return np.concatenate(pts)


def regions_for_frame(shot, i, light_points):
    """[(rect, scale)] to re-render for frame i; scale 2 = half resolution."""
    cam, t = shot.camera, shot.times[i]
    h = shot.shutter / 2
    times = (t - h, t, t + h)
    out = []
    ball = np.concatenate([ball_points(shot.motion.centre(s), lane.BALL_RADIUS) for s in times])
    rb = bbox(cam, ball, 4 + 0.02 * shot.camera.projected_radius(shot.motion.centre(t), lane.BALL_RADIUS))
    if shot.bowler and t < shot.rest_time:
        body = np.concatenate([bowler_points(shot.bowler, s) for s in times])
        rw = bbox(cam, np.concatenate([body, bowler_shadow(body, light_points)]), 6)
        if rw:
            area = (rw[2] - rw[0]) * (rw[3] - rw[1])
            scale = 1 if area < 30000 else 2 if area < 4 * MAX_SCALED_PIXELS else 4
            out.append((align(rw, scale, cam), scale))
    if rb:
        out.append((rb, 1))
    if shot.neighbour:
        nb = np.concatenate([ball_points(shot.neighbour_state(s)[0], lane.BALL_RADIUS) for s in times])
        rn = bbox(cam, nb, 4)
        if rn:
            out.append((rn, 1))
    spots = lane.pin_spots()
    moving = [n for n, a in shot.pins.items() if t + h > a[0]]
    if moving:
        pts = []
        for n in moving:
            for s in times:
                loc, _ = pin_pose(spots[n], shot.pins[n], s)
                c = np.array(loc) + np.array([0, 0, 0.65])
                pts.append(c + 0.8 * sphere_points())
                pts.append(c * np.array([1, 1, -1]) + 0.8 * sphere_points())
        rp = bbox(cam, np.concatenate(pts), 4)
        if rp:
            out.append((rp, 1))
    return merge_regions(out, carried=shot.bowler is not None and t < shot.motion.t_release)


def bowler_shadow(body, light_points, reach=3.0):
    """The bowler's shadow on the floor from the lights near him, cut off `reach` ft beyond his body (what lies
    further is too faint to matter)."""
    y = body[:, 1].mean()
    near = []
    for p in light_points:
        if 1.0 < abs(p[0]) < 4.5:           # a long light along a neighbouring capping: its point level with him
            near.append((p[0], y, p[2]))
        elif abs(p[1] - y) < 10:            # a light across the room, near him
            near.append(p)
    sh = shadow_points(body, near)
    lo, hi = body.min(0) - reach, body.max(0) + reach
    keep = np.all((sh[:, :2] >= lo[:2]) & (sh[:, :2] <= hi[:2]), axis=1)
    return sh[keep]


MAX_SCALED_PIXELS = 90000     # a region larger than 4× this (the bowler near the camera) renders at 1/4 resolution


def align(r, scale, cam):
    """A rectangle grown to multiples of `scale` with one low-resolution pixel to spare on every side (for the
    upsampling), clipped to the image."""
    if scale == 1:
        return r
    s = scale
    return [max(0, r[0] // s * s - s), max(0, r[1] // s * s - s), min(cam.width, -(-r[2] // s) * s + s),
            min(cam.height, -(-r[3] // s) * s + s)]


def merge_regions(regions, carried=False):
    """Merges overlapping full-resolution rectangles when the union is not much bigger than the two; a full-resolution
    rectangle mostly inside a half-resolution one (the ball in the bowler's hand) joins it."""
    full = [r for r, s in regions if s == 1]
    half = [(r, s) for r, s in regions if s > 1]
    for h, sc in (half if carried else []):
        for r in list(full):
            ix = max(0, min(r[2], h[2]) - max(r[0], h[0])) * max(0, min(r[3], h[3]) - max(r[1], h[1]))
            if ix > 0.7 * (r[2] - r[0]) * (r[3] - r[1]):
                h[0], h[1] = min(h[0], r[0] // sc * sc), min(h[1], r[1] // sc * sc)
                h[2], h[3] = max(h[2], -(-r[2] // sc) * sc), max(h[3], -(-r[3] // sc) * sc)
                full.remove(r)
    changed = True
    while changed:
        changed = False
        for a in range(len(full)):
            for b in range(a + 1, len(full)):
                A, B = full[a], full[b]
                U = [min(A[0], B[0]), min(A[1], B[1]), max(A[2], B[2]), max(A[3], B[3])]
                area = lambda r: (r[2] - r[0]) * (r[3] - r[1])  # noqa: E731
                overlap = not (A[2] <= B[0] or B[2] <= A[0] or A[3] <= B[1] or B[3] <= A[1])
                # one render call costs about as much as ~15000 pixels at the frame sample count
                if overlap or area(U) < area(A) + area(B) + 15000:
                    full[a] = U
                    del full[b]
                    changed = True
                    break
            if changed:
                break
    return half + [(r, 1) for r in full]


# --- rendering -----------------------------------------------------------------------------------------------------
class Renderer:
    def __init__(self, shot, objs, work, hq_samples, lq_samples):
        self.shot, self.objs, self.work = shot, objs, work
        self.hq, self.lq = hq_samples, lq_samples
        self.lq_half = max(4, (3 * lq_samples) // 4)   # the low-resolution regions (the bowler) and their plates
        self.sc = bpy.context.scene
        self.cpu = 0.0
        self.renders = 0

    def moving_objects(self):
        out = [self.objs["ball"]]
        if "neighbour" in self.objs:
            out.append(self.objs["neighbour"])
        if "bowler" in self.objs:
            out += list(self.objs["bowler"].values())
        return out

    def render(self, region=None, samples=None, scale=1):
        self.sc.cycles.samples = samples or (self.lq if scale == 1 else self.lq_half)
        path = os.path.join(self.work, "r.exr")
        c0 = time.process_time()
        out = scene.render_region(path, region, scale)
        self.cpu += time.process_time() - c0
        self.renders += 1
        return out

    def plates(self):
        """HQ, LQ and half-resolution LQ plates without moving things (plate A) and, with a bowler, the same with the
        bowler standing at his finish (plate B: plate A with the bowler's region re-rendered)."""
        sh = self.shot
        for ob in self.moving_objects():
            ob.hide_render = True
        self.sc.frame_set(1)
        hq = self.render(samples=self.hq)
        # the clean plate: high samples, then the feature-guided filter (no OpenImageDenoise in this Blender)
        A = {"hq": denoise.denoise(hq["rgb"], hq["albedo"], hq["normal"], hq["depth"], radius=2, s_lum=0.25),
             "lq": self.render()["rgb"]}
        for scale in (2, 4):
            A[scale] = self.render(scale=scale)["rgb"]
        plates = {"A": A}
        if sh.bowler:
            rest_frame = next(i for i, t in enumerate(sh.times) if t >= sh.rest_time) + 1
            self.sc.frame_set(rest_frame)
            for ob in self.objs["bowler"].values():
                ob.hide_render = False
            body = bowler_points(sh.bowler, sh.rest_time)
            r = bbox(sh.camera, np.concatenate([body, bowler_shadow(body, self.objs["light_points"], 6.0)]), 8)
            r = align(r, 4, sh.camera)
            B = {k: v.copy() for k, v in A.items()}
            x0, y0, x1, y1 = r
            hq = self.render(r, samples=self.hq)
            B["hq"][y0:y1, x0:x1] = denoise.denoise(hq["rgb"], hq["albedo"], hq["normal"], hq["depth"], radius=2,
                                                    s_lum=0.25)
            B["lq"][y0:y1, x0:x1] = self.render(r)["rgb"]
            for scale in (2, 4):
                B[scale][y0 // scale:y1 // scale, x0 // scale:x1 // scale] = self.render(r, scale=scale)["rgb"]
            plates["B"] = B
            self.rest_frame = rest_frame
        for ob in self.moving_objects():
            ob.hide_render = False
        return plates

    def _ball_centroid(self, i, rect, mov):
        """Self-check: the centroid of the ball's rendered coverage (AOV mov) near its true centre, when nothing
        else that moves is near it."""
        sh = self.shot
        t = sh.times[i]
        if (sh.bowler and t < sh.rest_time) or any(t + sh.shutter / 2 > a[0] for a in sh.pins.values()):
            return
        c = sh.motion.centre(t)
        px = sh.camera.project(c)
        r = sh.camera.projected_radius(c, lane.BALL_RADIUS)
        x0, y0, x1, y1 = rect
        m = 1.2 * r + 3
        if not (x0 + m < px[0] < x1 - m and y0 + m < px[1] < y1 - m):
            return
        yy, xx = np.mgrid[y0:y1, x0:x1] + 0.5
        near = (xx - px[0]) ** 2 + (yy - px[1]) ** 2 < m ** 2
        w = np.clip(mov, 0, 1) * near
        if w.sum() > 3:
            self.centroid = ((w * xx).sum() / w.sum() - px[0], (w * yy).sum() / w.sum() - px[1])

    def frame(self, i, plates):
        """The scene-linear frame i: the plate with every moving region pasted in."""
        sh = self.shot
        base = plates["B"] if sh.bowler and sh.times[i] >= sh.rest_time else plates["A"]
        self.sc.frame_set(i + 1)
        img = base["hq"].copy()
        regions = regions_for_frame(sh, i, self.objs["light_points"])
        self.centroid = None
        pixels = 0
        for (x0, y0, x1, y1), scale in regions:
            res = self.render([x0, y0, x1, y1], scale=scale)
            rgb, mov = res["rgb"], res["mov"]
            if mov.max() > 0:        # the moving objects' own pixels: low samples, so denoise them
                dn = denoise.denoise(rgb, res["albedo"], res["normal"], res["depth"], radius=3 if scale > 1 else 2)
                a = np.clip(mov, 0, 1)[..., None]
                rgb = a * dn + (1 - a) * rgb
            if scale > 1:
                # low resolution: the difference to the plate (shadows) smoothed outside the moving objects, then
                # everything upsampled; the outermost low-res pixel ring is dropped (it upsamples differently)
                s = scale
                plate = base[s][y0 // s:y1 // s, x0 // s:x1 // s]
                a = np.clip(mov, 0, 1)[..., None]
                diff = smooth_outside(rgb - plate, 1 - a)
                up_mix = upsample(a * rgb + (1 - a) * diff, s)
                up_a = upsample(a, s)
                ix0, iy0 = x0 + (s if x0 > 0 else 0), y0 + (s if y0 > 0 else 0)
                ix1, iy1 = x1 - (s if x1 < sh.camera.width else 0), y1 - (s if y1 < sh.camera.height else 0)
                sl = (slice(iy0, iy1), slice(ix0, ix1))
                inner = (slice(iy0 - y0, iy1 - y0), slice(ix0 - x0, ix1 - x0))
                # a·LQ + (1 − a)·(HQ + smoothed difference)
                img[sl] = up_mix[inner] + (1 - up_a[inner]) * base["hq"][sl]
                pixels += (x1 - x0) * (y1 - y0) // (s * s)
            else:
                sl = (slice(y0, y1), slice(x0, x1))
                self._ball_centroid(i, (x0, y0, x1, y1), mov)
                a = np.clip(mov, 0, 1)[..., None]
                # around the moving objects (shadow, reflection) the low-sample difference to the plate is smoothed
                # a little, as much as the ball is large (its reflection stays sharp when it is small)
                rpx = sh.camera.projected_radius(sh.motion.centre(sh.times[i]), lane.BALL_RADIUS)
                k = 2 if rpx > 14 else 1
                diff = smooth_outside(rgb - base["lq"][sl], 1 - a, k)
                img[sl] = a * rgb + (1 - a) * (base["hq"][sl] + diff)
                pixels += (x1 - x0) * (y1 - y0)
        return np.maximum(img, 0.0), regions, pixels


def upsample(a, s):
    """Bilinear s× upsampling with pixel centres aligned (low-res pixel i covers s·i .. s·(i + 1)), edges clamped."""
    def axis(x, n_axis):
        n = x.shape[n_axis]
        pos = (np.arange(s * n) + 0.5) / s - 0.5
        i0 = np.clip(np.floor(pos).astype(int), 0, n - 1)
        i1 = np.clip(i0 + 1, 0, n - 1)
        w = np.clip(pos - np.floor(pos), 0, 1)
        shape = [1] * x.ndim
        shape[n_axis] = -1
        w = w.reshape(shape)
        return np.take(x, i0, n_axis) * (1 - w) + np.take(x, i1, n_axis) * w
    return axis(axis(a, 0), 1).astype(np.float32)


def smooth_outside(diff, weight, r=2):
    """A 3×3 median (drops the low-sample speckles) then a normalised (2r+1)² box blur of diff weighted by weight
    (0 on moving objects, whose values must not bleed)."""
    p = np.pad(diff, ((1, 1), (1, 1), (0, 0)), mode="edge")
    h, w = diff.shape[:2]
    diff = np.median(np.stack([p[dy:dy + h, dx:dx + w] for dy in range(3) for dx in range(3)]), axis=0)

    def box(x):
        p = np.pad(x, ((r, r), (r, r), (0, 0)), mode="edge")
        return sum(p[dy:dy + x.shape[0], dx:dx + x.shape[1]] for dy in range(2 * r + 1) for dx in range(2 * r + 1))
    num, den = box(diff * weight), box(weight)
    return np.where(den > 1e-3, num / np.maximum(den, 1e-3), 0.0).astype(np.float32)


def visible_fraction(shot, objs, t):
    """Fraction of the ball's visible disc not hidden by something else (ray casts from the camera)."""
    ball = objs["ball"]
    c = np.array(shot.motion.centre(t))
    cam = np.array(shot.camera.position)
    view = c - cam
    dist = np.linalg.norm(view)
    view /= dist
    helper = np.array([0, 0, 1.0])
    e1 = np.cross(view, helper)
    e1 /= np.linalg.norm(e1)
    e2 = np.cross(view, e1)
    deps = bpy.context.evaluated_depsgraph_get()
    seen = total = 0
    for r in (0.0, 0.45, 0.8):
        for k in range(1 if r == 0 else 12):
            a = 2 * math.pi * k / 12
            target = c + lane.BALL_RADIUS * r * (math.cos(a) * e1 + math.sin(a) * e2) - view * lane.BALL_RADIUS * 0.5
            d = target - cam
            px = shot.camera.project(tuple(target))
            if not shot.camera.contains(px):
                continue
            total += 1
            hit, _, _, _, ob, _ = bpy.context.scene.ray_cast(deps, Vector(cam), Vector(d / np.linalg.norm(d)))
            if hit and ob is not None and ob.name == ball.name:
                seen += 1
    return seen / total if total else 0.0


def encoder(path, shot):
    spec = shot.spec
    cmd = ["ffmpeg", "-y", "-v", "error", "-nostdin", "-f", "rawvideo", "-pix_fmt", "rgb24",
           "-s", f"{spec['width']}x{spec['height']}", "-r", str(shot.fps), "-i", "-",
           "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int",
           "-c:v", "libx264", "-preset", "medium", "-b:v", f"{spec['bitrateMbps']}M",
           "-maxrate", f"{spec['bitrateMbps'] * 1.3:.1f}M", "-bufsize", f"{spec['bitrateMbps'] * 2}M",
           "-g", str(int(shot.fps)), "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709",
           "-color_trc", "bt709", "-color_range", "tv", "-threads", "2",
           "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-movflags", "+faststart", path]
    return subprocess.Popen(cmd, stdin=subprocess.PIPE)


def run_shot(spec, out_dir, max_frames=None, hq=None, lq=None):
    hq = hq or spec.get("plateSamples", matrix.PLATE_SAMPLES)
    lq = lq or spec.get("frameSamples", matrix.FRAME_SAMPLES)
    shot = Shot(spec)
    os.makedirs(out_dir, exist_ok=True)
    work = os.path.join(out_dir, ".work")
    os.makedirs(work, exist_ok=True)
    name = spec["name"]
    t_all = time.time()
    objs = build(shot, hq, lq)
    r = Renderer(shot, objs, work, hq, lq)
    t0, c0 = time.time(), r.cpu
    plates = r.plates()
    plate_wall, plate_cpu = time.time() - t0, r.cpu - c0
    truth = shot.truth()
    n = len(shot.times) if max_frames is None else min(max_frames, len(shot.times))
    mp4 = os.path.join(out_dir, name + ".mp4")
    enc = encoder(mp4, shot)
    fl = spec.get("flicker")
    phase = (spec["seed"] * 0.618) % 1 * 2 * math.pi
    t1, c1 = time.time(), r.cpu
    region_px, bowler_time, ball_time, centroid_err = [], [], [], []
    for i in range(n):
        tf = time.time()
        lin, regions, px = r.frame(i, plates)
        region_px.append(px)
        if os.environ.get("CORPUS_DUMP"):       # debugging: the scene-linear frames and plates
            np.save(os.path.join(os.environ["CORPUS_DUMP"], f"frame{i:04d}.npy"), lin)
            if i == 0:
                for k, v in plates["A"].items():
                    np.save(os.path.join(os.environ["CORPUS_DUMP"], f"plateA_{k}.npy"), v)
        t = shot.times[i]
        gain = post.flicker_gain(t, shot.shutter, fl["hz"], fl["depth"], phase) if fl else 1.0
        disp = post.tonemap(lin * gain, spec.get("exposureEV", matrix.EXPOSURE_EV))
        noise = spec.get("noise", {})
        rgb8 = post.sensor_noise(disp, spec["seed"], i, noise.get("read", 1.6), noise.get("gain", 0.035))
        enc.stdin.write(rgb8.tobytes())
        fr = truth["frames"][i]
        fr["flickerGain"] = gain
        if shot.bowler and fr["isVisible"]:
            fr["visibleFraction"] = visible_fraction(shot, objs, t)
        (bowler_time if shot.bowler and t < shot.rest_time else ball_time).append(time.time() - tf)
        if r.centroid is not None:
            centroid_err.append(math.hypot(*r.centroid))
        if i % 20 == 0 or i == n - 1:
            el = time.time() - t1
            print(f"[{name}] frame {i + 1}/{n}: {el / (i + 1):.2f} s/frame wall, "
                  f"{(r.cpu - c1) / (i + 1):.2f} s/frame cpu, regions {regions}", flush=True)
    enc.stdin.close()
    if enc.wait() != 0:
        raise RuntimeError("ffmpeg failed")
    frames_wall, frames_cpu = time.time() - t1, r.cpu - c1
    truth["frames"] = truth["frames"][:n]
    spec_hash = matrix.shot_hash(spec)
    truth["scene"] = scene_description(spec, shot, spec_hash)
    grip.add_holes_in_view(truth)
    with open(os.path.join(out_dir, name + ".truth.json"), "w") as f:
        json.dump(truth, f, indent=1, sort_keys=True)
    cal = {"imageWidth": spec["width"], "imageHeight": spec["height"],
           "taps": {k: [v["x"], v["y"]] for k, v in truth["taps"].items()}}
    with open(os.path.join(out_dir, name + ".calibration.json"), "w") as f:
        json.dump(cal, f, indent=1, sort_keys=True)
    stats = {"name": name, "hash": spec_hash, "frames": n, "plateSeconds": plate_wall, "plateCpuSeconds": plate_cpu,
             "framesSeconds": frames_wall, "framesCpuSeconds": frames_cpu,
             "secondsPerFrame": frames_wall / n, "cpuSecondsPerFrame": frames_cpu / n,
             "meanRegionPixels": float(np.mean(region_px)), "totalSeconds": time.time() - t_all,
             "ballSecondsPerFrame": float(np.mean(ball_time)) if ball_time else None,
             "bowlerSecondsPerFrame": float(np.mean(bowler_time)) if bowler_time else None,
             "bowlerFrames": len(bowler_time),
             # rendered ball coverage centroid vs the truth's ballCenter (px): perspective makes it ≲ 0.5 px off
             "ballCentroidErrorMeanPx": float(np.mean(centroid_err)) if centroid_err else None,
             "ballCentroidErrorMaxPx": float(np.max(centroid_err)) if centroid_err else None,
             "ballCentroidFrames": len(centroid_err),
             "plateSamples": hq, "frameSamples": lq}
    with open(os.path.join(out_dir, name + ".render.json"), "w") as f:
        json.dump(stats, f, indent=1, sort_keys=True)
    for fn in os.listdir(work):
        os.remove(os.path.join(work, fn))
    os.rmdir(work)
    print(json.dumps(stats))


def scene_description(spec, shot, spec_hash):
    keep = ["name", "seed", "fps", "width", "height", "hand", "ball", "camera", "bowler", "reflection", "flicker",
            "neighbour", "speedMph", "speedLossMph", "entryAngleDeg", "entryBoard", "rpm", "axisTiltDeg",
            "axisRotationDeg", "shutterSeconds", "noise", "bitrateMbps", "ballColorHex"]
    d = {k: spec.get(k) for k in keep}
    d.update({"hash": spec_hash, "renderer": "Blender " + bpy.app.version_string + " Cycles CPU",
              "plateSamples": spec.get("plateSamples", matrix.PLATE_SAMPLES),
              "frameSamples": spec.get("frameSamples", matrix.FRAME_SAMPLES),
              "releaseTimeSeconds": shot.motion.t_release if shot.motion.carried else None,
              "landingTimeSeconds": shot.motion.t_land if shot.motion.carried else None,
              "rollingAxis": list(shot.motion.axis), "colorMatrix": "bt709", "grip": grip.MIRRORED_GRIP,
              "notes": "frame time = shutter centre; ballCenter is the true centre (in the hand before release, "
                       "in the air until landing); contactPoint/lanePosition are the lane point below it"})
    return d


# --- still and camera check ---------------------------------------------------------------------------------------
def run_still(spec, png, at_time, hq):
    shot = Shot(spec)
    objs = build(shot, hq, hq)
    i = int(np.argmin([abs(t - at_time) for t in shot.times]))
    bpy.context.scene.frame_set(i + 1)
    work = os.path.dirname(os.path.abspath(png))
    bpy.context.scene.cycles.samples = hq
    c0 = time.time()
    res = scene.render_region(os.path.join(work, ".still.exr"))
    rgb = denoise.denoise(res["rgb"], res["albedo"], res["normal"], res["depth"], radius=2, s_lum=0.25)
    os.remove(os.path.join(work, ".still.exr"))
    post.write_png(png, (post.tonemap(rgb, spec.get("exposureEV", matrix.EXPOSURE_EV)) * 255 + 0.5).astype(np.uint8))
    print(f"still {png}: frame {i} t={shot.times[i]:.3f}s, {time.time() - c0:.1f} s at {hq} samples")


def check_camera(setups, work):
    """Renders camera-facing emissive discs at the calibration points (nothing else), measures their centroids,
    compares with pinhole projections. Returns the largest error in pixels."""
    worst = 0.0
    for setup in setups:
        size, _, place = setup.partition(":")
        W, H = (int(v) for v in size.split("x"))
        vals = [float(v) for v in (place or "12,5,0").split(",")]
        cam = pinhole.Camera(W, H, vals[0], vals[1], vals[2] if len(vals) > 2 else 0.0,
                             vals[3] if len(vals) > 3 else None)
        scene.reset()
        objs = scene.build_centre({"reflection": "strong"})
        scene.setup_camera(cam)
        scene.setup_render(16, 1, 60, 0.0)
        for ob in bpy.context.scene.objects:          # the empty lane is hidden: discs only
            if ob.type != "CAMERA":
                ob.hide_render = True
        bpy.context.scene.world.node_tree.nodes["Background"].inputs["Strength"].default_value = 0.0
        mat = scene.emission_material("marker", (1, 1, 1), 1.0)
        pts = pinhole.calibration_points()
        for name, p in pts.items():
            depth = cam.depth(p)
            radius = 2.5 * depth / cam.focal             # 2.5 px on the image
            me = scene.sphere_mesh("m", 1.0, 32, 16)
            verts = [(radius * math.cos(2 * math.pi * k / 48), radius * math.sin(2 * math.pi * k / 48), 0.0)
                     for k in range(48)]
            me = bpy.data.meshes.new(name)
            me.from_pydata([(0, 0, 0)] + verts, [], [(0, 1 + k, 1 + (k + 1) % 48) for k in range(48)])
            me.materials.append(mat)
            ob = bpy.data.objects.new("marker_" + name, me)
            bpy.context.scene.collection.objects.link(ob)
            # the disc lies in a plane parallel to the image plane (its image is a circle centred on p's projection)
            rot = Vector(cam.right), -Vector(cam.down), -Vector(cam.forward)
            from mathutils import Matrix
            m = Matrix(rot).transposed().to_4x4()
            m.translation = Vector(p)
            ob.matrix_world = m
        rgb = scene.render_region(os.path.join(work, "check.exr"))["rgb"]
        lum = rgb.mean(-1)
        print(f"camera {W}x{H} at {vals}: f = {cam.focal:.3f} px, pitch {cam.pitch_deg:.3f} deg, pan {cam.pan_deg:.3f} deg")
        for name, p in pts.items():
            px, py = cam.project(p)
            x0, y0 = int(px) - 10, int(py) - 10
            win = lum[max(0, y0):y0 + 21, max(0, x0):x0 + 21]
            yy, xx = np.mgrid[max(0, y0):max(0, y0) + win.shape[0], max(0, x0):max(0, x0) + win.shape[1]]
            w = win.sum()
            cx, cy = (w and (win * (xx + 0.5)).sum() / w), (w and (win * (yy + 0.5)).sum() / w)
            err = math.hypot(cx - px, cy - py) if w > 0 else float("inf")
            worst = max(worst, err)
            print(f"  {name:14s} projected ({px:9.3f}, {py:9.3f})  rendered ({cx:9.3f}, {cy:9.3f})  "
                  f"error {err:.3f} px")
    return worst


def main():
    argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    ap = argparse.ArgumentParser()
    ap.add_argument("--shot")
    ap.add_argument("--still")
    ap.add_argument("--time", type=float, default=0.35)
    ap.add_argument("--out")
    ap.add_argument("--frames", type=int)
    ap.add_argument("--hq", type=int)
    ap.add_argument("--lq", type=int)
    ap.add_argument("--check-camera", nargs="*")
    a = ap.parse_args(argv)
    if a.check_camera is not None:
        work = a.out or "/tmp"
        os.makedirs(work, exist_ok=True)
        worst = check_camera(a.check_camera or ["720x1280:12,5,0", "1080x1920:16,4.5,0.8"], work)
        print(f"largest camera-check error: {worst:.3f} px ({'PASS' if worst < 0.5 else 'FAIL'} < 0.5 px)")
        sys.exit(0 if worst < 0.5 else 1)
    if a.still:
        run_still(matrix.by_name(a.still), a.out, a.time, a.hq or matrix.PLATE_SAMPLES)
        return
    run_shot(matrix.by_name(a.shot), a.out, a.frames, a.hq, a.lq)


if __name__ == "__main__":
    try:
        main()
    except SystemExit:
        raise
    except BaseException:
        import traceback
        traceback.print_exc()
        sys.exit(1)
