"""The corpus: every shot's parameters, each with a fixed seed and a short name saying its conditions.

Name: <fps>-<height>p-<hand>-<ball>-c<distance>x<height>[o<offset>]-<extras>, extras among bowler, strong/weak
reflection, flk100/flk120 (mains flicker), nb (neighbour ball). `quick` shots are the automated-test subset.
Changing anything here changes the shot's hash, and the cache renders it again; bump RENDER_VERSION when the scene
code changes in a way that should re-render everything.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grip  # noqa: E402

RENDER_VERSION = 3
PLATE_SAMPLES = 96         # the static plate, rendered once per shot (then denoised)
FRAME_SAMPLES = 16         # the moving regions of every frame (and the low-sample plate they are differenced with)
EXPOSURE_EV = -1.0

# Ball looks: linear RGB for the shader; hex (sRGB) of the dominant colour for `analyze --ball-color`.
BALLS = {
    "multi": {"style": "swirl", "colours": [(0.22, 0.015, 0.42), (0.85, 0.08, 0.42), (0.03, 0.06, 0.55)],
              "holes": True, "hex": "#6e28aa"},
    "multi2": {"style": "swirl", "colours": [(0.55, 0.01, 0.01), (0.8, 0.8, 0.8), (0.01, 0.05, 0.45)],
               "holes": True, "hex": "#bf1d1d"},
    "multi3": {"style": "swirl", "colours": [(0.02, 0.3, 0.04), (0.9, 0.75, 0.02), (0.005, 0.005, 0.005)],
               "holes": True, "hex": "#2db32d"},
    "light": {"style": "plain", "colours": [(0.72, 0.70, 0.62)], "holes": True, "insert": (0.05, 0.05, 0.05),
              "hex": "#ebe8dd"},
    "dark": {"style": "plain", "colours": [(0.008, 0.012, 0.05)], "holes": True, "hex": "#1a1f3d"},
    "orange": {"style": "plain", "colours": [(0.72, 0.17, 0.008)], "holes": True, "hex": "#d97716"},
}

BOWLERS = {
    "a": {"height": 5.9, "shirt": (0.02, 0.05, 0.25), "pants": (0.03, 0.03, 0.035), "skin": (0.55, 0.36, 0.26),
          "hair": (0.03, 0.02, 0.015), "shoes": (0.5, 0.48, 0.45)},
    "b": {"height": 5.6, "shirt": (0.5, 0.04, 0.03), "pants": (0.12, 0.1, 0.08), "skin": (0.3, 0.17, 0.1),
          "hair": (0.01, 0.01, 0.01), "shoes": (0.05, 0.05, 0.05)},
    "c": {"height": 6.1, "shirt": (0.6, 0.6, 0.58), "pants": (0.02, 0.03, 0.08), "skin": (0.62, 0.45, 0.35),
          "hair": (0.25, 0.15, 0.06), "shoes": (0.6, 0.1, 0.05)},
}


def shot(name, seed, fps, res, hand, ball, cam, speed, angle, board, rpm, bowler=None, reflection="strong",
         flicker=None, neighbour=None, quick=False, loss=2.0, tilt=None, axis_rot=None, shutter=1 / 250,
         bitrate=None, lead=1.1):
    w, h = res
    # axis tilt 10-20°, axis rotation 30-60°: fixed per shot from its seed unless given (quick shots: 15°, 45°)
    if tilt is None:
        tilt = 15.0 if quick else 10.0 + (seed * 7) % 11
    if axis_rot is None:
        axis_rot = 45.0 if quick else 30.0 + (seed * 13) % 31
    spec = {
        "name": name, "seed": seed, "quick": quick, "fps": fps, "width": w, "height": h, "hand": hand,
        "ball": {k: v for k, v in BALLS[ball].items() if k != "hex"}, "ballColorHex": BALLS[ball]["hex"],
        "camera": {"distance": cam[0], "height": cam[1], "offset": cam[2] if len(cam) > 2 else 0.0, "fov": 69.0},
        "bowler": dict(BOWLERS[bowler], lead=lead) if bowler else None,
        "reflection": reflection, "flicker": {"hz": flicker, "depth": 0.1} if flicker else None,
        "neighbour": None, "speedMph": speed, "speedLossMph": loss, "entryAngleDeg": angle, "entryBoard": board,
        "rpm": rpm, "axisTiltDeg": tilt, "axisRotationDeg": axis_rot, "shutterSeconds": shutter,
        "noise": {"read": 1.6, "gain": 0.035}, "bitrateMbps": bitrate or (12 if h <= 1280 else 20),
    }
    if neighbour:
        side, mph, start, nball = neighbour
        spec["neighbour"] = {"side": side, "speedMph": mph, "startFeet": start,
                             "ball": {k: v for k, v in BALLS[nball].items() if k != "hex"}}
    return spec


P720, P1080 = (720, 1280), (1080, 1920)
SHOTS = [
    # the quick subset (automated tests): 720p at 60 fps (two) and 120 fps (one)
    shot("q60-720p-rh-multi-c12x5.5o0.8-bowler-strong", 101, 60, P720, "right", "multi", (12, 5.5, 0.8), 17.0, 5.5, 17.5, 350,
         bowler="a", quick=True),
    shot("q60-720p-lh-orange-c14x4.5o0.5-strong-nb", 102, 60, P720, "left", "orange", (14, 4.5, 0.5), 16.0, 4.5,
         18.0, 300, neighbour=(1, 15.0, 8.0, "dark"), quick=True, shutter=1 / 120),
    shot("q120-720p-rh-dark-c16x5.5-weak-flk100", 103, 120, P720, "right", "dark", (16, 5.5), 18.5, 6.0, 17.0, 400,
         reflection="weak", flicker=100, quick=True),
    # 60 fps
    shot("60-1080p-rh-light-c10x5o1-bowler-strong", 201, 60, P1080, "right", "light", (10, 5, 1.0), 15.0, 4.0, 16.5, 260,
         bowler="b"),
    shot("60-1080p-lh-multi2-c18x6o-0.8-bowler-weak-nb", 202, 60, P1080, "left", "multi2", (18, 6, -0.8), 19.0, 6.5,
         19.0, 420, bowler="c", reflection="weak", neighbour=(-1, 17.0, 5.0, "orange")),
    shot("60-720p-lh-light-c8x3.5-flk120", 203, 60, P720, "left", "light", (8, 3.5), 14.0, 3.0, 20.0, 250,
         flicker=120),
    shot("60-720p-rh-orange-c20x6o1-bowler-flk100-nb", 204, 60, P720, "right", "orange", (20, 6, 1.0), 20.0, 7.0,
         15.0, 450, bowler="a", flicker=100, neighbour=(1, 16.5, 12.0, "multi3")),
    shot("60-1080p-rh-multi3-c12x5o-0.5-weak", 205, 60, P1080, "right", "multi3", (12, 5, -0.5), 16.5, 5.0, 18.5,
         330, reflection="weak"),
    shot("60-720p-lh-dark-c15x5.5o-0.9-bowler-strong", 206, 60, P720, "left", "dark", (15, 5.5, -0.9), 17.5, 5.8, 17.5, 380,
         bowler="b"),
    # 120 fps
    shot("120-720p-rh-multi-c12x5.5o0.9-bowler-weak-flk120", 301, 120, P720, "right", "multi", (12, 5.5, 0.9), 18.0, 6.0, 17.5,
         300, bowler="c", reflection="weak", flicker=120, lead=0.8, shutter=1 / 500),
    shot("120-1080p-lh-orange-c16x5o0.8-strong", 302, 120, P1080, "left", "orange", (16, 5, 0.8), 15.5, 4.0, 16.0,
         280, shutter=1 / 500),
    shot("120-1080p-rh-dark-c9x5o1-bowler-strong-nb", 303, 120, P1080, "right", "dark", (9, 5, 1.0), 19.5, 6.8, 19.5,
         440, bowler="a", neighbour=(-1, 14.5, 10.0, "light"), lead=0.8, shutter=1 / 500),
    shot("120-720p-lh-multi2-c18x5.5o-1-flk100", 304, 120, P720, "left", "multi2", (18, 5.5, -1.0), 16.0, 5.0, 18.0,
         360, flicker=100, shutter=1 / 250),
    shot("120-1080p-rh-light-c14x4.5-weak-nb", 305, 120, P1080, "right", "light", (14, 4.5), 17.0, 3.5, 15.5, 270,
         reflection="weak", neighbour=(1, 18.0, 3.0, "multi")),
    shot("120-720p-lh-multi3-c11x6o-0.6-bowler-strong", 306, 120, P720, "left", "multi3", (11, 6, -0.6), 14.5, 6.5, 19.0, 410,
         bowler="b", lead=0.8),
    # 240 fps (short shutter; the bowler only for the last steps)
    shot("240-720p-rh-multi-c13x5-strong", 401, 240, P720, "right", "multi", (13, 5), 17.0, 5.0, 17.5, 350,
         shutter=1 / 1000),
    shot("240-1080p-lh-dark-c17x5o0.6-weak-flk120", 402, 240, P1080, "left", "dark", (17, 5, 0.6), 18.0, 6.0, 18.0,
         400, reflection="weak", flicker=120, shutter=1 / 1000),
    shot("240-720p-rh-orange-c10x5.2o1-bowler-strong", 403, 240, P720, "right", "orange", (10, 5.2, 1.0), 19.0, 4.5, 16.5,
         300, bowler="c", lead=0.5, shutter=1 / 960),
    shot("240-1080p-rh-light-c19x5.8o-0.7-strong-nb", 404, 240, P1080, "right", "light", (19, 5.8, -0.7), 15.0, 3.2,
         20.0, 250, neighbour=(-1, 16.0, 6.0, "orange"), shutter=1 / 1000),
    shot("240-720p-lh-multi2-c12x3.6-flk100", 405, 240, P720, "left", "multi2", (12, 3.6), 20.0, 7.0, 17.0, 450,
         flicker=100, shutter=1 / 500),
    shot("240-1080p-lh-multi-c14x5.5o-0.8-bowler-weak", 406, 240, P1080, "left", "multi", (14, 5.5, -0.8), 16.5, 5.5, 18.5, 320,
         bowler="a", reflection="weak", lead=0.4, shutter=1 / 1000),
    # more speed/angle extremes at 60 fps 1080p
    shot("60-1080p-rh-orange-c16x5o0.8-bowler-strong-flk120", 501, 60, P1080, "right", "orange", (16, 5, 0.8), 14.0,
         7.0, 16.0, 430, bowler="c", flicker=120, shutter=1 / 125),
    shot("60-1080p-lh-light-c9x5-weak-nb", 502, 60, P1080, "left", "light", (9, 5), 20.0, 3.0, 15.0, 260,
         reflection="weak", neighbour=(1, 19.0, 2.0, "multi2"), shutter=1 / 120),
    shot("120-1080p-lh-multi3-c13x5.8o-1-bowler-strong-nb-flk100", 503, 120, P1080, "left", "multi3",
         (13, 5.8, -1.0), 17.5, 4.8, 19.5, 390, bowler="b", neighbour=(1, 16.0, 4.0, "light"), flicker=100,
         lead=0.7, shutter=1 / 500, tilt=12.0, axis_rot=35.0),
    shot("60-720p-rh-light-c20x3.5o0.4-strong", 504, 60, P720, "right", "light", (20, 3.5, 0.4), 18.0, 5.2, 17.0,
         340, tilt=20.0, axis_rot=60.0),
]


def by_name(name):
    for s in SHOTS:
        if s["name"] == name:
            return s
    raise KeyError(f"no shot named {name}; see scripts/corpus/matrix.py")


def shot_hash(spec):
    """A hash of everything that defines the shot's files (its parameters and the render settings)."""
    payload = {"spec": spec, "version": RENDER_VERSION, "plate": PLATE_SAMPLES, "frame": FRAME_SAMPLES,
               "ev": EXPOSURE_EV}
    if spec.get("hand") == "left":
        payload["grip"] = grip.MIRRORED_GRIP    # a left-hander's holes as the mirror of a right-hander's
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:12]
