"""BowlerTrax's own rendered shot as browser-test media: a clip for "Analyze a video" and a .y4m Chromium plays as the
camera (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE.y4m`).

`rendered_shot()` renders the shot once per test session (`bowlertrax render`, the project's synthetic shot with its
exact truth) and converts it with ffmpeg. The camera's .y4m is the empty lane (the temporal median of the clip's
frames: the ball covers any pixel in only a few of them) for `LEAD_SECONDS`, the shot, and the empty lane again: the
fake camera loops its file, and a lane between shots is what a real camera sees.

Chromium's fake camera is fed at 30 fps (`CAMERA_FPS`), found by trying: its file device stamps each frame with the
wall-clock time it sends it at and plays the file's frames in sequence, never skipping, so a late tick stretches the
shot's time. At 60 fps on a loaded two-core machine it missed ticks (15-25 % of the frames arrived late or merged) and
the page measured 16.3-16.4 mph for a 17 mph shot; at 30 fps no tick was late, no frame was skipped, and the page's
metrics were identical run after run (17.0 mph).
"""
import atexit
import json
import os
import shutil
import subprocess
import tempfile
from collections import namedtuple

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The frame rate of the camera's file (see above).
CAMERA_FPS = 30

# Seconds of empty lane before and after the shot in the camera's file.
LEAD_SECONDS = 1.0

RenderedShot = namedtuple("RenderedShot", "y4m mp4 truth calibration fps width height directory")

_cache = {}


def bowlertrax_binary():
    """The `bowlertrax` tool: $BOWLERTRAX_BINARY, else beside $FIRSTRUN_BINARY, else the debug build."""
    if os.environ.get("BOWLERTRAX_BINARY"):
        return os.environ["BOWLERTRAX_BINARY"]
    if os.environ.get("FIRSTRUN_BINARY"):
        beside = os.path.join(os.path.dirname(os.environ["FIRSTRUN_BINARY"]), "bowlertrax")
        if os.path.exists(beside):
            return beside
    return os.path.join(ROOT, ".build", "debug", "bowlertrax")


def _ffmpeg(*arguments):
    subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", *arguments], check=True)


def rendered_shot(fps=CAMERA_FPS, width=720, height=1280, speed=17.0, entry_angle=6.0, entry_board=17.5, seed=1):
    """Renders the shot (cached for the test session) and returns a RenderedShot: paths of the camera's .y4m, the
    .mp4, the truth and the calibration (the exact taps, `{"imageWidth", "imageHeight", "taps": {name: [x, y]}}`)."""
    key = (fps, width, height, speed, entry_angle, entry_board, seed)
    if key in _cache and os.path.exists(_cache[key].y4m):
        return _cache[key]
    directory = tempfile.mkdtemp(prefix="bowlertrax-media-")
    mp4 = os.path.join(directory, "shot.mp4")
    subprocess.run([bowlertrax_binary(), "render", mp4, "--fps", str(fps), "--size", f"{width}x{height}",
                    "--speed", str(speed), "--entry-angle", str(entry_angle), "--entry-board", str(entry_board),
                    "--seed", str(seed)], check=True, stdout=subprocess.DEVNULL)
    empty = os.path.join(directory, "empty-%02d.png")
    # The per-pixel median of 19 frames spread over the clip: the lane without the ball.
    frames = len(truth_of(base_of(mp4))["frames"])
    stride = max(1, frames // 20)
    _ffmpeg("-i", mp4, "-vf", f"select='not(mod(n\\,{stride}))',tmedian=radius=9", "-fps_mode", "vfr", empty)
    empty_frame = os.path.join(directory, "empty-01.png")
    y4m = os.path.join(directory, "camera.y4m")
    lead = f"{LEAD_SECONDS:.3f}"
    _ffmpeg("-loop", "1", "-framerate", str(fps), "-t", lead, "-i", empty_frame,
            "-i", mp4,
            "-loop", "1", "-framerate", str(fps), "-t", lead, "-i", empty_frame,
            "-filter_complex",
            "[0:v]format=yuv420p,setsar=1[a];[1:v]format=yuv420p,setsar=1[b];[2:v]format=yuv420p,setsar=1[c];"
            "[a][b][c]concat=n=3:v=1:a=0,fps=" + str(fps) + "[v]",
            "-map", "[v]", "-pix_fmt", "yuv420p", "-f", "yuv4mpegpipe", y4m)
    base = base_of(mp4)
    shot = RenderedShot(y4m=y4m, mp4=mp4, truth=base + ".truth.json", calibration=base + ".calibration.json",
                        fps=fps, width=width, height=height, directory=directory)
    _cache[key] = shot
    return shot


def tracked_shot():
    """The rendered shot (60 fps, 720x1280) tracked by the native tracker (`bowlertrax bench-track`, the tracker the
    page runs as WebAssembly), once per test session: {"calibration": the API's CalibrationInput of its exact taps,
    "observations": the tracker's observations}, what the page would post for it."""
    if "tracked" in _cache:
        return _cache["tracked"]
    shot = rendered_shot(fps=60, width=720, height=1280)
    tracked = subprocess.run([bowlertrax_binary(), "bench-track", shot.mp4, "--calibration", shot.calibration,
                              "--repeats", "1"], check=True, capture_output=True, text=True)
    _cache["tracked"] = {"calibration": calibration_input(shot),
                         "observations": json.loads(tracked.stdout)["observations"]}
    return _cache["tracked"]


def base_of(path):
    return os.path.splitext(path)[0]


def truth_of(base):
    with open(base + ".truth.json") as file:
        return json.load(file)


def calibration_input(shot):
    """The API's CalibrationInput for the shot's exact taps."""
    with open(shot.calibration) as file:
        saved = json.load(file)
    return {"imageWidth": saved["imageWidth"], "imageHeight": saved["imageHeight"],
            "taps": {name: {"x": point[0], "y": point[1]} for name, point in saved["taps"].items()}}


def truth(shot):
    with open(shot.truth) as file:
        return json.load(file)


@atexit.register
def cleanup():
    """Removes every rendered shot of this session (at exit)."""
    for shot in _cache.values():
        if isinstance(shot, RenderedShot):
            shutil.rmtree(shot.directory, ignore_errors=True)
    _cache.clear()
