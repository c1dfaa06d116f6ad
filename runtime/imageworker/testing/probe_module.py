"""A worker module for the pool's own tests: echoes, refuses, fails, sleeps and dies on request."""

import os
import time

from imageworker_api import InputError


def invert(params, images):
    return {"params": params, "shapes": [list(i.shape) for i in images]}, [255 - i for i in images]


def refuse(params, images):
    raise InputError("the pattern has no texture", name="/pattern")


def fail(params, images):
    raise ValueError("a bug in the module")


def sleep(params, images):
    time.sleep(params["seconds"])
    return {"slept": params["seconds"]}


def die(params, images):
    os._exit(3)


OPS = {"invert": invert, "refuse": refuse, "fail": fail, "sleep": sleep, "die": die}
