"""Helpers for scripts/render-corpus (plain Python 3, no Blender): which shots, their cache entries, summaries.

  python3 cli.py plan CACHE (--quick | --all | --shot NAME ...)   → lines "name<TAB>hash<TAB>entry dir<TAB>status"
  python3 cli.py summary ENTRY_DIR                                → one shot's frame count, timing and truth metrics
  python3 cli.py estimate CACHE                                   → the whole matrix's render time from measurements
  python3 cli.py holes TRUTH_JSON ...                             → adds holesInView to truths written before it
"""
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import matrix  # noqa: E402


def plan(cache, args):
    if args[0] == "--all":
        shots = matrix.SHOTS
    elif args[0] == "--quick":
        shots = [s for s in matrix.SHOTS if s["quick"]]
    else:
        shots = [matrix.by_name(n) for n in args[1:]]
    for s in shots:
        h = matrix.shot_hash(s)
        entry = os.path.join(cache, f"{s['name']}-{h}")
        done = os.path.exists(os.path.join(entry, s["name"] + ".render.json"))
        print(f"{s['name']}\t{h}\t{entry}\t{'cached' if done else 'todo'}")


def summary(entry):
    name = os.path.basename(entry.rstrip("/")).rsplit("-", 1)[0]
    r = json.load(open(os.path.join(entry, name + ".render.json")))
    t = json.load(open(os.path.join(entry, name + ".truth.json")))
    s = t["scene"]
    print(f"  {s['width']}x{s['height']} {s['fps']} fps, {r['frames']} frames; plate {r['plateSeconds']:.0f} s, "
          f"frames {r['secondsPerFrame']:.2f} s/frame ({r['cpuSecondsPerFrame']:.2f} CPU s/frame), "
          f"total {r['totalSeconds'] / 60:.1f} min")
    print(f"  truth: {t['hand']}-handed, {t['averageSpeedMph']:.2f} mph (release {t['releaseSpeedMph']:.2f}, entry "
          f"{t['entrySpeedMph']:.2f}), release board {t['releaseBoard']:.2f}, arrows {t['arrowsBoard']:.2f}, "
          f"breakpoint {t['breakpointBoard']:.2f} at {t['breakpointDistanceFeet']:.1f} ft, entry board "
          f"{t['entryBoard']:.2f} at {t['entryAngleDegrees']:.2f} deg, {t['revRateRpm']:.0f} rpm, "
          f"ball colour {s['ballColorHex']}")
    print(f"  files: {os.path.join(entry, name)}.{{mp4,truth.json,calibration.json}}")


def frames_of(spec):
    """(frames, frames with the bowler moving) a shot will have, from the truth model (no Blender)."""
    import math
    import lane
    import shotpath
    path = shotpath.HookPath(spec["entryBoard"], spec["entryAngleDeg"], spec["speedMph"], spec["speedLossMph"])
    end = path.time(lane.HEAD_PIN) + 0.1
    lead = spec["bowler"].get("lead", 1.1) if spec.get("bowler") else 0.1
    n = int(math.ceil((end + lead) * spec["fps"])) + 1
    return n, (int(round((lead + 0.8) * spec["fps"])) if spec.get("bowler") else 0)


def estimate(cache):
    """The whole matrix's render time from measured runs (the cache's shots and partial measurement runs in
    CACHE/.measure): per resolution, plate seconds (with/without a bowler) and seconds per frame (ball only / with
    the bowler moving); a resolution not measured is scaled from another by its pixel count."""
    paths = glob.glob(os.path.join(cache, "*", "*.render.json")) + \
        glob.glob(os.path.join(cache, ".measure", "*", "*.render.json"))
    runs = [json.load(open(p)) for p in paths]
    if not runs:
        print("no rendered shots to measure from")
        return
    by_res = {}
    for r in runs:
        if r["name"] not in [s["name"] for s in matrix.SHOTS]:
            continue           # a shot since removed from the matrix
        spec = matrix.by_name(r["name"])
        m = by_res.setdefault((spec["width"], spec["height"]), {"plate": [], "plateB": [], "ball": [], "bowler": []})
        if r.get("plateSamples") == matrix.PLATE_SAMPLES and r["frames"] > 0:
            m["plateB" if spec.get("bowler") else "plate"].append(r["plateSeconds"])
        if r.get("ballSecondsPerFrame"):
            m["ball"].append(r["ballSecondsPerFrame"])
        if r.get("bowlerSecondsPerFrame"):
            m["bowler"].append(r["bowlerSecondsPerFrame"])

    def mean(xs):
        return sum(xs) / len(xs) if xs else None

    def value(res, key):
        """Measured at this resolution, else scaled by pixel count from another; plates with a bowler cost ~1.3×."""
        mp = res[0] * res[1] / 1e6
        alt = {"plate": ("plateB", 1 / 1.3), "plateB": ("plate", 1.3)}.get(key)
        candidates = [(res, key, 1.0)] + ([(res, alt[0], alt[1])] if alt else [])
        candidates += [(o, key, 1.0) for o in by_res if o != res]
        candidates += [(o, alt[0], alt[1]) for o in by_res if o != res] if alt else []
        for other, k, factor in candidates:
            v = mean(by_res.get(other, {}).get(k, []))
            if v is not None:
                return v * factor * mp / (other[0] * other[1] / 1e6)
        return None

    for res in sorted(by_res):
        print(f"  measured {res[0]}x{res[1]}: plate {value(res, 'plate') or 0:.0f} s (with bowler "
              f"{value(res, 'plateB') or 0:.0f} s), {value(res, 'ball') or 0:.2f} s/frame ball only, "
              f"{value(res, 'bowler') or 0:.2f} s/frame with the bowler moving")
    total = 0.0
    for s in matrix.SHOTS:
        res = (s["width"], s["height"])
        n, nb = frames_of(s)
        sec = (value(res, "plateB" if s.get("bowler") else "plate") or 0) + value(res, "ball") * (n - nb) + \
            (value(res, "bowler") or 4 * value(res, "ball")) * nb
        total += sec
        print(f"  {s['name']:55s} {n:5d} frames ({nb:3d} with the bowler)  ~{sec / 60:5.1f} min")
    print(f"estimated total for --all: {total / 3600:.1f} h on this machine (from {len(runs)} measured runs)")


def holes(paths):
    """Adds `holesInView` and `holesInViewShare` (grip.py) to truths rendered before the truth had them, from their
    own fields and the grip their render used (`scene.grip`): no render needed."""
    import grip
    for path in paths:
        with open(path) as f:
            truth = json.load(f)
        grip.add_holes_in_view(truth)
        with open(path, "w") as f:
            json.dump(truth, f, indent=1, sort_keys=True)
        print(f"{os.path.basename(path)}: holes in view {truth['holesInViewShare']:.2f} of the first 35 ft")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "plan":
        plan(sys.argv[2], sys.argv[3:])
    elif cmd == "summary":
        summary(sys.argv[2])
    elif cmd == "estimate":
        estimate(sys.argv[2])
    elif cmd == "holes":
        holes(sys.argv[2:])
