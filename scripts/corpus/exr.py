"""A minimal reader for the uncompressed scanline OpenEXR files Blender writes (numpy only)."""
import struct

import numpy as np


def read(path):
    """{channel name: float32 array (rows top to bottom, columns)} of an uncompressed scanline EXR."""
    data = open(path, "rb").read()
    if struct.unpack_from("<i", data, 0)[0] != 20000630:
        raise ValueError(f"{path}: not an OpenEXR file")
    pos, header = 8, {}
    while data[pos] != 0:
        end = data.index(b"\0", pos)
        name = data[pos:end].decode()
        pos = end + 1
        end = data.index(b"\0", pos)
        kind = data[pos:end].decode()
        pos = end + 1
        size = struct.unpack_from("<i", data, pos)[0]
        pos += 4
        header[name] = (kind, data[pos:pos + size])
        pos += size
    pos += 1
    if header["compression"][1][0] != 0:
        raise ValueError(f"{path}: compressed EXR (write it with codec NONE)")
    raw = header["channels"][1]
    channels, p = [], 0
    while raw[p] != 0:
        end = raw.index(b"\0", p)
        cname = raw[p:end].decode()
        ptype = struct.unpack_from("<i", raw, end + 1)[0]
        channels.append((cname, ptype))
        p = end + 1 + 16
    x0, y0, x1, y1 = struct.unpack("<4i", header["dataWindow"][1])
    w, h = x1 - x0 + 1, y1 - y0 + 1
    offsets = np.frombuffer(data, "<u8", h, pos)
    dtypes = {1: np.dtype("<f2"), 2: np.dtype("<f4"), 0: np.dtype("<u4")}
    row_bytes = sum(dtypes[t].itemsize for _, t in channels) * w
    first = int(offsets[0])
    block = 8 + row_bytes
    if np.all(np.diff(offsets.astype(np.int64)) == block):
        rows = np.frombuffer(data, np.uint8, h * block, first).reshape(h, block)[:, 8:]
    else:
        rows = np.stack([np.frombuffer(data, np.uint8, row_bytes, int(o) + 8) for o in offsets])
    out, col = {}, 0
    for cname, t in channels:
        n = dtypes[t].itemsize * w
        out[cname] = rows[:, col:col + n].copy().view(dtypes[t]).astype(np.float32).reshape(h, w)
        col += n
    return out
