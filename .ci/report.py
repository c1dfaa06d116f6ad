"""CI's closing tables: seconds per step, per conformance layer × service, and the projection.

    python3 .ci/report.py <steps.tsv> <conformance summary.tsv>

The projection answers "does CI still fit when the project has three times today's
operations?" from this run's own figures: every step that grows with the contract (jest, the
conformance layers, generation, type-checking, linting) is taken as seconds per operation today
times three times today's operations; installing, the scaffold check (two
scaffolded services) and the start-up smoke test stay as measured.
Linear is the pessimistic reading: per-service fixed costs (a server start, a tool's start-up)
count as if they grew with operations too. Limits: 30 minutes today, 70 at three times.
"""
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "conformance" / "tools"))
from operations import operation_count  # noqa: E402

# Steps whose work does not grow with the contracts: two scaffolded services, one start-up.
FIXED_STEPS = {"install", "scaffold:check", "smoke: npm start, x402, prism mock"}
LIMIT_TODAY_MIN, LIMIT_PROJECTED_MIN, FACTOR = 30, 70, 3


def rows(path: str) -> list[list[str]]:
    p = Path(path)
    return [line.split("\t") for line in p.read_text().splitlines() if line.strip()] if p.exists() else []


def table(head: list[str], body: list[list[str]]) -> None:
    widths = [max(len(str(r[i])) for r in [head] + body) for i in range(len(head))]
    for r in [head] + body:
        print("  ".join(str(c).rjust(w) if i and str(c).replace(".", "").isdigit() else str(c).ljust(w) for i, (c, w) in enumerate(zip(r, widths))))


steps, conf = rows(sys.argv[1]), rows(sys.argv[2])
total = sum(int(s) for _, s, _ in steps)
print("\n=== CI: seconds per step ===")
table(["step", "s", "result"], [[n, s, r] for n, s, r in steps] + [["total", str(total), f"{total / 60:.1f} min"]])

generated = Path(__file__).resolve().parents[1] / "generated"
services = sorted(d.name for d in generated.iterdir() if (d / "openapi.yaml").exists())
ops = {s: operation_count(s) for s in services}
all_ops = sum(ops.values())

if conf:
    layers = list(dict.fromkeys(r[0] for r in conf))
    cols = [s for s in services if any(r[1] == s for r in conf)] + (["all"] if any(r[1] == "all" for r in conf) else [])
    cell = {(r[0], r[1]): r[4] + ("" if r[2] == "pass" else " FAIL") for r in conf}
    body = []
    for layer in layers:
        secs = sum(int(r[4]) for r in conf if r[0] == layer)
        body.append([layer] + [cell.get((layer, c), "-") for c in cols] + [str(secs)])
    per_service = [str(sum(int(r[4]) for r in conf if r[1] == c)) for c in cols]
    body.append(["total"] + per_service + [str(sum(int(r[4]) for r in conf))])
    print("\n=== conformance: seconds per layer × service (operations: "
          + ", ".join(f"{s} {ops[s]}" for s in services) + f"; {all_ops} in all) ===")
    table(["layer"] + cols + ["total"], body)
    print("(the services run in lanes side by side, so these seconds add up to more than the step's)")

print(f"\n=== projection at {FACTOR}× today's {all_ops} operations ({FACTOR * all_ops}) ===")
body, projected = [], 0.0
for name, secs, _ in steps:
    s = int(secs)
    if name in FIXED_STEPS:
        p, how = s, "fixed"
    else:
        p, how = s * FACTOR, f"{s / all_ops:.2f} s/op × {FACTOR * all_ops}"
    projected += p
    body.append([name, str(s), how, f"{p:.0f}"])
body.append(["total", str(total), "", f"{projected:.0f}"])
table(["step", "s today", "model", "s projected"], body)
today_ok = total <= LIMIT_TODAY_MIN * 60
proj_ok = projected <= LIMIT_PROJECTED_MIN * 60
if any(r != "pass" for _, _, r in steps):
    print("\n(a step failed: the run stopped there, so these figures cover only the steps above)")
print(f"\ntoday {total / 60:.1f} min (limit {LIMIT_TODAY_MIN}: {'ok' if today_ok else 'OVER'}), "
      f"projected {projected / 60:.1f} min (limit {LIMIT_PROJECTED_MIN}: {'ok' if proj_ok else 'OVER'})")
