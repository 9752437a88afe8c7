"""BowlerTrax's own rendered shot as browser-test media: a clip for "Analyze a video" and a .y4m Chromium plays as the
camera (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE.y4m`).

`rendered_shot()` renders the shot once per test session (`bowlertrax render`, the project's synthetic shot with its
exact truth) and converts it with ffmpeg. The camera's .y4m is the empty lane (the temporal median of the clip's
frames: the ball covers any pixel in only a few of them) for `LEAD_SECONDS`, the shot, and the empty lane again: the
fake camera loops its file, and a lane between shots is what a real camera sees.

Chromium's fake camera is fed at 60 fps: it plays a 60 fps file at its rate with media times on the 1/60 s grid (the
tests measure that too: a camera frame's index is its media time x 60), and the page keeps up with 720x1280 frames on
a loaded two-core machine; 30 fps halves the samples of a 2.6 s shot for no gain in robustness.
"""
import json
import os
import shutil
import subprocess
import tempfile
from collections import namedtuple

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

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


def rendered_shot(fps=60, width=720, height=1280, speed=17.0, entry_angle=6.0, entry_board=17.5, seed=1):
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
    # Every 8th frame, the per-pixel median of 19 of them: the lane without the ball.
    _ffmpeg("-i", mp4, "-vf", "select='not(mod(n\\,8))',tmedian=radius=9", "-fps_mode", "vfr", empty)
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
    base = os.path.splitext(mp4)[0]
    shot = RenderedShot(y4m=y4m, mp4=mp4, truth=base + ".truth.json", calibration=base + ".calibration.json",
                        fps=fps, width=width, height=height, directory=directory)
    _cache[key] = shot
    return shot


def calibration_input(shot):
    """The API's CalibrationInput for the shot's exact taps."""
    with open(shot.calibration) as file:
        saved = json.load(file)
    return {"imageWidth": saved["imageWidth"], "imageHeight": saved["imageHeight"],
            "taps": {name: {"x": point[0], "y": point[1]} for name, point in saved["taps"].items()}}


def truth(shot):
    with open(shot.truth) as file:
        return json.load(file)


def cleanup():
    """Removes every rendered shot of this session."""
    for shot in _cache.values():
        shutil.rmtree(shot.directory, ignore_errors=True)
    _cache.clear()
