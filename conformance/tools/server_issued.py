"""Prints a Schemathesis `[parameters]` table pinning the document's server-issued parameters.

    .cache/venv/bin/python conformance/tools/server_issued.py generated/<svc>/openapi.yaml

A parameter marked `x-server-issued` (a page cursor, say) means something only as a value the
server handed out: a made-up value of the right shape is rightly refused, which Schemathesis'
"schema-valid request rejected" check would count. Each optional query parameter of that kind
whose schema admits the empty string (meaning "none": the first page) is pinned to it, so no
service needs its own exclusion for it; every operation and every other input is still
generated. Required ones (a signed URL's token) are left to Schemathesis. Our fuzzer sends
malformed values of them in its negative cases.
"""
import re
import sys

import yaml

doc = yaml.safe_load(open(sys.argv[1]))
components = doc.get("components", {}).get("parameters", {})


def resolve(p):
    ref = p.get("$ref", "")
    return components.get(ref.rsplit("/", 1)[-1], p) if ref else p


pins = set()
for item in doc.get("paths", {}).values():
    for op in [item] + [v for k, v in item.items() if isinstance(v, dict)]:
        for p in map(resolve, op.get("parameters", []) if isinstance(op, dict) else []):
            schema = p.get("schema", {})
            admits_empty = (
                schema.get("type") == "string"
                and schema.get("minLength", 0) == 0
                and re.search(schema.get("pattern", ""), "") is not None
            )
            if p.get("x-server-issued") and p.get("in") == "query" and not p.get("required") and admits_empty:
                pins.add(f"query.{p['name']}")

if pins:
    print("\n[parameters]")
    for pin in sorted(pins):
        print(f'"{pin}" = ""')
