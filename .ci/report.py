"""CI's closing tables: seconds per step, per conformance layer × service, and the projection.

    python3 .ci/report.py <steps.tsv> <conformance summary.tsv>

steps.tsv has a row per step (name, seconds, result); a step run side by side with others
(`together` in .ci/run) names its group in a fourth column, and the group's own row holds the wall
time, so the total adds up the rows that name no group.

The projection answers "does CI still fit when the project has 900 operations?" from this run's
own figures: every step that grows with the contract (jest, generation, type-checking, linting) is
taken as seconds per operation today times 900; the conformance step grows by its layers' seconds
per operation, except Schemathesis' fuzzing budget, which is fixed (conformance/run-all.sh);
installing, the scaffold check (two scaffolded services) and the start-up smoke test stay as
measured. Linear is the pessimistic reading: per-service fixed costs (a server start, a tool's
start-up) count as if they grew with operations too. Limits: 35 minutes today, 45 at 900.
"""
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "conformance" / "tools"))
from operations import operation_count, published_services  # noqa: E402

# Steps whose work does not grow with the contracts: two scaffolded services, one start-up.
FIXED_STEPS = {"install", "scaffold:check", "smoke"}
CONFORMANCE_STEP = "conformance (PostgreSQL)"
LIMIT_TODAY_MIN, LIMIT_PROJECTED_MIN, TARGET_OPS = 35, 45, 900
BUDGET_FILE = Path(__file__).resolve().parents[1] / ".cache" / "conformance" / "schemathesis-budget"


def rows(path: str) -> list[list[str]]:
    p = Path(path)
    return [line.split("\t") for line in p.read_text().splitlines() if line.strip()] if p.exists() else []


def table(head: list[str], body: list[list[str]]) -> None:
    widths = [max(len(str(r[i])) for r in [head] + body) for i in range(len(head))]
    for r in [head] + body:
        print("  ".join(str(c).rjust(w) if i and str(c).replace(".", "").isdigit() else str(c).ljust(w) for i, (c, w) in enumerate(zip(r, widths))))


steps, conf = rows(sys.argv[1]), rows(sys.argv[2])
top = [r for r in steps if len(r) < 4]
total = sum(int(r[1]) for r in top)
print("\n=== CI: seconds per step ===")
body = []
for r in top:
    body.append([r[0], r[1], r[2]])
    body += [[f"  {m[0]}", m[1], m[2]] for m in steps if len(m) >= 4 and m[3] == r[0]]
table(["step", "s", "result"], body + [["total", str(total), f"{total / 60:.1f} min"]])

services = published_services()
ops = {s: operation_count(s) for s in services}
all_ops = sum(ops.values())
factor = TARGET_OPS / all_ops
budget = float(BUDGET_FILE.read_text()) if BUDGET_FILE.exists() else 0.0

conformance_growth = factor
if conf:
    layers = list(dict.fromkeys(r[0] for r in conf))
    cols = [s for s in services if any(r[1] == s for r in conf)] + (["all"] if any(r[1] == "all" for r in conf) else [])
    cell = {(r[0], r[1]): r[4] + ("" if r[2] == "pass" else " FAIL") for r in conf}
    body, lane_today, lane_projected = [], 0, 0.0
    reached = sum(ops[c] for c in cols if c in ops) or all_ops
    for layer in layers:
        secs = sum(int(r[4]) for r in conf if r[0] == layer)
        fixed = min(budget, secs) if layer == "schemathesis" else 0.0
        lane_today += secs
        lane_projected += (secs - fixed) * factor + fixed
        body.append([layer] + [cell.get((layer, c), "-") for c in cols] + [str(secs), f"{(secs - fixed) / reached:.2f}"])
    per_service = [str(sum(int(r[4]) for r in conf if r[1] == c)) for c in cols]
    body.append(["total"] + per_service + [str(lane_today), f"{lane_today / reached:.2f}"])
    print("\n=== conformance: seconds per layer × service (operations: "
          + ", ".join(f"{s} {ops[s]}" for s in services) + f"; {all_ops} in all) ===")
    table(["layer"] + cols + ["total", "s/op"], body)
    print("(the services run in lanes side by side, so these seconds add up to more than the step's;"
          f" s/op leaves out Schemathesis' fixed fuzzing budget of {budget:.0f} s)")
    if lane_today:
        conformance_growth = lane_projected / lane_today

print(f"\n=== projection at {TARGET_OPS} operations (today {all_ops}) ===")
body, projected = [], 0.0
for name, secs, *_ in top:
    s = int(secs)
    members = [m[0] for m in steps if len(m) >= 4 and m[3] == name] or [name]
    if all(m in FIXED_STEPS for m in members):
        p, how = s, "fixed"
    elif name == CONFORMANCE_STEP:
        p, how = s * conformance_growth, f"layers × {conformance_growth:.2f} (fixed fuzzing budget)"
    else:
        p, how = s * factor, f"{s / all_ops:.2f} s/op × {TARGET_OPS}"
    projected += p
    body.append([name, str(s), how, f"{p:.0f}"])
body.append(["total", str(total), "", f"{projected:.0f}"])
table(["step", "s today", "model", "s projected"], body)
today_ok = total <= LIMIT_TODAY_MIN * 60
proj_ok = projected <= LIMIT_PROJECTED_MIN * 60
if any(r[2] != "pass" for r in steps):
    print("\n(a step failed: the run stopped there, so these figures cover only the steps above)")
print(f"\ntoday {total / 60:.1f} min (limit {LIMIT_TODAY_MIN}: {'ok' if today_ok else 'OVER'}), "
      f"projected at {TARGET_OPS} operations {projected / 60:.1f} min (limit {LIMIT_PROJECTED_MIN}: {'ok' if proj_ok else 'OVER'})")
