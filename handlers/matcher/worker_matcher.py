"""The matcher's operations, run by the shared image workers (runtime/imageworker/worker.py).

Every operation takes ``[image, pattern]`` as ``(h, w, c)`` uint8 arrays (grey or RGB, decoded and
checked by Node: the pattern fits inside the image and is not flat) and answers JSON only.
``template_match`` slides the pattern over the image (``cv2.matchTemplate``) and keeps the best
positions by greedy non-maximum suppression; ``feature_match`` matches ORB or SIFT descriptors by
brute force with Lowe's ratio test; ``homography`` estimates the pattern-to-image homography from
those matches with RANSAC or MAGSAC++ and checks that it maps the pattern to a plausible
quadrilateral.
"""
import cv2
import numpy as np

TEMPLATE_METHODS = {
    "TM_CCOEFF_NORMED": cv2.TM_CCOEFF_NORMED,
    "TM_CCORR_NORMED": cv2.TM_CCORR_NORMED,
    "TM_SQDIFF_NORMED": cv2.TM_SQDIFF_NORMED,
}

HOMOGRAPHY_METHODS = {"RANSAC": cv2.RANSAC, "USAC_MAGSAC": cv2.USAC_MAGSAC}

# ORB's default keypoint budget when the caller names none (cv2.ORB_create's own is 500).
ORB_DEFAULT_FEATURES = 500

# Padding around a picture before ORB looks for keypoints (its patch size).
ORB_PAD = 32

# The smallest area (square pixels) a projected pattern may have to count as found.
MIN_QUAD_AREA = 4.0

# The ECC refinement: the template's longest side, the crop's margin around the projected quad,
# iterations, the least correlation it must reach, and how far it may move a corner
# (a fraction of the quad's diagonal).
ECC_SIDE = 400
ECC_MARGIN = 16
ECC_ITERATIONS = 60
ECC_MIN_CORRELATION = 0.6
ECC_MAX_SHIFT = 0.1


def _plane(image):
    """A 2-D array for a one-channel image, the array itself otherwise (matchTemplate takes both)."""
    return image[:, :, 0] if image.shape[2] == 1 else image


def _grey(image):
    if image.shape[2] == 1:
        return image[:, :, 0]
    return cv2.cvtColor(image, cv2.COLOR_RGB2GRAY)


def _scores(image, pattern, method):
    """The score map in [0, 1], 1 a perfect match; undefined scores (flat windows) are 0."""
    res = cv2.matchTemplate(_plane(image), _plane(pattern), TEMPLATE_METHODS[method])
    if method == "TM_SQDIFF_NORMED":
        res = 1.0 - res
    res = np.nan_to_num(res, nan=0.0, posinf=0.0, neginf=0.0)
    return np.clip(res, 0.0, 1.0)


def _box(x, y, w, h, score):
    return {"x": int(x), "y": int(y), "width": int(w), "height": int(h), "score": round(float(score), 4)}


def template_match(params, images):
    image, pattern = images
    h, w = pattern.shape[:2]
    scores = _scores(image, pattern, params["method"])
    threshold = float(params["threshold"])
    limit = int(params["maxMatches"])
    best_y, best_x = np.unravel_index(int(np.argmax(scores)), scores.shape)
    best = _box(best_x, best_y, w, h, scores[best_y, best_x])

    # Greedy NMS over the positions at or above the threshold, best first: a position is kept when
    # its box overlaps no kept box, i.e. it lies outside every kept position's (2w-1)×(2h-1) window.
    ys, xs = np.nonzero(scores >= threshold)
    order = np.argsort(-scores[ys, xs], kind="stable")
    suppressed = np.zeros(scores.shape, dtype=bool)
    matches = []
    for y, x in zip(ys[order].tolist(), xs[order].tolist()):
        if suppressed[y, x]:
            continue
        matches.append(_box(x, y, w, h, scores[y, x]))
        if len(matches) >= limit:
            break
        suppressed[max(0, y - h + 1) : y + h, max(0, x - w + 1) : x + w] = True
    return {"found": bool(matches), "best": best, "matches": matches}


def _detector(params):
    n = params.get("nfeatures")
    if params["detector"] == "sift":
        return cv2.SIFT_create(nfeatures=int(n or 0)), cv2.NORM_L2
    return cv2.ORB_create(nfeatures=int(n if n is not None else ORB_DEFAULT_FEATURES)), cv2.NORM_HAMMING


def _detect(detector, grey, kind):
    """Keypoints and descriptors; ORB's are looked for up to the edges too. ORB skips a border as
    wide as its patch (31 px, wider on coarse pyramid levels), which on a small pattern leaves only
    a central patch of keypoints and a homography extrapolated from it: the picture is padded by
    replicating its edge pixels, and keypoints found in the padding are dropped."""
    if kind != "orb":
        return detector.detectAndCompute(grey, None)
    h, w = grey.shape[:2]
    padded = cv2.copyMakeBorder(grey, ORB_PAD, ORB_PAD, ORB_PAD, ORB_PAD, cv2.BORDER_REPLICATE)
    keypoints, descriptors = detector.detectAndCompute(padded, None)
    if descriptors is None:
        return [], None
    kept, rows = [], []
    for i, kp in enumerate(keypoints):
        x, y = kp.pt[0] - ORB_PAD, kp.pt[1] - ORB_PAD
        if 0 <= x <= w - 1 and 0 <= y <= h - 1:
            kept.append(cv2.KeyPoint(x, y, kp.size, kp.angle, kp.response, kp.octave, kp.class_id))
            rows.append(i)
    return kept, (descriptors[rows] if rows else None)


def _matches(params, images):
    """Keypoint counts and the ratio-test matches ``(pattern_pt, image_pt, distance)``, best first."""
    image, pattern = (_grey(im) for im in images)
    detector, norm = _detector(params)
    kp_p, des_p = _detect(detector, pattern, params["detector"])
    kp_i, des_i = _detect(detector, image, params["detector"])
    counts = {"pattern": len(kp_p), "image": len(kp_i)}
    if des_p is None or des_i is None or len(kp_p) == 0 or len(kp_i) < 2:
        return counts, []
    ratio = float(params["ratio"])
    pairs = []
    for candidates in cv2.BFMatcher(norm).knnMatch(des_p, des_i, k=2):
        if len(candidates) < 2:
            continue
        first, second = candidates
        if first.distance < ratio * second.distance:
            pairs.append((kp_p[first.queryIdx].pt, kp_i[first.trainIdx].pt, float(first.distance)))
    pairs.sort(key=lambda pair: pair[2])
    return counts, pairs[: int(params["maxMatches"])]


def _point(pt):
    return {"x": round(float(pt[0]), 2), "y": round(float(pt[1]), 2)}


def feature_match(params, images):
    counts, pairs = _matches(params, images)
    return {
        "detector": params["detector"],
        "keypoints": counts,
        "matches": [{"pattern": _point(p), "image": _point(i), "distance": round(d, 2)} for p, i, d in pairs],
    }


def _plausible(corners):
    """A convex, non-mirrored quad of some area (the corners are in front of the projection)."""
    edges = np.roll(corners, -1, axis=0) - corners
    following = np.roll(edges, -1, axis=0)
    cross = edges[:, 0] * following[:, 1] - edges[:, 1] * following[:, 0]
    # TL→TR→BR→BL turns clockwise on screen (y down): every cross product is positive.
    if np.any(cross <= 0):
        return False
    x, y = corners[:, 0], corners[:, 1]
    area = 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))
    return area >= MIN_QUAD_AREA


def _refine(image, pattern, h, corners):
    """The homography ``h`` refined by ECC alignment of the pattern's pixels with the image
    (``cv2.findTransformECC``), or ``h`` itself when the alignment fails or strays. The pattern is
    resized to about its size in the image (at most ECC_SIDE on a side) and the image cropped to the
    projected quad, which bounds the cost whatever the inputs' sizes."""
    ih, iw = image.shape[:2]
    ph, pw = pattern.shape[:2]
    x, y = corners[:, 0], corners[:, 1]
    area = 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))
    d = min(1.0, ECC_SIDE / max(pw, ph), (area / (pw * ph)) ** 0.5)
    tw, th = max(8, round(pw * d)), max(8, round(ph * d))
    sx, sy = tw / pw, th / ph
    template = cv2.resize(pattern, (tw, th), interpolation=cv2.INTER_AREA) if (tw, th) != (pw, ph) else pattern
    x0, y0 = (max(0, int(np.floor(v.min())) - ECC_MARGIN) for v in (x, y))
    x1, y1 = min(iw, int(np.ceil(x.max())) + ECC_MARGIN), min(ih, int(np.ceil(y.max())) + ECC_MARGIN)
    if x1 - x0 < 8 or y1 - y0 < 8:
        return h
    crop = image[y0:y1, x0:x1]
    # Pixel centres: a template pixel t is the pattern point (t + 0.5) / s - 0.5.
    to_pattern = np.array([[1 / sx, 0, 0.5 / sx - 0.5], [0, 1 / sy, 0.5 / sy - 0.5], [0, 0, 1]])
    to_crop = np.array([[1, 0, -x0], [0, 1, -y0], [0, 0, 1]], dtype=np.float64)
    warp = (to_crop @ h @ to_pattern).astype(np.float32)
    criteria = (cv2.TERM_CRITERIA_COUNT | cv2.TERM_CRITERIA_EPS, ECC_ITERATIONS, 1e-5)
    try:
        cc, warp = cv2.findTransformECC(template, crop, warp, cv2.MOTION_HOMOGRAPHY, criteria, None, 3)
    except cv2.error:
        return h
    if not np.all(np.isfinite(warp)) or cc < ECC_MIN_CORRELATION:
        return h
    refined = np.linalg.inv(to_crop) @ warp.astype(np.float64) @ np.linalg.inv(to_pattern)
    if abs(refined[2, 2]) < 1e-12:
        return h
    refined = refined / refined[2, 2]
    moved = _project(refined, pw, ph) if np.all(np.isfinite(refined)) else None
    if moved is None or not _plausible(moved[0]):
        return h
    diagonal = float(np.hypot(*(corners[2] - corners[0])))
    if np.max(np.hypot(*(moved[0] - corners).T)) > ECC_MAX_SHIFT * diagonal:
        return h
    return refined


def _project(h, pw, ph):
    """The pattern's corners under ``h`` and their projective depths, or None past the horizon."""
    quad = np.float64([[0, 0, 1], [pw, 0, 1], [pw, ph, 1], [0, ph, 1]]) @ h.T
    w = quad[:, 2]
    if np.any(w <= 1e-9):
        return None
    return quad[:, :2] / w[:, None], w


def homography(params, images):
    image = images[0]
    ph, pw = images[1].shape[:2]
    counts, pairs = _matches(params, images)
    out = {
        "found": False,
        "detector": params["detector"],
        "keypoints": counts,
        "homography": None,
        "corners": None,
        "boundingBox": None,
        "inliers": 0,
        "matches": len(pairs),
        "inlierRatio": 0.0,
    }
    if len(pairs) < 4:
        return out
    src = np.float32([p for p, _, _ in pairs]).reshape(-1, 1, 2)
    dst = np.float32([i for _, i, _ in pairs]).reshape(-1, 1, 2)
    h, mask = cv2.findHomography(
        src,
        dst,
        method=HOMOGRAPHY_METHODS[params["method"]],
        ransacReprojThreshold=float(params["ransacReprojThreshold"]),
        maxIters=int(params["maxIters"]),
        confidence=float(params["confidence"]),
    )
    if h is None or mask is None or not np.all(np.isfinite(h)) or abs(h[2, 2]) < 1e-12:
        return out
    h = h / h[2, 2]
    inliers = int(mask.sum())
    out["inliers"] = inliers
    out["inlierRatio"] = round(inliers / len(pairs), 4)
    projected = _project(h, pw, ph)
    if inliers < int(params["minInliers"]) or projected is None or not _plausible(projected[0]):
        return out
    if params.get("refine", True):
        h = _refine(_grey(image), _grey(images[1]), h, projected[0])
        projected = _project(h, pw, ph)
    corners = projected[0]
    ih, iw = image.shape[:2]
    x0, y0 = np.clip(corners.min(axis=0), 0, [iw, ih])
    x1, y1 = np.clip(corners.max(axis=0), 0, [iw, ih])
    out.update(
        found=True,
        homography=[[float(v) for v in row] for row in h],
        corners=[_point(c) for c in corners],
        boundingBox={
            "x": round(float(x0), 2),
            "y": round(float(y0), 2),
            "width": round(float(x1 - x0), 2),
            "height": round(float(y1 - y0), 2),
        },
    )
    return out


OPS = {"template_match": template_match, "feature_match": feature_match, "homography": homography}
