"""How many operations a published contract has (what CI's budget scales with).

    python3 conformance/tools/operations.py <service>...   prints "<service>\t<operations>" lines
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def operation_count(service: str) -> int:
    """Counts operationIds in generated/<service>/openapi.yaml (no YAML parser needed: one a line)."""
    text = (ROOT / "generated" / service / "openapi.yaml").read_text()
    return len(re.findall(r"^\s+operationId:", text, re.M))


if __name__ == "__main__":
    for svc in sys.argv[1:]:
        print(f"{svc}\t{operation_count(svc)}")
