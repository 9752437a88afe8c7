"""A small feature-guided (joint bilateral) denoiser for low-sample Cycles renders, numpy only (this Blender build
has no OpenImageDenoise). The radiance is divided by the albedo pass, averaged over a window with weights from the
albedo, normal and depth passes and from a pre-smoothed luminance (keeps shadow edges and highlights), then multiplied
back: texture survives through the albedo, noise goes."""
import numpy as np


def _pad(x, r):
    return np.pad(x, ((r, r), (r, r)) + ((0, 0),) * (x.ndim - 2), mode="edge")


def denoise(rgb, albedo, normal, depth, radius=3, s_spatial=2.0, s_albedo=0.06, s_normal=0.25, s_depth=0.04,
            s_lum=0.5):
    h, w, _ = rgb.shape
    alb = np.maximum(albedo, 0.0) + 0.03
    demod = rgb / alb
    lum = demod.mean(-1)
    # pre-smoothed luminance for the range term (3×3 box)
    p = _pad(lum, 1)
    pre = sum(p[dy:dy + h, dx:dx + w] for dy in range(3) for dx in range(3)) / 9.0
    r = radius
    P = {"d": _pad(demod, r), "a": _pad(albedo, r), "n": _pad(normal, r), "z": _pad(depth, r), "l": _pad(pre, r)}
    acc = np.zeros_like(demod)
    wsum = np.zeros((h, w), np.float32)
    zc = np.maximum(depth, 1e-3)
    for dy in range(2 * r + 1):
        for dx in range(2 * r + 1):
            sl = (slice(dy, dy + h), slice(dx, dx + w))
            wt = np.exp(-((dy - r) ** 2 + (dx - r) ** 2) / (2 * s_spatial ** 2))
            da = ((P["a"][sl] - albedo) ** 2).sum(-1)
            dn = ((P["n"][sl] - normal) ** 2).sum(-1)
            dz = ((P["z"][sl] - depth) / zc) ** 2
            dl = ((P["l"][sl] - pre) / (pre + 0.05)) ** 2
            wgt = wt * np.exp(-da / (2 * s_albedo ** 2) - dn / (2 * s_normal ** 2) - dz / (2 * s_depth ** 2)
                              - dl / (2 * s_lum ** 2))
            acc += wgt[..., None] * P["d"][sl]
            wsum += wgt
    return (acc / wsum[..., None] * alb).astype(np.float32)
