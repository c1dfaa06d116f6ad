"""Prints one line of figures for a conformance layer's run, read from its report file.

    python3 conformance/tools/detail.py <layer> <service> <cache-dir>

Prints nothing when the report is missing (the layer failed before writing it).
"""
import json
import sys
from pathlib import Path

layer, service, cache = sys.argv[1], sys.argv[2], Path(sys.argv[3])


def load(path: Path):
    return json.loads(path.read_text()) if path.exists() else None


if layer == "scenarios" and (d := load(cache / f"respect-{service}.json")):
    if d.get("noScenarioFiles"):
        # Written by respect.sh, which then fails: the service has nothing to run.
        print("no scenario files")
    else:
        files = d.get("files", {})
        workflows = [w for f in files.values() for w in f.get("executedWorkflows", [])]
        print(f"{len(workflows)} workflows in {len(files)} files")
elif layer == "fuzz" and (d := load(cache / f"fuzz-{service}.json")):
    t = d["totals"]
    failing = ", ".join(f"{k} {v}" for k, v in t["failures"].items() if v)
    proxied = f", {t['proxied']} valid requests through prism --errors" if t.get("proxied") else ""
    print(f"{t['operations']} ops, {t['cases']} cases{proxied}, {t['findings']} failures" + (f" ({failing})" if failing else ""))
elif layer == "transport" and (d := load(cache / f"transport-{service}.json")):
    t = d["totals"]
    failing = ", ".join(f"{k} {v}" for k, v in t["failures"].items() if v)
    print(f"{t['operations']} ops, {t['cases']} cases, {t['failedCases']} failed" + (f" ({failing})" if failing else "")
          + (" — aborted: the server stopped answering" if d.get("aborted") else ""))
elif layer == "mcp" and (d := load(cache / f"mcp-{service}.json")):
    c = d["checks"]
    print(f"{len(d['scenarios'])} scenarios, {c['passed']} checks, {c['failed']} failures ({d['excluded']} not applicable)")
elif layer == "schemathesis" and (d := load(cache / "schemathesis" / service / "report.json")):
    print(f"{d['operations']['tested']} ops, {d['test_cases']['generated']} cases, {len(d['failures'])} failures")
