"""Folds the JSON reports of one service's Schemathesis passes into one report.json.

    python3 conformance/tools/merge_st_reports.py <out.json> <pass.json>...

With a fuzzing budget (conformance/tools/schemathesis.sh) a service runs in two passes: examples
and coverage, then fuzzing and stateful. The layer's one line (conformance/tools/detail.py) and
the summary read a single report: operations tested is the largest of the passes' (every pass
selects the same operations), cases, failures and errors add up, and each phase keeps the status
of the pass that ran it. A pass whose report is missing (it crashed before writing) is skipped;
the pass's own exit status already failed the layer.
"""
import json
import sys
from pathlib import Path


def merge(reports: list[dict]) -> dict:
    """One report from several passes over the same operations."""
    out = json.loads(json.dumps(reports[0]))
    for r in reports[1:]:
        for key in ("tested", "errored", "skipped"):
            out["operations"][key] = max(out["operations"][key], r["operations"][key])
        for key, value in r["test_cases"].items():
            out["test_cases"][key] = out["test_cases"].get(key, 0) + value
        out["failures"] += r["failures"]
        out["errors"] += r["errors"]
        out["running_time"] = out.get("running_time", 0) + r.get("running_time", 0)
        for phase, state in r["phases"].items():
            if state.get("skip_reason") != "disabled":
                out["phases"][phase] = state
    out["passes"] = [r.get("command", "") for r in reports]
    return out


if __name__ == "__main__":
    target, sources = Path(sys.argv[1]), [Path(p) for p in sys.argv[2:]]
    found = [json.loads(p.read_text()) for p in sources if p.exists()]
    if found:
        target.write_text(json.dumps(merge(found), indent=1) + "\n")
