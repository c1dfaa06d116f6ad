"""The scenario files `respect.sh` runs for one service, and the source names to point at it.

    python3 conformance/tools/scenario_files.py <service> <copy-dir>

Scenario files sit beside the fixture, in `conformance/<folder>/`, where <folder> is the spec
folder the service is published from (`folder` in generated/<service>/service.ts; the variants of
a versioned spec share one). Of that folder's `*.arazzo.yaml`:

- `<name>.<variant>.arazzo.yaml`, where <variant> is a service published from the folder, runs for
  that service only;
- every other file runs for every service published from the folder, each time against that
  service's own document: when one of its OpenAPI source descriptions names another variant's
  document, respect reads a copy (in <copy-dir>, otherwise identical line for line) that names
  `generated/<service>/openapi.yaml` instead.

Prints `folder <folder>`, then `file <path>` for each file to run, then `source <name>` for each
OpenAPI source description those files point at the service's document (respect's `--server`
takes each name). No `file` line means the service has no scenario files.
"""
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
SUFFIX = ".arazzo.yaml"


def folder_of(service: str) -> str:
    text = (ROOT / "generated" / service / "service.ts").read_text()
    found = re.search(r'^\s*folder: "([^"]+)",$', text, re.M)
    if not found:
        sys.exit(f"generated/{service}/service.ts names no folder: run `npm run generate`")
    return found.group(1)


def document(service: str) -> Path:
    return ROOT / "generated" / service / "openapi.yaml"


def main() -> None:
    service, copy_dir = sys.argv[1], Path(sys.argv[2])
    folder = folder_of(service)
    variants = {
        d.name for d in (ROOT / "generated").iterdir() if (d / "service.ts").exists() and folder_of(d.name) == folder
    }
    print(f"folder\t{folder}")
    sources: list[str] = []
    for path in sorted((ROOT / "conformance" / folder).glob(f"*{SUFFIX}")):
        stem = path.name[: -len(SUFFIX)]
        only = stem.rsplit(".", 1)[1] if "." in stem else None
        if only in variants and only != service:
            continue
        text = path.read_text()
        run = path
        for source in yaml.safe_load(text).get("sourceDescriptions") or []:
            if source.get("type") != "openapi":
                continue
            url = str(source["url"])
            target = (path.parent / url).resolve()
            names = {v for v in variants if target == document(v).resolve()}
            if not names:
                continue
            if service not in names:
                # Point the copy at this service's document; nothing else in it changes.
                line = re.compile(rf"^(\s*(?:- )?url:\s*)(['\"]?){re.escape(url)}\2\s*$", re.M)
                text, count = line.subn(lambda m: f"{m.group(1)}{document(service)}", text)
                if count != 1:
                    sys.exit(f"{path.relative_to(ROOT)}: cannot find the one `url: {url}` line to repoint")
                run = copy_dir / path.name
            sources.append(source["name"])
        if run != path:
            copy_dir.mkdir(parents=True, exist_ok=True)
            run.write_text(text)
        print(f"file\t{run.relative_to(ROOT) if run.is_relative_to(ROOT) else run}")
    for name in dict.fromkeys(sources):
        print(f"source\t{name}")


main()
