"""Splits services into lanes of about equal operation counts (what conformance time scales with).

    python3 conformance/tools/lanes.py <lanes> <service>...   prints one lane a line, its services
                                                             space-separated, heaviest lane first

Greedy: the service with the most operations goes to the lane with the fewest so far. A lane
keeps the order the services were given in, so the layers' stateful order holds within it.
"""
import sys

from operations import operation_count


def split(lanes: int, services: list[str]) -> list[list[str]]:
    """The services in `lanes` groups (empty groups dropped), balanced by operation count."""
    counts = {svc: operation_count(svc) for svc in services}
    groups: list[list[str]] = [[] for _ in range(max(1, lanes))]
    loads = [0] * len(groups)
    for svc in sorted(services, key=lambda s: -counts[s]):
        i = loads.index(min(loads))
        groups[i].append(svc)
        loads[i] += counts[svc]
    order = {svc: n for n, svc in enumerate(services)}
    ranked = sorted(zip(loads, groups), key=lambda pair: -pair[0])
    return [sorted(g, key=order.__getitem__) for _, g in ranked if g]


if __name__ == "__main__":
    for group in split(int(sys.argv[1]), sys.argv[2:]):
        print(" ".join(group))
