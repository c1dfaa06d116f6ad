"""OCR in the shared image worker (runtime/imageworker/worker.py): tesseract through tesserocr.

One operation, ``recognize``: a grey (or RGB) image in, tesseract's TSV (always: the words and
ALTO are built from it in TypeScript), and the plain text and hOCR when asked for. Orientation
detection runs on a separate API initialised with ``osd.traineddata`` (page segmentation mode
``OSD_ONLY``); when it is confident enough the image is turned upright before recognition.

Recognition APIs are kept per language set (``eng+deu``), least recently used first out, so a
traineddata file is loaded once per worker rather than once per call. Pixels are handed over with
``SetImageBytes`` (no PIL: Debian's python3 here has none).
"""

import collections
import os

import cv2
import numpy as np
import tesserocr
from tesserocr import OEM, PSM, PyTessBaseAPI

from imageworker_api import InputError

TESSDATA = os.environ.get("TESSDATA_PREFIX", "/usr/share/tesseract-ocr/5/tessdata/")
if not TESSDATA.endswith("/"):
    TESSDATA += "/"

# "tesseract 5.3.0\n leptonica-1.82.0\n …": the first line's version.
TESSERACT_VERSION = tesserocr.tesseract_version().split()[1]

LANGUAGES = {"eng", "deu", "fra", "spa", "ita", "por", "nld"}
CACHE_SIZE = 4
# The largest image (after enlarging) OSD is tried again on: 2,000 x 2,000 pixels.
OSD_RETRY_PIXELS = 4_000_000

_apis = collections.OrderedDict()
_osd = None


def _api(languages):
    key = "+".join(languages)
    api = _apis.get(key)
    if api is not None:
        _apis.move_to_end(key)
        return api
    api = PyTessBaseAPI(path=TESSDATA, lang=key, psm=PSM.AUTO, oem=OEM.LSTM_ONLY)
    # Tesseract's diagnostics ("Estimating resolution as …") would fill the server's log.
    api.SetVariable("debug_file", "/dev/null")
    _apis[key] = api
    while len(_apis) > CACHE_SIZE:
        _, old = _apis.popitem(last=False)
        old.End()
    return api


def _osd_api():
    global _osd
    if _osd is None:
        _osd = PyTessBaseAPI(path=TESSDATA, lang="osd", psm=PSM.OSD_ONLY, oem=OEM.TESSERACT_ONLY)
        _osd.SetVariable("debug_file", "/dev/null")
    return _osd


def _set_image(api, image, dpi):
    image = np.ascontiguousarray(image)
    height, width, channels = image.shape
    if channels == 4:
        image = np.ascontiguousarray(image[:, :, :3])
        channels = 3
    api.SetImageBytes(image.tobytes(), width, height, channels, width * channels)
    if dpi:
        api.SetSourceResolution(int(dpi))


def _detect(image, dpi):
    api = _osd_api()
    _set_image(api, image, dpi)
    try:
        return api.DetectOrientationScript()
    except RuntimeError:  # too few characters to judge
        return None
    finally:
        api.Clear()


def _orientation(image, dpi, enough):
    """OSD's answer, or None when it finds too little text to judge.

    OSD judges small print poorly (14-pixel text turned 180 degrees: confidence 0.3 as it is,
    18 at twice the size), so an answer below `enough` is tried again on the image enlarged
    twice, when that stays within OSD_RETRY_PIXELS, and the more confident answer is kept.
    """
    found = _detect(image, dpi)
    height, width = image.shape[:2]
    if (found is None or found["orient_conf"] < enough) and width * height * 4 <= OSD_RETRY_PIXELS:
        larger = cv2.resize(image, (width * 2, height * 2), interpolation=cv2.INTER_CUBIC)
        if larger.ndim == 2:
            larger = larger[:, :, None]
        again = _detect(larger, dpi * 2 if dpi else None)
        if again is not None and (found is None or again["orient_conf"] > found["orient_conf"]):
            found = again
    if not found:
        return None
    return {
        "degrees": int(found["orient_deg"]) % 360,
        "confidence": round(float(found["orient_conf"]), 2),
        "script": str(found["script_name"]),
        "scriptConfidence": round(float(found["script_conf"]), 2),
        "applied": False,
    }


def _upright(image, degrees):
    """The image turned back by OSD's clockwise rotation `degrees` (0, 90, 180, 270)."""
    # np.rot90 turns counter-clockwise for positive k: undo a clockwise turn of 90·k degrees.
    return np.ascontiguousarray(np.rot90(image, k=degrees // 90, axes=(0, 1)))


def recognize(params, images):
    if len(images) != 1:
        raise InputError("exactly one image is expected", name="/image")
    image = images[0]
    languages = list(params.get("languages") or ["eng"])
    for lang in languages:
        if lang not in LANGUAGES:  # the contract's enum already refuses these
            raise InputError("language %r is not installed" % lang, name="/languages", code="validation_failed")
    psm = int(params.get("psm", 3))
    dpi = params.get("dpi")
    formats = set(params.get("formats") or ["txt"])

    orientation = None
    check_turn = False
    if params.get("detectOrientation", True):
        enough = float(params.get("rotateMinConfidence", 15))
        orientation = _orientation(image, dpi, enough)
        if orientation is not None and params.get("autoRotate", True) and orientation["degrees"] != 0:
            if orientation["confidence"] >= enough:
                image = _upright(image, orientation["degrees"])
                orientation["applied"] = True
            else:
                check_turn = True

    api = _api(languages)
    result = _read(api, image, psm, dpi, formats)
    if check_turn and result["words"] > 0:
        # OSD named a turn without enough confidence (it is shy on short or small text, but when it
        # names a turn on such pages it is seldom wrong): read the page turned too, and keep the
        # reading Tesseract trusts more. Upside-down text reads at a mean confidence far below
        # upright text, so the comparison is clear-cut; it costs a second recognition.
        turned = _upright(image, orientation["degrees"])
        again = _read(api, turned, psm, dpi, formats)
        if again["meanConfidence"] > result["meanConfidence"]:
            result = again
            orientation["applied"] = True
    result["orientation"] = orientation
    result["tesseract"] = TESSERACT_VERSION
    return result


def _read(api, image, psm, dpi, formats):
    api.SetPageSegMode(psm)
    _set_image(api, image, dpi)
    try:
        api.Recognize()
        tsv = api.GetTSVText(0)
        result = {
            "width": int(image.shape[1]),
            "height": int(image.shape[0]),
            "meanConfidence": int(api.MeanTextConf()),
            "tsv": tsv,
            "words": sum(1 for row in tsv.split("\n") if row.startswith("5\t") and row.split("\t")[-1].strip()),
        }
        if "txt" in formats:
            result["text"] = api.GetUTF8Text()
        if "hocr" in formats:
            result["hocr"] = api.GetHOCRText(0)
    finally:
        api.Clear()
    return result


def version(params, images):
    return {"tesseract": TESSERACT_VERSION, "tesserocr": tesserocr.__version__}


OPS = {"recognize": recognize, "version": version}
