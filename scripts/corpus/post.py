"""After rendering: mains flicker gain, tone mapping to 8-bit sRGB, seeded sensor noise, PNG writing (numpy only)."""
import math
import struct
import zlib

import numpy as np


def flicker_gain(t, exposure, hz, depth, phase):
    """Mean over the shutter [t − e/2, t + e/2] of 1 + depth·cos(2π·hz·τ + phase) (the lamps' light, all of it)."""
    if hz <= 0 or depth <= 0:
        return 1.0
    x = math.pi * hz * exposure
    sinc = math.sin(x) / x if x > 1e-9 else 1.0
    return 1.0 + depth * math.cos(2 * math.pi * hz * t + phase) * sinc


def tonemap(rgb, exposure_ev=0.0):
    """Scene-linear RGB → display sRGB in 0..1: exposure, a filmic shoulder (ACES fit), the sRGB curve."""
    x = np.maximum(rgb, 0.0) * (2.0 ** exposure_ev)
    x = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)
    x = np.clip(x, 0.0, 1.0)
    return np.where(x <= 0.0031308, 12.92 * x, 1.055 * np.power(x, 1 / 2.4) - 0.055)


def sensor_noise(display, seed, frame, read_levels=1.6, shot_gain=0.035):
    """Adds Gaussian noise (8-bit levels, std sqrt(read² + gain·level)) from a generator seeded by (seed, frame),
    rounds and clips to uint8."""
    levels = display * 255.0
    rng = np.random.Generator(np.random.PCG64([seed, frame]))
    sigma = np.sqrt(read_levels ** 2 + shot_gain * levels)
    noisy = levels + rng.standard_normal(levels.shape, dtype=np.float32) * sigma
    return np.clip(np.rint(noisy), 0, 255).astype(np.uint8)


def write_png(path, rgb8):
    h, w, _ = rgb8.shape
    raw = b"".join(b"\0" + rgb8[y].tobytes() for y in range(h))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
    open(path, "wb").write(png)
