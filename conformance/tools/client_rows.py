"""Splits the one `clients all` row of the conformance summary into a row per service.

    python3 conformance/tools/client_rows.py <summary.tsv> <clients stages.tsv>

The clients layer runs once for every service (one JVM generates all clients, one server
answers all smoke calls), so its time is not per service by construction. Each service's row
gets the stages named after it (compiling its Go and Python clients, openapi-python-client on its
documents, building its TypeScript package) plus a share of the rest
in proportion to its operations; the rows add up to the measured total. The result of every row
is the run's result.
"""
import sys
from pathlib import Path

from operations import operation_count

summary_path, stages_path = Path(sys.argv[1]), Path(sys.argv[2])
rows = [line.split("\t") for line in summary_path.read_text().splitlines() if line.strip()]
whole = next((r for r in rows if r[0] == "clients" and r[1] == "all"), None)
if whole is None:
    sys.exit(0)
stages = [line.split("\t") for line in stages_path.read_text().splitlines() if line.strip()] if stages_path.exists() else []
services = sorted({name.rsplit(": ", 1)[1] for name, *_ in stages if ": " in name})
if not services:
    sys.exit(0)
total = float(whole[4])
own = {s: sum(float(secs) for name, secs, *_ in stages if name.endswith(f": {s}")) for s in services}
shared = max(0.0, total - sum(own.values()))
ops = {s: operation_count(s) for s in services}
all_ops = sum(ops.values()) or 1
out = [r for r in rows if r is not whole]
for s in services:
    secs = own[s] + shared * ops[s] / all_ops
    out.append(["clients", s, whole[2], f"python + go, openapi-python-client, typescript: generated, compiled, smoke-called ({own[s]:.0f} s own + share of one JVM/server)", f"{secs:.0f}"])
summary_path.write_text("".join("\t".join(r) + "\n" for r in out))
