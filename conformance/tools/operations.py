"""How many operations a published contract has (what CI's budget scales with).

    python3 conformance/tools/operations.py <service>...   prints "<service>\t<operations>" lines
    python3 conformance/tools/operations.py --share SECONDS <service>
                                                          prints the service's share of a time budget
                                                          that every published operation splits evenly
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def operation_count(service: str) -> int:
    """Counts operationIds in generated/<service>/openapi.yaml (no YAML parser needed: one a line)."""
    text = (ROOT / "generated" / service / "openapi.yaml").read_text()
    return len(re.findall(r"^\s+operationId:", text, re.M))


def published_services() -> list[str]:
    """Every service with a published document under generated/."""
    return sorted(d.name for d in (ROOT / "generated").iterdir() if (d / "openapi.yaml").exists())


# A service's share never drops below this: a tool start-up and one pass over a small contract.
MIN_SHARE_SECONDS = 10


def budget_share(service: str, budget: float) -> int:
    """Seconds of `budget` for `service`: the budget is split by operation count over every published
    contract, so the total stays fixed as services are added (each one's share shrinks instead) and
    a run of a few services (the scaffold check) spends only their part of it."""
    total = sum(operation_count(s) for s in published_services())
    return max(MIN_SHARE_SECONDS, round(budget * operation_count(service) / total))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--share"]:
        print(budget_share(sys.argv[3], float(sys.argv[2])))
        sys.exit(0)
    for svc in sys.argv[1:]:
        print(f"{svc}\t{operation_count(svc)}")
