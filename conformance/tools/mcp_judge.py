"""Judges one run of the official MCP conformance suite (server mode) against the exclusions.

    python3 conformance/tools/mcp_judge.py <results-dir> <exclusions-file> <report.json>

<results-dir> holds the suite's `server-<scenario>-<timestamp>/checks.json` folders. Fails (exit 1)
when a check of a scenario that applies fails, when an exclusion names a scenario the suite did not
run (a typo, or renamed upstream), or when nothing ran. Prints each failure; writes a report with
the counts for the summary row.
"""
import json
import re
import sys
from pathlib import Path

results, exclusions_file, report_file = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])

excluded = {}
for line in exclusions_file.read_text().splitlines():
    if line.strip() and not line.startswith("#"):
        name, _, reason = line.partition(" — ")
        excluded[name.strip()] = reason.strip()

scenarios = {}
for folder in sorted(results.iterdir()):
    match = re.fullmatch(r"server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z", folder.name)
    if match and (folder / "checks.json").exists():
        scenarios[match.group(1)] = json.loads((folder / "checks.json").read_text())

problems = []
if not scenarios:
    problems.append(f"the suite ran no scenario (see {results}/run.log)")
for name in sorted(set(excluded) - set(scenarios)):
    problems.append(f"{name}: excluded, but the installed suite did not run it (renamed or removed?)")

applied = {name: checks for name, checks in scenarios.items() if name not in excluded}
passed = failed = warnings = 0
for name, checks in sorted(applied.items()):
    for check in checks:
        status = check.get("status")
        if status == "FAILURE":
            failed += 1
            problems.append(f"{name}: {check.get('id')}: {check.get('errorMessage', 'failed')}")
        elif status == "WARNING":
            warnings += 1
        elif status == "SUCCESS":
            passed += 1

report = {
    "scenarios": sorted(applied),
    "excluded": len(scenarios) - len(applied),
    "checks": {"passed": passed, "failed": failed, "warnings": warnings},
    "problems": problems,
}
report_file.write_text(json.dumps(report, indent=2))
print(f"mcp conformance: {len(applied)} scenarios ({', '.join(sorted(applied))}), "
      f"{passed} checks passed, {failed} failed, {warnings} warnings; {report['excluded']} not applicable")
for problem in problems:
    print(f"  FAIL {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
