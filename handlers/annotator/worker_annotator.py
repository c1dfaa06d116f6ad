"""The annotator's drawing, run by the shared image workers (runtime/imageworker/worker.py).

One operation, ``annotate``: the chain of annotators over one RGB image. The 16 annotators take
supervision's parameter names and defaults (spec/annotator/annotators.tsp); they are drawn here
with OpenCV and numpy. The server has already checked every box and polygon against the image,
so nothing here is the caller's mistake. Colours are RGB (the pixels are RGB, not OpenCV's BGR).
"""

import math
import textwrap

import cv2
import numpy as np

PALETTES = {
    "DEFAULT": [
        "A351FB", "FF4040", "FFA1A0", "FF7633", "FFB633", "D1D435", "4CFB12", "94CF1A", "40DE8A",
        "1B9640", "00D6C1", "2E9CAA", "00C4FF", "364797", "6675FF", "0019EF", "863AFF", "530087",
        "CD3AFF", "FF97CA", "FF39C9",
    ],
    "LEGACY": [
        "A351FB", "E6194B", "3CB44B", "FFE119", "0082C8", "F58231", "911EB4", "46F0F0", "F032E6",
        "D2F53C", "FABEBE", "008080", "E6BEFF", "AA6E28", "FFFAC8", "800000", "AAFFC3",
    ],
    "ROBOFLOW": ["C28DFC", "A351FB", "8315F9", "6706CE", "5905B3", "4D049A"],
}

FONT = cv2.FONT_HERSHEY_SIMPLEX

NO_CLASS_ID = (
    "detections without a class_id used their index instead (for the palette colour, or as the label's text)"
)


def rgb(hex_text):
    h = hex_text.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


PALETTE_RGB = {name: [rgb(c) for c in colors] for name, colors in PALETTES.items()}


class Chain:
    """What every annotator needs: the detections, the palette, and the warnings it collects."""

    def __init__(self, detections, palette):
        self.detections = detections
        self.palette = palette
        self.warnings = []
        self.boxes = [d["xyxy"] for d in detections]

    def warn(self, index, code, which, message):
        """Records that annotator ``index`` did ``code`` for the detections ``which`` (merged per code)."""
        if not which:
            return
        for warning in self.warnings:
            if warning["annotator"] == index and warning["code"] == code:
                warning["detections"] = sorted(set(warning["detections"]) | set(which))
                return
        self.warnings.append(
            {"annotator": index, "code": code, "detections": sorted(set(which)), "message": message}
        )


def colors_for(chain, step, index, key="color", default=None):
    """The colour of each detection for ``step[key]`` (a hex colour or a palette name)."""
    value = step.get(key) or default or chain.palette
    n = len(chain.detections)
    if value.startswith("#"):
        return [rgb(value)] * n
    palette = PALETTE_RGB[value]
    lookup = step.get("color_lookup", "class")
    out = []
    missing = []
    for i, det in enumerate(chain.detections):
        if lookup == "class" and det.get("class_id") is not None:
            idx = det["class_id"]
        else:
            idx = i
            if lookup == "class":
                missing.append(i)
        out.append(palette[idx % len(palette)])
    if missing and key == "color":
        chain.warn(index, "no_class_id_index_used", missing, NO_CLASS_ID)
    return out


def int_box(xyxy, shape):
    """The box in whole pixels, covering the float box, inside the image."""
    h, w = shape[:2]
    x1 = min(max(int(math.floor(xyxy[0])), 0), w - 1)
    y1 = min(max(int(math.floor(xyxy[1])), 0), h - 1)
    x2 = min(max(int(math.ceil(xyxy[2])), x1 + 1), w)
    y2 = min(max(int(math.ceil(xyxy[3])), y1 + 1), h)
    return x1, y1, x2, y2


def draw_box(xyxy):
    """The box's corners as drawing coordinates (the last pixel row/column is x2 - 1)."""
    x1, y1, x2, y2 = (int(round(v)) for v in xyxy)
    return x1, y1, max(x1, x2 - 1), max(y1, y2 - 1)


def polygon_points(det):
    return np.round(np.array(det["polygon"], dtype=np.float64)).astype(np.int32)


def box_points(xyxy):
    x1, y1, x2, y2 = draw_box(xyxy)
    return np.array([[x1, y1], [x2, y1], [x2, y2], [x1, y2]], dtype=np.int32)


def shape_points(chain, index, det_index, fallback_list):
    det = chain.detections[det_index]
    if det.get("polygon"):
        return polygon_points(det)
    fallback_list.append(det_index)
    return box_points(det["xyxy"])


def warn_fallback(chain, index, fallback, what):
    chain.warn(index, "no_polygon_box_used", fallback,
               "detections without a polygon had their box %s instead" % what)


def anchor(det, position):
    x1, y1, x2, y2 = det["xyxy"]
    cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
    if position == "CENTER_OF_MASS":
        if det.get("polygon"):
            pts = np.array(det["polygon"], dtype=np.float32)
            m = cv2.moments(pts)
            if m["m00"] != 0:
                return m["m10"] / m["m00"], m["m01"] / m["m00"]
            return float(pts[:, 0].mean()), float(pts[:, 1].mean())
        return cx, cy
    return {
        "CENTER": (cx, cy),
        "CENTER_LEFT": (x1, cy),
        "CENTER_RIGHT": (x2, cy),
        "TOP_CENTER": (cx, y1),
        "TOP_LEFT": (x1, y1),
        "TOP_RIGHT": (x2, y1),
        "BOTTOM_LEFT": (x1, y2),
        "BOTTOM_CENTER": (cx, y2),
        "BOTTOM_RIGHT": (x2, y2),
    }[position]


def place(position, x, y, w, h):
    """The top-left corner of a w×h block put against the anchor (x, y) at ``position``."""
    if position in ("CENTER", "CENTER_OF_MASS"):
        return x - w / 2, y - h / 2
    return {
        "CENTER_LEFT": (x - w, y - h / 2),
        "CENTER_RIGHT": (x, y - h / 2),
        "TOP_CENTER": (x - w / 2, y - h),
        "TOP_LEFT": (x, y - h),
        "TOP_RIGHT": (x - w, y - h),
        "BOTTOM_LEFT": (x, y),
        "BOTTOM_CENTER": (x - w / 2, y),
        "BOTTOM_RIGHT": (x - w, y),
    }[position]


def clamp_block(left, top, w, h, shape):
    """A block moved to lie inside the image (its top-left corner at 0 when it is larger)."""
    H, W = shape[:2]
    left = int(round(min(max(left, 0), max(W - w, 0))))
    top = int(round(min(max(top, 0), max(H - h, 0))))
    return left, top


def blend(scene, overlay, mask, opacity):
    """``overlay`` over ``scene`` where ``mask`` is set, at ``opacity``."""
    if opacity <= 0 or not mask.any():
        return scene
    mixed = cv2.addWeighted(overlay, opacity, scene, 1 - opacity, 0)
    np.copyto(scene, mixed, where=mask[:, :, None].astype(bool))
    return scene


def by_area_descending(chain):
    areas = [(b[2] - b[0]) * (b[3] - b[1]) for b in chain.boxes]
    return sorted(range(len(areas)), key=lambda i: (-areas[i], i))


def rounded_rect(scene, x1, y1, x2, y2, radius, color, thickness):
    radius = int(max(0, min(radius, (x2 - x1) // 2, (y2 - y1) // 2)))
    if radius == 0:
        cv2.rectangle(scene, (x1, y1), (x2, y2), color, thickness)
        return
    if thickness < 0:
        cv2.rectangle(scene, (x1 + radius, y1), (x2 - radius, y2), color, -1)
        cv2.rectangle(scene, (x1, y1 + radius), (x2, y2 - radius), color, -1)
    else:
        cv2.line(scene, (x1 + radius, y1), (x2 - radius, y1), color, thickness)
        cv2.line(scene, (x2, y1 + radius), (x2, y2 - radius), color, thickness)
        cv2.line(scene, (x2 - radius, y2), (x1 + radius, y2), color, thickness)
        cv2.line(scene, (x1, y2 - radius), (x1, y1 + radius), color, thickness)
    corners = [
        ((x1 + radius, y1 + radius), 180),
        ((x2 - radius, y1 + radius), 270),
        ((x2 - radius, y2 - radius), 0),
        ((x1 + radius, y2 - radius), 90),
    ]
    for center, start in corners:
        cv2.ellipse(scene, center, (radius, radius), 0, start, start + 90, color, thickness)


# The annotators: fn(scene, step, index, chain) -> scene


def box(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    for i, xyxy in enumerate(chain.boxes):
        x1, y1, x2, y2 = draw_box(xyxy)
        cv2.rectangle(scene, (x1, y1), (x2, y2), colors[i], step.get("thickness", 2))
    return scene


def round_box(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    roundness = step.get("roundness", 0.6)
    for i, xyxy in enumerate(chain.boxes):
        x1, y1, x2, y2 = draw_box(xyxy)
        radius = int(roundness * min(x2 - x1, y2 - y1) / 2)
        rounded_rect(scene, x1, y1, x2, y2, radius, colors[i], step.get("thickness", 2))
    return scene


def box_corner(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    thickness = step.get("thickness", 4)
    for i, xyxy in enumerate(chain.boxes):
        x1, y1, x2, y2 = draw_box(xyxy)
        length = max(1, min(step.get("corner_length", 15), (x2 - x1) // 2, (y2 - y1) // 2))
        for x, y, dx, dy in ((x1, y1, 1, 1), (x2, y1, -1, 1), (x1, y2, 1, -1), (x2, y2, -1, -1)):
            cv2.line(scene, (x, y), (x + dx * length, y), colors[i], thickness)
            cv2.line(scene, (x, y), (x, y + dy * length), colors[i], thickness)
    return scene


def circle(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    for i, (x1, y1, x2, y2) in enumerate(chain.boxes):
        center = (int(round((x1 + x2) / 2)), int(round((y1 + y2) / 2)))
        radius = int(math.hypot(x2 - x1, y2 - y1) / 2)
        cv2.circle(scene, center, radius, colors[i], step.get("thickness", 2))
    return scene


def dot(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    radius = step.get("radius", 4)
    outline = step.get("outline_thickness", 0)
    outline_color = rgb(step.get("outline_color", "#000000"))
    for i, det in enumerate(chain.detections):
        x, y = anchor(det, step.get("position", "CENTER"))
        center = (int(round(x)), int(round(y)))
        cv2.circle(scene, center, radius, colors[i], -1)
        if outline > 0:
            cv2.circle(scene, center, radius, outline_color, outline)
    return scene


def ellipse(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    for i, (x1, y1, x2, y2) in enumerate(chain.boxes):
        width = x2 - x1
        center = (int(round((x1 + x2) / 2)), int(round(y2)))
        axes = (max(1, int(width)), max(1, int(0.35 * width)))
        cv2.ellipse(scene, center, axes, 0.0, step.get("start_angle", -45), step.get("end_angle", 235),
                    colors[i], step.get("thickness", 2), cv2.LINE_4)
    return scene


def triangle(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    base, height = step.get("base", 10), step.get("height", 10)
    outline = step.get("outline_thickness", 0)
    outline_color = rgb(step.get("outline_color", "#000000"))
    for i, det in enumerate(chain.detections):
        x, y = anchor(det, step.get("position", "TOP_CENTER"))
        pts = np.round(np.array([[x - base / 2, y - height], [x + base / 2, y - height], [x, y]])).astype(np.int32)
        cv2.fillPoly(scene, [pts], colors[i])
        if outline > 0:
            cv2.polylines(scene, [pts], True, outline_color, outline)
    return scene


def label_text(chain, i, missing):
    det = chain.detections[i]
    if det.get("label") is not None:
        return det["label"]
    if det.get("class_id") is not None:
        return str(det["class_id"])
    missing.append(i)
    return str(i)


def spread(blocks, order, shape):
    """Labels moved apart where they overlap: each tries its place, then steps up and down."""
    H = shape[0]
    placed = np.zeros((0, 4), dtype=np.int64)
    out = {}
    for i in order:
        left, top, w, h = blocks[i]
        chosen = (left, top)
        for k in range(0, 41):
            step = (k + 1) // 2 * (1 if k % 2 else -1) * h
            cand_top = min(max(top + step, 0), max(H - h, 0))
            if len(placed) == 0:
                chosen = (left, cand_top)
                break
            overlap = (
                (placed[:, 0] < left + w) & (left < placed[:, 2])
                & (placed[:, 1] < cand_top + h) & (cand_top < placed[:, 3])
            )
            if not overlap.any():
                chosen = (left, cand_top)
                break
        out[i] = chosen
        placed = np.vstack([placed, [chosen[0], chosen[1], chosen[0] + w, chosen[1] + h]])
    return out


def label(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    text_colors = colors_for(chain, step, index, key="text_color", default="#FFFFFF")
    scale = step.get("text_scale", 0.5)
    thickness = step.get("text_thickness", 1)
    pad = step.get("text_padding", 10)
    position = step.get("text_position", "TOP_LEFT")
    dx, dy = (step.get("text_offset") or [0, 0])[:2]
    radius = step.get("border_radius", 0)
    wrap = step.get("max_line_length")
    missing = []
    blocks = {}
    texts = {}
    for i, det in enumerate(chain.detections):
        text = label_text(chain, i, missing)
        lines = textwrap.wrap(text, wrap) if wrap else [text]
        lines = lines or [text]
        sizes = [cv2.getTextSize(line, FONT, scale, thickness) for line in lines]
        line_h = max(s[0][1] for s in sizes)
        gap = max(1, int(round(line_h * 0.6)))
        w = max(s[0][0] for s in sizes) + 2 * pad
        h = len(lines) * line_h + (len(lines) - 1) * gap + 2 * pad
        ax, ay = anchor(det, position)
        left, top = place(position, ax, ay, w, h)
        left, top = clamp_block(left + dx, top + dy, w, h, scene.shape)
        blocks[i] = (left, top, w, h)
        texts[i] = (lines, line_h, gap)
    if missing:
        chain.warn(index, "no_class_id_index_used", missing, NO_CLASS_ID)
    order = by_area_descending(chain)  # small boxes' labels are drawn last, on top
    if step.get("smart_position"):
        moved = spread(blocks, sorted(blocks, key=lambda i: (blocks[i][1], blocks[i][0])), scene.shape)
        for i, (left, top) in moved.items():
            blocks[i] = (left, top) + blocks[i][2:]
    for i in order:
        left, top, w, h = blocks[i]
        rounded_rect(scene, left, top, left + w - 1, top + h - 1, radius, colors[i], -1)
        lines, line_h, gap = texts[i]
        for k, line in enumerate(lines):
            baseline_y = top + pad + line_h + k * (line_h + gap)
            cv2.putText(scene, line, (left + pad, baseline_y), FONT, scale, text_colors[i], thickness, cv2.LINE_AA)
    return scene


def color(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    overlay = scene.copy()
    mask = np.zeros(scene.shape[:2], dtype=np.uint8)
    for i in by_area_descending(chain):
        x1, y1, x2, y2 = draw_box(chain.boxes[i])
        cv2.rectangle(overlay, (x1, y1), (x2, y2), colors[i], -1)
        cv2.rectangle(mask, (x1, y1), (x2, y2), 255, -1)
    return blend(scene, overlay, mask, step.get("opacity", 0.5))


def mask_(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    overlay = scene.copy()
    mask = np.zeros(scene.shape[:2], dtype=np.uint8)
    fallback = []
    for i in by_area_descending(chain):
        pts = shape_points(chain, index, i, fallback)
        cv2.fillPoly(overlay, [pts], colors[i])
        cv2.fillPoly(mask, [pts], 255)
    warn_fallback(chain, index, fallback, "filled")
    return blend(scene, overlay, mask, step.get("opacity", 0.5))


def polygon(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    fallback = []
    for i in range(len(chain.detections)):
        pts = shape_points(chain, index, i, fallback)
        cv2.polylines(scene, [pts], True, colors[i], step.get("thickness", 2))
    warn_fallback(chain, index, fallback, "outlined")
    return scene


def halo(scene, step, index, chain):
    if not chain.detections:
        return scene
    colors = colors_for(chain, step, index)
    k = step.get("kernel_size", 40)
    opacity = step.get("opacity", 0.8)
    painted = np.zeros(scene.shape, dtype=np.uint8)
    mask = np.zeros(scene.shape[:2], dtype=np.uint8)
    fallback = []
    for i in by_area_descending(chain):
        pts = shape_points(chain, index, i, fallback)
        cv2.fillPoly(painted, [pts], colors[i])
        cv2.fillPoly(mask, [pts], 255)
    warn_fallback(chain, index, fallback, "haloed")
    # Only the shapes' bounding rectangle grown by the kernel can change: work on that crop.
    x, y, w, h = cv2.boundingRect(mask)
    H, W = mask.shape
    x0, y0, x1, y1 = max(0, x - k), max(0, y - k), min(W, x + w + k), min(H, y + h + k)
    # Exact: the crop's outer k/2 pixels are empty, so what the blur reflects at its edge is too.
    region = (slice(y0, y1), slice(x0, x1))
    coverage = cv2.blur(mask[region], (k, k), borderType=cv2.BORDER_REFLECT_101).astype(np.float32) / 255.0
    spread_color = cv2.blur(painted[region], (k, k), borderType=cv2.BORDER_REFLECT_101).astype(np.float32)
    tint = spread_color / np.maximum(coverage, 1e-6)[:, :, None]
    alpha = np.minimum(1.0, 2.0 * coverage) * opacity
    alpha[mask[region] > 0] = 0
    alpha = alpha[:, :, None]
    out = scene[region].astype(np.float32) * (1 - alpha) + np.clip(tint, 0, 255) * alpha
    scene[region] = np.round(out).astype(np.uint8)
    return scene


def background_overlay(scene, step, index, chain):
    mask = np.zeros(scene.shape[:2], dtype=np.uint8)
    force_box = step.get("force_box", False)
    for det in chain.detections:
        pts = box_points(det["xyxy"]) if force_box or not det.get("polygon") else polygon_points(det)
        cv2.fillPoly(mask, [pts], 255)
    overlay = np.empty_like(scene)
    overlay[:] = rgb(step.get("color", "#000000"))
    return blend(scene, overlay, mask == 0, step.get("opacity", 0.5))


def blur(scene, step, index, chain):
    k = step.get("kernel_size", 15)
    for xyxy in chain.boxes:
        x1, y1, x2, y2 = int_box(xyxy, scene.shape)
        roi = scene[y1:y2, x1:x2]
        scene[y1:y2, x1:x2] = cv2.blur(roi, (k, k))
    return scene


def pixelate(scene, step, index, chain):
    size = step.get("pixel_size", 20)
    for xyxy in chain.boxes:
        x1, y1, x2, y2 = int_box(xyxy, scene.shape)
        roi = scene[y1:y2, x1:x2]
        h, w = roi.shape[:2]
        small = cv2.resize(roi, (max(1, w // size), max(1, h // size)), interpolation=cv2.INTER_LINEAR)
        scene[y1:y2, x1:x2] = cv2.resize(small, (w, h), interpolation=cv2.INTER_NEAREST)
    return scene


def percentage_bar(scene, step, index, chain):
    colors = colors_for(chain, step, index)
    bar_h, bar_w = step.get("height", 16), step.get("width", 80)
    border_color = rgb(step.get("border_color", "#000000"))
    border = step.get("border_thickness")
    if border is None:
        border = max(1, int(0.15 * bar_h))
    position = step.get("position", "TOP_CENTER")
    missing = []
    for i, det in enumerate(chain.detections):
        value = det.get("confidence")
        if value is None:
            missing.append(i)
            value = 0.0
        ax, ay = anchor(det, position)
        left, top = place(position, ax, ay, bar_w, bar_h)
        left, top = clamp_block(left, top, bar_w, bar_h, scene.shape)
        filled = int(round(bar_w * value))
        if filled > 0:
            cv2.rectangle(scene, (left, top), (left + filled - 1, top + bar_h - 1), colors[i], -1)
        if border > 0:
            cv2.rectangle(scene, (left, top), (left + bar_w - 1, top + bar_h - 1), border_color, border)
    chain.warn(index, "no_confidence_zero_used", missing,
               "detections without a confidence were drawn with an empty bar")
    return scene


ANNOTATORS = {
    "box": box,
    "round_box": round_box,
    "box_corner": box_corner,
    "circle": circle,
    "dot": dot,
    "ellipse": ellipse,
    "triangle": triangle,
    "label": label,
    "color": color,
    "mask": mask_,
    "polygon": polygon,
    "halo": halo,
    "background_overlay": background_overlay,
    "blur": blur,
    "pixelate": pixelate,
    "percentage_bar": percentage_bar,
}


def annotate(params, images):
    scene = np.ascontiguousarray(images[0][:, :, :3])
    chain = Chain(params.get("detections") or [], params.get("palette") or "DEFAULT")
    for index, step in enumerate(params["annotators"]):
        scene = ANNOTATORS[step["type"]](scene, step, index, chain)
    return {"warnings": chain.warnings}, [scene]


OPS = {"annotate": annotate}
