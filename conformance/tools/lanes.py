"""The order of the conformance run's job queue: the lanes take jobs from its head until it is empty.

    python3 conformance/tools/lanes.py <service>...   prints one job a line: "own-servers" first,
                                                     then the services, most operations first

A job is either one service's live-server layers (in their stateful order) or "own-servers": the
layers that start servers of their own (Dredd for every service, then every client), the longest
single job. Longest first is the classic rule for filling parallel lanes (LPT): a lane that takes
the next job only when it is free ends within one job of the others, however wrong an estimate is,
where a split fixed in advance by operation count left one lane running 9 minutes after the other
had finished (the renderer's operations each drive Chromium; the own-server layers went last).
"""
import sys

from operations import operation_count

OWN_SERVERS = "own-servers"


def order(services: list[str]) -> list[str]:
    """The jobs, longest (estimated by operation count) first; ties keep the given order."""
    counts = {svc: operation_count(svc) for svc in services}
    ranked = sorted(enumerate(services), key=lambda pair: (-counts[pair[1]], pair[0]))
    return [OWN_SERVERS] + [svc for _, svc in ranked]


if __name__ == "__main__":
    for job in order(sys.argv[1:]):
        print(job)
