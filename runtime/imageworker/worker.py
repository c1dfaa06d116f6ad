"""A long-lived image worker: reads framed calls on stdin, answers framed replies on stdout.

Framing, both ways: one JSON header line, then the raw bytes of the images it lists, back to back
(``width * height * channels`` bytes each, 8-bit interleaved). A call's header is
``{"id", "module", "op", "params", "images": [{"width", "height", "channels"}]}``; a reply's is
``{"id", "ok": true, "result", "images": [...]}`` or ``{"id", "ok": false, "error": {...}}``.

A service module (an absolute path, imported once) defines ``OPS``: a dict of functions
``fn(params: dict, images: list[numpy.ndarray]) -> dict | (dict, list[numpy.ndarray])``.
Nothing here writes to stdout but replies: a module's prints go to stderr (the server's log).
"""

import importlib.util
import json
import os
import resource
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from imageworker_api import InputError  # noqa: E402

memory_mb = int(os.environ.get("IMAGE_WORKER_MEMORY_MB", "0"))
if memory_mb > 0:
    limit = memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
try:
    os.nice(5)  # the HTTP server's own threads come first
except OSError:
    pass

import numpy as np  # noqa: E402

try:
    import cv2  # noqa: E402

    cv2.setNumThreads(1)
except ImportError:  # a module that needs it says so when imported
    pass

replies = sys.stdout.buffer
requests = sys.stdin.buffer
sys.stdout = sys.stderr
modules = {}


def load(path):
    module = modules.get(path)
    if module is None:
        name = "imageworker_module_%d" % len(modules)
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        modules[path] = module
    return module


def read_exact(n):
    chunks = []
    while n > 0:
        chunk = requests.read(n)
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def as_image(entry, data):
    shape = (entry["height"], entry["width"], entry["channels"])
    return np.frombuffer(data, dtype=np.uint8).reshape(shape).copy()


def reply(header, images=()):
    metas = []
    payloads = []
    for image in images:
        image = np.ascontiguousarray(image, dtype=np.uint8)
        if image.ndim == 2:
            image = image[:, :, None]
        metas.append({"height": image.shape[0], "width": image.shape[1], "channels": image.shape[2]})
        payloads.append(image.tobytes())
    header["images"] = metas
    replies.write(json.dumps(header, separators=(",", ":")).encode() + b"\n")
    for payload in payloads:
        replies.write(payload)
    replies.flush()


def serve():
    while True:
        line = requests.readline()
        if not line:
            return
        call = json.loads(line)
        images = []
        for entry in call.get("images", []):
            size = entry["width"] * entry["height"] * entry["channels"]
            images.append(as_image(entry, read_exact(size)))
        try:
            fn = load(call["module"]).OPS[call["op"]]
            out = fn(call.get("params") or {}, images)
            result, made = out if isinstance(out, tuple) else (out, [])
            reply({"id": call["id"], "ok": True, "result": result}, made)
        except InputError as err:
            error = {"kind": "input", "code": err.code, "message": err.message, "name": err.name}
            reply({"id": call["id"], "ok": False, "error": error})
        except MemoryError:
            reply({"id": call["id"], "ok": False, "error": {"kind": "memory", "message": "out of memory"}})
        except Exception as err:  # the server's fault: logged, answered as a 500 by Node
            traceback.print_exc(file=sys.stderr)
            message = "%s: %s" % (type(err).__name__, err)
            reply({"id": call["id"], "ok": False, "error": {"kind": "internal", "message": message}})


if __name__ == "__main__":
    try:
        serve()
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        pass
