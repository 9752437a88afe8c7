"""Builds the bowling-centre scene in Blender (units: feet; x toward the image's right, y down the lane, z up).

Static: our lane and one neighbour each side (maple head, pine middle, pin deck; glossy oiled finish), foul line,
arrows and dots as inlaid decals, half-round gutters, cappings, the approach, 10 pins per lane, the pit, kickbacks,
masking units, a dark ceiling with rows of light strips, dark walls. Moving: the ball (reactive swirl with finger
holes), a neighbour ball, a bowler made of rigid rounded parts. Materials of moving things write the AOV "mov" (the
object's "moving" property) so the shot runner knows which pixels to take from the low-sample crop alone.
"""
import math
import os

import bpy
import numpy as np
import bmesh
from mathutils import Matrix, Vector

import grip
import lane

BOARD_FT = lane.BOARD_IN / 12
GUTTER_FT = lane.GUTTER_IN / 12
CAPPING_FT = lane.CAPPING_IN / 12
CEILING = 10.5
OUTER = lane.HALF_WIDTH + GUTTER_FT          # lane edge to the capping


# --- node helpers ---------------------------------------------------------------------------------------------------
class Nodes:
    """Small helper to build shader node trees: n = Nodes(mat); a = n.add('ShaderNodeMath', operation='ADD')."""

    def __init__(self, tree):
        self.tree = tree
        self.nodes, self.links = tree.nodes, tree.links

    def add(self, kind, inputs=None, **props):
        node = self.nodes.new(kind)
        for key, value in props.items():
            setattr(node, key, value)
        for key, value in (inputs or {}).items():
            if isinstance(value, bpy.types.NodeSocket):
                self.links.new(value, node.inputs[key])
            else:
                node.inputs[key].default_value = value
        return node

    def math(self, op, a, b=None, clamp=False):
        node = self.add("ShaderNodeMath", operation=op, use_clamp=clamp)
        for i, v in enumerate((a, b)):
            if v is None:
                continue
            if isinstance(v, bpy.types.NodeSocket):
                self.links.new(v, node.inputs[i])
            else:
                node.inputs[i].default_value = v
        return node.outputs[0]

    def mix(self, fac, a, b, blend="MIX"):
        node = self.add("ShaderNodeMixRGB", blend_type=blend)
        for i, v in ((0, fac), (1, a), (2, b)):
            if isinstance(v, bpy.types.NodeSocket):
                self.links.new(v, node.inputs[i])
            else:
                node.inputs[i].default_value = v if i == 0 else tuple(v) + ((1.0,) if len(v) == 3 else ())
        return node.outputs[0]

    def link(self, a, b):
        self.links.new(a, b)


def new_material(name):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    tree = mat.node_tree
    for node in list(tree.nodes):
        if node.type != "OUTPUT_MATERIAL":
            tree.nodes.remove(node)
    return mat, Nodes(tree), tree.nodes["Material Output"]


def principled(n, out, **values):
    bsdf = n.add("ShaderNodeBsdfPrincipled")
    names = {"base": "Base Color", "rough": "Roughness", "spec": "Specular", "metal": "Metallic", "coat": "Clearcoat",
             "coat_rough": "Clearcoat Roughness", "sheen": "Sheen", "emission": "Emission", "strength": "Emission Strength"}
    for key, value in values.items():
        socket = bsdf.inputs[names[key]]
        if isinstance(value, bpy.types.NodeSocket):
            n.link(value, socket)
        else:
            socket.default_value = tuple(value) + (1.0,) if isinstance(value, (tuple, list)) and len(value) == 3 else value
    n.link(bsdf.outputs[0], out.inputs["Surface"])
    return bsdf


def moving_aov(n):
    """AOV 'mov' = the object's custom property 'moving' (1 while it moves, 0 when it is part of a plate)."""
    attr = n.add("ShaderNodeAttribute", attribute_type="OBJECT", attribute_name="moving")
    n.add("ShaderNodeOutputAOV", {"Value": attr.outputs["Fac"]}, name="mov")


# --- materials -------------------------------------------------------------------------------------------------------
def lane_material(name, reflection, approach=False):
    """Maple/pine boards from object coordinates: per-board tone, grain along the boards, seams, butt joints; an oiled
    finish (specular/roughness from `reflection`) that gets rougher past the end of the oil."""
    mat, n, out = new_material(name)
    coord = n.add("ShaderNodeTexCoord").outputs["Object"]
    xyz = n.add("ShaderNodeSeparateXYZ", {"Vector": coord})
    x, y = xyz.outputs["X"], xyz.outputs["Y"]
    u = n.math("DIVIDE", n.math("ADD", x, lane.HALF_WIDTH), BOARD_FT)
    board = n.math("FLOOR", u)
    frac = n.math("FRACT", u)
    edge = n.math("MINIMUM", frac, n.math("SUBTRACT", 1.0, frac))
    seam = n.math("SUBTRACT", 1.0, n.math("MINIMUM", n.math("DIVIDE", edge, 0.035), 1.0))
    # butt joints every ~6-14 ft, staggered per board
    rnd_board = n.add("ShaderNodeTexWhiteNoise", {"W": board}, noise_dimensions="1D").outputs["Value"]
    seg_len = n.math("ADD", 6.0, n.math("MULTIPLY", rnd_board, 8.0))
    seg_pos = n.math("ADD", n.math("DIVIDE", y, seg_len), rnd_board)
    segment = n.math("FLOOR", seg_pos)
    joint_frac = n.math("MULTIPLY", n.math("FRACT", seg_pos), seg_len)
    joint = n.math("LESS_THAN", joint_frac, 0.012)
    cell = n.add("ShaderNodeCombineXYZ", {"X": board, "Y": segment, "Z": 0.0 if not approach else 7.0})
    rnd_cell = n.add("ShaderNodeTexWhiteNoise", {"Vector": cell.outputs[0]}, noise_dimensions="3D")
    # grain: noise stretched along the boards, offset per board segment
    gvec = n.add("ShaderNodeCombineXYZ", {"X": n.math("MULTIPLY", x, 30.0), "Y": n.math("MULTIPLY", y, 1.3),
                                           "Z": n.math("ADD", n.math("MULTIPLY", board, 3.7), segment)})
    grain = n.add("ShaderNodeTexNoise", {"Vector": gvec.outputs[0], "Scale": 1.0, "Detail": 8.0, "Roughness": 0.6,
                                         "Distortion": 0.6}).outputs["Fac"]
    fine = n.add("ShaderNodeTexNoise", {"Vector": gvec.outputs[0], "Scale": 9.0, "Detail": 4.0}).outputs["Fac"]
    tone = n.math("ADD", 0.78, n.math("MULTIPLY", rnd_cell.outputs["Value"], 0.38))
    gmod = n.math("ADD", 0.70, n.math("MULTIPLY", n.math("ADD", grain, n.math("MULTIPLY", fine, 0.2)), 0.45))
    shade = n.math("MULTIPLY", n.math("MULTIPLY", tone, gmod),
                   n.math("SUBTRACT", 1.0, n.math("MULTIPLY", n.math("MAXIMUM", seam, joint), 0.45)))
    if approach:
        base = (0.72, 0.50, 0.28)
        colour = n.mix(1.0, base, base)
    else:
        maple, pine, deck = (0.63, 0.40, 0.19), (0.56, 0.30, 0.12), (0.70, 0.55, 0.36)
        to_pine = n.math("MULTIPLY", n.math("GREATER_THAN", y, 16.5), n.math("LESS_THAN", y, lane.PIN_DECK_START))
        colour = n.mix(to_pine, maple, pine)
        on_deck = n.math("GREATER_THAN", y, lane.PIN_DECK_START)
        colour = n.mix(on_deck, colour, deck)
    hue_jitter = n.mix(0.1, (1, 1, 1), rnd_cell.outputs["Color"])
    colour = n.mix(1.0, colour, hue_jitter, blend="MULTIPLY")
    shade_rgb = n.add("ShaderNodeCombineRGB", {"R": shade, "G": shade, "B": shade}).outputs[0]
    colour = n.mix(1.0, colour, shade_rgb, blend="MULTIPLY")
    spec, rough = reflection["specular"], reflection["roughness"]
    if approach:
        principled(n, out, base=colour, spec=0.35, rough=0.32)
    else:
        # past the oil the finish is drier: rougher and a little less reflective
        dry = n.math("MULTIPLY", n.math("SUBTRACT", y, lane.OIL_END), 0.2, clamp=True)
        r = n.math("ADD", rough, n.math("MULTIPLY", dry, reflection["dry_roughness"] - rough))
        s = n.math("SUBTRACT", spec, n.math("MULTIPLY", dry, 0.25 * spec))
        principled(n, out, base=colour, spec=s, rough=r)
    return mat


def simple_material(name, colour, rough=0.5, spec=0.5, coat=0.0, emission=None, strength=0.0, sheen=0.0):
    mat, n, out = new_material(name)
    values = dict(base=colour, rough=rough, spec=spec, coat=coat, coat_rough=0.05, sheen=sheen)
    if emission:
        values.update(emission=emission, strength=strength)
    principled(n, out, **values)
    return mat


def moving_material(name, colour, rough=0.5, spec=0.4, sheen=0.0):
    mat, n, out = new_material(name)
    principled(n, out, base=colour, rough=rough, spec=spec, sheen=sheen)
    moving_aov(n)
    return mat


def emission_material(name, colour, strength):
    mat, n, out = new_material(name)
    em = n.add("ShaderNodeEmission", {"Color": tuple(colour) + (1.0,), "Strength": strength})
    n.link(em.outputs[0], out.inputs["Surface"])
    mat.cycles.sample_as_light = False      # seen and reflected; the matching area lights do the lighting
    return mat


def pin_material():
    """White glossy plastic with two red neck stripes (object z, feet from the pin's base)."""
    mat, n, out = new_material("pin")
    z = n.add("ShaderNodeSeparateXYZ", {"Vector": n.add("ShaderNodeTexCoord").outputs["Object"]}).outputs["Z"]

    def band(lo, hi):
        return n.math("MULTIPLY", n.math("GREATER_THAN", z, lo), n.math("LESS_THAN", z, hi))

    stripes = n.math("MAXIMUM", band(9.15 / 12, 9.65 / 12), band(10.35 / 12, 10.85 / 12))
    colour = n.mix(stripes, (0.80, 0.80, 0.78), (0.55, 0.02, 0.025))
    principled(n, out, base=colour, rough=0.18, spec=0.5, coat=1.0)
    moving_aov(n)
    return mat


def masking_material(seed):
    """A dark printed panel: swooshes and stripes in saturated colours, faintly glowing (black-light look)."""
    mat, n, out = new_material("masking")
    coord = n.add("ShaderNodeTexCoord").outputs["Object"]
    wave = n.add("ShaderNodeTexWave", {"Vector": coord, "Scale": 0.9, "Distortion": 6.0, "Detail": 3.0},
                 wave_type="BANDS", bands_direction="DIAGONAL").outputs["Fac"]
    noise = n.add("ShaderNodeTexNoise", {"Vector": coord, "Scale": 0.6 + 0.1 * seed, "Detail": 2.0}).outputs["Fac"]
    ramp = n.add("ShaderNodeValToRGB", {"Fac": n.math("MULTIPLY", wave, noise)})
    els = ramp.color_ramp.elements
    els[0].position, els[0].color = 0.18, (0.01, 0.012, 0.035, 1)
    els[1].position, els[1].color = 0.34, (0.45, 0.03, 0.35, 1)
    e = els.new(0.26)
    e.color = (0.02, 0.25, 0.55, 1)
    e = els.new(0.45)
    e.color = (0.9, 0.75, 0.05, 1)
    col = ramp.outputs["Color"]
    principled(n, out, base=col, rough=0.7, spec=0.2, emission=col, strength=0.35)
    return mat


def ball_material(name, style, colours, holes, axis):
    """A reactive ball: colours swirled by distorted noise in object space (so the pattern turns with the ball), a
    polished cover; finger holes (dark, with a rim/insert) placed around the rolling axis."""
    mat, n, out = new_material(name)
    obj = n.add("ShaderNodeTexCoord").outputs["Object"]
    if style == "swirl":
        noise = n.add("ShaderNodeTexNoise", {"Vector": obj, "Scale": 5.5, "Detail": 5.0, "Roughness": 0.55,
                                             "Distortion": 1.6}).outputs["Fac"]
        ramp = n.add("ShaderNodeValToRGB", {"Fac": noise})
        els = ramp.color_ramp.elements
        c = [tuple(x) + (1.0,) for x in colours]
        els[0].position, els[0].color = 0.40, c[0]
        els[1].position, els[1].color = 0.62, c[-1]
        if len(c) > 2:
            e = els.new(0.50)
            e.color = c[1]
            e2 = els.new(0.53)
            e2.color = c[1]
        base = ramp.outputs["Color"]
        # a little pearl sparkle
        flake = n.add("ShaderNodeTexVoronoi", {"Vector": obj, "Scale": 120.0}).outputs["Distance"]
        base = n.mix(n.math("MULTIPLY", n.math("LESS_THAN", flake, 0.08), 0.25), base, (1, 1, 1), blend="ADD")
    else:
        base = n.mix(0.0, colours[0], colours[0])
    rough = 0.10
    rough_socket = None
    if holes:
        nrm = n.add("ShaderNodeVectorMath", {0: obj}, operation="NORMALIZE").outputs[0]
        hole_mask = None
        rim_mask = None
        for direction, radius_in, rim_colour in holes:
            d = n.add("ShaderNodeVectorMath", {0: nrm, 1: tuple(direction)}, operation="DOT_PRODUCT").outputs["Value"]
            ang = math.asin(radius_in / lane.BALL_DIAMETER_IN * 2)
            inside = n.math("GREATER_THAN", d, math.cos(ang))
            rim = n.math("MULTIPLY", n.math("GREATER_THAN", d, math.cos(ang * 1.28)), n.math("SUBTRACT", 1.0, inside))
            # inside the hole: darker toward its centre (depth)
            depth = n.math("MULTIPLY", inside, n.math("SUBTRACT", 1.0, n.math(
                "MULTIPLY", n.math("SUBTRACT", d, math.cos(ang)), 1.0 / (1 - math.cos(ang)) * 0.6)))
            base = n.mix(rim, base, rim_colour)
            base = n.mix(depth, base, (0.006, 0.005, 0.005))
            hole_mask = inside if hole_mask is None else n.math("MAXIMUM", hole_mask, inside)
        rough_socket = n.math("ADD", rough, n.math("MULTIPLY", hole_mask, 0.8))
    principled(n, out, base=base, rough=rough_socket if rough_socket is not None else rough, spec=0.5, coat=1.0)
    moving_aov(n)
    return mat


# --- geometry --------------------------------------------------------------------------------------------------------
def mesh_object(name, verts, faces, material=None, smooth=False, collection=None):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.update()
    if smooth:
        for p in me.polygons:
            p.use_smooth = True
    ob = bpy.data.objects.new(name, me)
    (collection or bpy.context.scene.collection).objects.link(ob)
    if material:
        me.materials.append(material)
    ob["moving"] = 0.0
    return ob


def box(name, x0, x1, y0, y1, z0, z1, material):
    v = [(x, y, z) for z in (z0, z1) for y in (y0, y1) for x in (x0, x1)]
    f = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
    return mesh_object(name, v, f, material)


def plane(name, x0, x1, y0, y1, z, material):
    return mesh_object(name, [(x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)], [(0, 1, 2, 3)], material)


def gutter(name, x_inner, side, material, y0=0.0, y1=lane.PIT + 1.5):
    """A half-round channel of the gutter's width and depth, from x_inner outward (side = ±1)."""
    w, depth = GUTTER_FT, lane.GUTTER_DEPTH_IN / 12
    rad = (w * w / 4 + depth * depth) / (2 * depth)
    half = math.asin(w / 2 / rad)
    profile = []
    for i in range(17):
        a = -half + 2 * half * i / 16
        profile.append((x_inner + side * (w / 2 + rad * math.sin(a)), rad * math.cos(half) - rad * math.cos(a)))
    verts = [(px, y, pz) for y in (y0, y1) for px, pz in profile]
    m = len(profile)
    faces = [(i, i + 1, m + i + 1, m + i) if side > 0 else (i, m + i, m + i + 1, i + 1) for i in range(m - 1)]
    return mesh_object(name, verts, faces, material, smooth=True)


def capsule_mesh(name, length, rx, ry=None, segments=20, rings=8):
    """A rounded rod along +z from 0 to length, elliptical cross-section (rx, ry)."""
    ry = ry or rx
    bm = bmesh.new()
    verts = []
    rows = []
    r_end = min(rx, ry)
    for i in range(rings + 1):            # bottom cap
        a = -math.pi / 2 + (math.pi / 2) * i / rings
        rows.append((math.cos(a), r_end * math.sin(a)))
    for i in range(rings + 1):            # top cap
        a = (math.pi / 2) * i / rings
        rows.append((math.cos(a), length + r_end * math.sin(a)))
    for (s, z) in rows:
        ring = []
        for j in range(segments):
            t = 2 * math.pi * j / segments
            ring.append(bm.verts.new((rx * s * math.cos(t), ry * s * math.sin(t), z)))
        verts.append(ring)
    for a, b in zip(verts, verts[1:]):
        for j in range(segments):
            k = (j + 1) % segments
            try:
                bm.faces.new((a[j], a[k], b[k], b[j]))
            except ValueError:
                pass
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    return me


def sphere_mesh(name, radius, segments=64, rings=32):
    """A UV sphere from plain vertex lists (bmesh's create_uvsphere gave renders that differ from run to run)."""
    verts, faces = [], []
    for i in range(1, rings):
        th = math.pi * i / rings
        for j in range(segments):
            ph = 2 * math.pi * j / segments
            verts.append((radius * math.sin(th) * math.cos(ph), radius * math.sin(th) * math.sin(ph),
                          radius * math.cos(th)))
    top, bottom = len(verts), len(verts) + 1
    verts += [(0.0, 0.0, radius), (0.0, 0.0, -radius)]
    for i in range(rings - 2):
        for j in range(segments):
            a, b = i * segments + j, i * segments + (j + 1) % segments
            faces.append((a, a + segments, b + segments, b))          # wound so the normals face outward
    last = (rings - 2) * segments
    for j in range(segments):
        faces.append((top, j, (j + 1) % segments))
        faces.append((bottom, last + (j + 1) % segments, last + j))
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for p in me.polygons:
        p.use_smooth = True
    return me


def pin_mesh():
    """The pin: the profile of lane.PIN_PROFILE turned on a lathe (more points for a smooth outline)."""
    prof = lane.PIN_PROFILE
    pts = []
    for (h0, r0), (h1, r1) in zip(prof, prof[1:]):
        for k in range(4):
            s = k / 4
            pts.append((h0 + (h1 - h0) * s, r0 + (r1 - r0) * s))
    pts.append(prof[-1])
    # soften: a light smoothing of radii (keeps the ends)
    sm = [pts[0]] + [(pts[i][0], (pts[i - 1][1] + 2 * pts[i][1] + pts[i + 1][1]) / 4) for i in range(1, len(pts) - 1)] + [pts[-1]]
    seg = 40
    verts, faces = [(0.0, 0.0, 0.0)], []
    for h, r in sm:
        for j in range(seg):
            t = 2 * math.pi * j / seg
            verts.append((r / 12 * math.cos(t), r / 12 * math.sin(t), h / 12))
    rows = len(sm)
    for j in range(seg):
        faces.append((0, 1 + (j + 1) % seg, 1 + j))
    for i in range(rows - 1):
        for j in range(seg):
            a, b = 1 + i * seg + j, 1 + i * seg + (j + 1) % seg
            faces.append((a, b, b + seg, a + seg))
    me = bpy.data.meshes.new("pin")
    me.from_pydata(verts, [], faces)
    for p in me.polygons:
        p.use_smooth = True
    return me


# --- the scene -------------------------------------------------------------------------------------------------------
def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.unit_settings.system = "IMPERIAL"
    scene.unit_settings.length_unit = "FEET"
    scene.unit_settings.scale_length = 0.3048      # 1 Blender unit = 1 ft
    return scene


def build_centre(cfg):
    """The static bowling centre. cfg: reflection ('strong'|'weak'), seed. Returns {name: object}."""
    refl = {"strong": {"specular": 1.6, "roughness": 0.03, "dry_roughness": 0.08},
            "weak": {"specular": 0.5, "roughness": 0.1, "dry_roughness": 0.2}}[cfg.get("reflection", "strong")]
    objs = {}
    lane_mat = lane_material("lane", refl)
    approach_mat = lane_material("approach", refl, approach=True)
    dark_mark = simple_material("marking", (0.035, 0.018, 0.012), rough=refl["roughness"], spec=refl["specular"])
    foul_mat = simple_material("foul", (0.02, 0.02, 0.022), rough=0.2, spec=0.5)
    gutter_mat = simple_material("gutter", (0.04, 0.04, 0.045), rough=0.35, spec=0.5)
    capping_mat = simple_material("capping", (0.03, 0.05, 0.11), rough=0.3, spec=0.5)
    kick_mat = simple_material("kickback", (0.04, 0.035, 0.035), rough=0.5, spec=0.4)
    black = simple_material("black", (0.008, 0.008, 0.01), rough=0.9, spec=0.1)
    ceiling_mat = simple_material("ceiling", (0.16, 0.16, 0.17), rough=0.9, spec=0.1)
    wall_mat = simple_material("wall", (0.06, 0.05, 0.07), rough=0.8, spec=0.2)
    pin_mat = pin_material()
    deck_light_mat = emission_material("strip", (1.0, 0.96, 0.9), 6.0)
    pin_me = pin_mesh()
    pin_me.materials.append(pin_mat)

    for k in (-1, 0, 1):
        ox = k * lane.LANE_PITCH
        ob = plane(f"lane{k}", -lane.HALF_WIDTH, lane.HALF_WIDTH, 0.0, lane.PIT, 0.0, lane_mat)
        ob.location.x = ox
        objs[f"lane{k}"] = ob
        for side in (-1, 1):
            g = gutter(f"gutter{k}{side}", 0.0, side, gutter_mat)
            g.location.x = ox + side * lane.HALF_WIDTH
            cap_x = ox + side * (OUTER + CAPPING_FT / 2)
            # capping: a low rounded bar between neighbouring gutters
            me = capsule_mesh(f"capping{k}{side}", lane.PIT + 0.5, CAPPING_FT / 2, 0.14)
            cap = bpy.data.objects.new(f"capping{k}{side}", me)
            bpy.context.scene.collection.objects.link(cap)
            me.materials.append(capping_mat)
            cap.rotation_euler = (-math.pi / 2, 0, 0)
            cap.location = (cap_x, 0.0, -0.03)
            cap["moving"] = 0.0
            # kickbacks beside the pin deck
            box(f"kick{k}{side}", cap_x - 0.18, cap_x + 0.18, lane.PIN_DECK_START - 2.0, lane.PIT + 2.5, 0.0, 2.4,
                kick_mat)
        # decals: foul line, arrows, dots (a hair above the lane)
        z = 0.0004
        mesh_object(f"foul{k}", [(ox - OUTER - 0.1, -0.5 / 12, z), (ox + OUTER + 0.1, -0.5 / 12, z),
                                 (ox + OUTER + 0.1, 0.5 / 12, z), (ox - OUTER - 0.1, 0.5 / 12, z)],
                    [(0, 1, 2, 3)], foul_mat)
        verts, faces = [], []
        for b in lane.ARROW_BOARDS:
            steps = abs(20 - b) / 5
            yc = lane.CENTRE_ARROW + steps / 3 * (lane.OUTER_ARROW - lane.CENTRE_ARROW)
            xc = ox + lane.lateral_feet(b, "right")
            half_len, half_w = lane.ARROW_LENGTH_IN / 24, 0.55 * lane.BOARD_IN / 12
            i = len(verts)
            verts += [(xc - half_w, yc - half_len, z), (xc + half_w, yc - half_len, z), (xc, yc + half_len, z)]
            faces.append((i, i + 1, i + 2))
        def dot(xc, yc, r):
            """A 12-sided disc of radius r (feet) at (xc, yc), as a fan around its centre."""
            i = len(verts)
            verts.append((xc, yc, z))
            for j in range(12):
                t = 2 * math.pi * j / 12
                verts.append((xc + r * math.cos(t), yc + r * math.sin(t), z))
            faces.extend((i, i + 1 + j, i + 1 + (j + 1) % 12) for j in range(12))

        for b in lane.DOT_BOARDS:
            dot(ox + lane.lateral_feet(b, "right"), lane.DOT_DISTANCE, 0.45 / 12)
        for dy in (-12.0, -15.0):         # approach dots
            for b in (3, 5, 8, 11, 14, 20, 26, 29, 32, 35, 37):
                dot(ox + lane.lateral_feet(b, "right"), dy, 0.5 / 12)
        mesh_object(f"marks{k}", verts, faces, dark_mark)
        # pins
        for number, (px, py) in lane.pin_spots().items():
            pin = bpy.data.objects.new(f"pin{k}_{number}", pin_me)
            bpy.context.scene.collection.objects.link(pin)
            pin.location = (ox + px, py, 0.0)
            pin.rotation_mode = "QUATERNION"
            pin["moving"] = 0.0
            objs[f"pin{k}_{number}"] = pin
        # masking unit above the pins, the pinsetter's dark bulk behind it, the pit
        mk = box(f"masking{k}", ox - lane.LANE_PITCH / 2, ox + lane.LANE_PITCH / 2, 57.9, 58.1, 2.35, 5.6,
                 masking_material(k + 2))
        box(f"setter{k}", ox - lane.LANE_PITCH / 2, ox + lane.LANE_PITCH / 2, 58.1, 70.0, 2.35, 8.0, black)
    # the deck light behind the masking units' lower edge, facing the pins (down and back)
    bpy.ops.object.light_add(type="AREA", location=(0.0, 58.25, 2.25))
    light = bpy.context.object
    light.data.shape = "RECTANGLE"
    light.data.size, light.data.size_y = 3 * lane.LANE_PITCH, 0.25
    light.data.energy = 780.0
    light.rotation_euler = (math.radians(-40), 0, 0)
    light.data.color = (1.0, 0.97, 0.92)
    # pit: the floor below the deck's edge and a black cushion at the back
    box("pit_floor", -3 * lane.LANE_PITCH, 3 * lane.LANE_PITCH, lane.PIT, 70.0, -1.5, -1.2, black)
    box("cushion", -3 * lane.LANE_PITCH, 3 * lane.LANE_PITCH, lane.PIT + 2.6, lane.PIT + 2.9, -1.5, 2.4, black)
    # beyond the neighbours: plain floor at lane level, walls, ceiling
    far = 1.5 * lane.LANE_PITCH + 0.01
    plane("floor_l", -40.0, -far, -20.0, 58.0, -0.01, wall_mat)
    plane("floor_r", far, 40.0, -20.0, 58.0, -0.01, wall_mat)
    plane("approach", -far, far, -22.0, -0.5 / 12 - 1e-4, 0.0, approach_mat)
    box("wall_l", -41.0, -40.0, -22.0, 70.0, -1.0, CEILING, wall_mat)
    box("wall_r", 40.0, 41.0, -22.0, 70.0, -1.0, CEILING, wall_mat)
    box("wall_back", -41.0, 41.0, 69.0, 70.0, -1.0, CEILING, black)
    box("wall_behind", -41.0, 41.0, -23.0, -22.0, -1.0, CEILING, wall_mat)
    plane("ceiling", -41.0, 41.0, -22.0, 70.0, CEILING, ceiling_mat)
    objs["ceiling"] = bpy.data.objects["ceiling"]
    # the ceiling's light strips: along each capping over the lanes, across the room over the approach; every strip
    # is an emissive bar (what the camera sees) with an area light on its lower face (the light and its reflections)
    lights, strips = [], []
    strip_strength = cfg.get("strip_strength", 9.0)
    strip_mat = emission_material("ceiling_strip", (1.0, 0.95, 0.86), strip_strength)
    for k in range(-2, 2):
        x = (k + 0.5) * lane.LANE_PITCH
        for y0 in range(-2, 52, 9):
            strips.append(box(f"strip_{k}_{y0}", x - 0.2, x + 0.2, y0, y0 + 7.5, CEILING - 0.25, CEILING - 0.05,
                              strip_mat))
        # one long light per row (Cycles 3.4 picks lights uniformly, so few lights mean less noise)
        lights.append(((x, 24.75, CEILING - 0.26), (0.4, 52.5), 330.0 * 6))
    for y in (-14.0, -7.0):
        strips.append(box(f"cross_{y}", -14.0, 14.0, y, y + 0.5, CEILING - 0.25, CEILING - 0.05, strip_mat))
        lights.append(((0.0, y + 0.25, CEILING - 0.26), (28.0, 0.5), 900.0))
    for strip in strips:        # seen by the camera only: reflections and lighting come from the area lights (MIS)
        strip.visible_diffuse = strip.visible_shadow = strip.visible_glossy = False
    for (loc, size, power) in lights:
        bpy.ops.object.light_add(type="AREA", location=loc)
        light = bpy.context.object
        light.data.shape = "RECTANGLE"
        light.data.size, light.data.size_y = size
        light.data.energy = power * cfg.get("light_scale", 1.0)
        light.data.color = (1.0, 0.95, 0.86)
        light.visible_camera = False
    objs["light_points"] = [l[0] for l in lights]
    world = bpy.data.worlds.new("world")
    world.use_nodes = True
    world.node_tree.nodes["Background"].inputs["Color"].default_value = (0.02, 0.02, 0.025, 1)
    world.node_tree.nodes["Background"].inputs["Strength"].default_value = 1.0
    bpy.context.scene.world = world
    return objs


def make_ball(name, spec, axis, hand):
    """spec: {'style': 'swirl'|'plain', 'colours': [...linear RGB], 'holes': bool}. Returns the object."""
    holes = []
    if spec.get("holes", True):
        # The thumb hole shows its insert; the finger holes are dark (grip.py places them).
        insert = tuple(spec.get("insert", (0.75, 0.75, 0.72)))
        holes = [(direction, radius_in, insert if thumb else (0.02, 0.02, 0.02))
                 for direction, radius_in, thumb in grip.hole_directions(axis, hand)]
    mat = ball_material(name, spec.get("style", "swirl"), spec["colours"], holes, axis)
    me = sphere_mesh(name, lane.BALL_RADIUS)
    me.materials.append(mat)
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    ob.rotation_mode = "QUATERNION"
    ob["moving"] = 1.0
    return ob


BOWLER_PARTS = {
    # name: (radius x, radius y, material key)
    "pelvis": (0.31, 0.28, "pants"), "abdomen": (0.44, 0.29, "shirt"), "chest": (0.5, 0.31, "shirt"),
    "neck": (0.15, 0.15, "skin"), "head": (0.25, 0.29, "head"),
    "ball_thigh": (0.27, 0.27, "pants"), "free_thigh": (0.27, 0.27, "pants"),
    "ball_shin": (0.19, 0.19, "pants"), "free_shin": (0.19, 0.19, "pants"),
    "ball_foot": (0.15, 0.11, "shoes"), "free_foot": (0.15, 0.11, "shoes"),
    "ball_upper_arm": (0.16, 0.16, "shirt"), "free_upper_arm": (0.16, 0.16, "shirt"),
    "ball_forearm": (0.12, 0.12, "skin"), "free_forearm": (0.12, 0.12, "skin"),
    "ball_hand": (0.12, 0.09, "skin"), "free_hand": (0.12, 0.09, "skin"),
}


def head_material(skin, hair):
    """Skin with hair over the back and top of the head (object space: +z along the head, −y toward its back)."""
    mat, n, out = new_material("head")
    obj = n.add("ShaderNodeTexCoord").outputs["Object"]
    xyz = n.add("ShaderNodeSeparateXYZ", {"Vector": obj})
    # the head's local y axis is the body's forward direction projected: hair where z high or y toward the back
    z, y = xyz.outputs["Z"], xyz.outputs["Y"]
    hair_f = n.math("MAXIMUM", n.math("GREATER_THAN", z, 0.27),
                    n.math("MULTIPLY", n.math("LESS_THAN", y, -0.04), n.math("GREATER_THAN", z, -0.03)))
    col = n.mix(hair_f, skin, hair)
    principled(n, out, base=col, rough=0.55, spec=0.35)
    moving_aov(n)
    return mat


def make_bowler(spec, motion):
    """Rigid rounded parts, one object each, sized from the motion's segment lengths."""
    k = motion.k
    mats = {"shirt": moving_material("shirt", spec["shirt"], rough=0.8, spec=0.2, sheen=0.6),
            "pants": moving_material("pants", spec["pants"], rough=0.75, spec=0.25, sheen=0.3),
            "shoes": moving_material("shoes", spec.get("shoes", (0.5, 0.5, 0.5)), rough=0.4, spec=0.4),
            "skin": moving_material("skin", spec["skin"], rough=0.5, spec=0.35),
            "head": head_material(spec["skin"], spec["hair"])}
    parts = motion.parts(0.0)
    objs = {}
    for name, (rx, ry, mkey) in BOWLER_PARTS.items():
        start, end, _ = parts[name]
        length = math.dist(start, end)
        me = capsule_mesh("bowler_" + name, length, rx * k, ry * k)
        me.materials.append(mats[mkey])
        ob = bpy.data.objects.new("bowler_" + name, me)
        bpy.context.scene.collection.objects.link(ob)
        ob.rotation_mode = "QUATERNION"
        ob["moving"] = 1.0
        objs[name] = ob
    return objs


def part_matrix(start, end, lateral):
    z = (Vector(end) - Vector(start)).normalized()
    x = Vector(lateral)
    x = x - z * x.dot(z)
    if x.length < 1e-6:
        x = Vector((0, 1, 0)) - z * z.y
    x.normalize()
    y = z.cross(x)
    m = Matrix((x, y, z)).transposed()
    return m.to_quaternion()


# --- camera, render settings, compositor -----------------------------------------------------------------------------
def setup_camera(cam):
    """A Blender camera equal to pinhole.Camera `cam`: explicit sensor fit on the longer side, no shift."""
    data = bpy.data.cameras.new("phone")
    ob = bpy.data.objects.new("phone", data)
    bpy.context.scene.collection.objects.link(ob)
    bpy.context.scene.camera = ob
    data.sensor_fit = "VERTICAL" if cam.height >= cam.width else "HORIZONTAL"
    sensor = 24.0
    data.sensor_width = data.sensor_height = sensor
    data.lens = cam.focal * sensor / max(cam.width, cam.height)
    data.shift_x = data.shift_y = 0.0
    data.clip_start, data.clip_end = 0.05, 500.0
    right, down, fwd = Vector(cam.right), Vector(cam.down), Vector(cam.forward)
    rot = Matrix((right, -down, -fwd)).transposed()      # columns: camera x, y, z axes in the world
    m = rot.to_4x4()
    m.translation = Vector(cam.position)
    ob.matrix_world = m
    scene = bpy.context.scene
    scene.render.resolution_x, scene.render.resolution_y = cam.width, cam.height
    scene.render.resolution_percentage = 100
    scene.render.pixel_aspect_x = scene.render.pixel_aspect_y = 1.0
    return ob


def setup_render(samples, seed, fps, shutter_fraction, threads=None):
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    c = scene.cycles
    c.device = "CPU"
    c.samples = samples
    c.use_adaptive_sampling = False          # every pixel its own fixed samples: crops match the plate exactly
    c.use_denoising = False
    c.seed = seed
    c.use_animated_seed = False
    c.max_bounces, c.diffuse_bounces, c.glossy_bounces = 6, 2, 3
    c.transmission_bounces, c.transparent_max_bounces, c.volume_bounces = 0, 2, 0
    c.caustics_reflective = c.caustics_refractive = False
    c.blur_glossy = 0.6
    c.sample_clamp_direct, c.sample_clamp_indirect = 0.0, 4.0
    c.pixel_filter_type, c.filter_width = "BLACKMAN_HARRIS", 1.5
    scene.render.threads_mode = "FIXED"
    scene.render.threads = threads or int(os.environ.get("CORPUS_THREADS", "2"))
    scene.render.use_persistent_data = True
    scene.render.fps, scene.render.fps_base = int(round(fps)), 1.0
    scene.render.use_motion_blur = shutter_fraction > 0
    scene.render.motion_blur_shutter = max(shutter_fraction, 1e-4)
    c.motion_blur_position = "CENTER"
    scene.render.film_transparent = False
    scene.view_settings.view_transform = "Standard"
    scene.view_settings.look = "None"
    scene.render.use_compositing = False
    scene.render.use_sequencer = False
    settings = scene.render.image_settings
    settings.file_format, settings.exr_codec, settings.color_depth = "OPEN_EXR_MULTILAYER", "NONE", "32"
    vl = scene.view_layers[0]
    vl.cycles.denoising_store_passes = True        # albedo, normal, depth for denoise.py
    if "mov" not in [a.name for a in vl.aovs]:
        aov = vl.aovs.add()
        aov.name, aov.type = "mov", "VALUE"


def render_region(path, region=None, scale=1):
    """Renders the whole image or the pixel rectangle region = (x0, y0, x1, y1) (full-resolution pixels, top-left
    origin, exclusive ends; multiples of scale) at 1/scale resolution to an EXR; returns {rgb, mov, albedo, normal,
    depth} float32 arrays (scene-linear radiance, AOV mov, the denoising passes)."""
    import exr
    scene = bpy.context.scene
    r = scene.render
    W, H = r.resolution_x, r.resolution_y
    r.resolution_percentage = 100 // scale
    if region is None:
        r.use_border = False
    else:
        x0, y0, x1, y1 = region
        r.use_border, r.use_crop_to_border = True, True
        # Blender truncates border·size to whole pixels: aim at pixel middles so float rounding cannot lose one
        r.border_min_x, r.border_max_x = (x0 + 0.5) / W, (x1 + 0.5) / W
        r.border_min_y, r.border_max_y = (H - y1 + 0.5) / H, (H - y0 + 0.5) / H
    r.filepath = path
    bpy.ops.render.render(write_still=True)
    d = exr.read(path)
    out = {"rgb": np.stack([d["ViewLayer.Combined." + c] for c in "RGB"], -1)}
    out["mov"] = d.get("ViewLayer.mov.X", np.zeros(out["rgb"].shape[:2], np.float32))
    if "ViewLayer.Denoising Albedo.R" in d:
        out["albedo"] = np.stack([d["ViewLayer.Denoising Albedo." + c] for c in "RGB"], -1)
        out["normal"] = np.stack([d["ViewLayer.Denoising Normal." + c] for c in "XYZ"], -1)
        out["depth"] = d["ViewLayer.Denoising Depth.Z"]
    want = (H // scale, W // scale) if region is None else ((y1 - y0) // scale, (x1 - x0) // scale)
    if out["rgb"].shape[:2] != want:
        raise RuntimeError(f"render gave {out['rgb'].shape[:2]}, expected {want} (region {region}, scale {scale})")
    return out
