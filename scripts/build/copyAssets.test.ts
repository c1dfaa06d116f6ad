import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRoots, copyAssets } from "./copyAssets.js";

/** A throw-away repository with the given files (path → content). */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "assets-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe("copyAssets", () => {
  it("copies every non-TypeScript, non-Markdown file of the built folders to the same place in dist/", () => {
    const root = repo({
      "tsconfig.json": JSON.stringify({ include: ["generated", "handlers", "bench"] }),
      "tsconfig.build.json": JSON.stringify({ exclude: ["node_modules", "bench"] }),
      "generated/uuid/openapi.yaml": "openapi: 3.1.0\n",
      "generated/uuid/service.ts": "export {};\n",
      "handlers/infra/ai/models.json": "[]\n",
      "handlers/infra/README.md": "# notes\n",
      "handlers/infra/node_modules/x/data.json": "{}\n",
      "bench/results/latest.json": "{}\n",
    });
    expect(buildRoots(root)).toEqual(["generated", "handlers"]);
    expect(copyAssets(root).sort()).toEqual(["generated/uuid/openapi.yaml", "handlers/infra/ai/models.json"]);
    expect(readFileSync(join(root, "dist/generated/uuid/openapi.yaml"), "utf8")).toBe("openapi: 3.1.0\n");
    expect(existsSync(join(root, "dist/generated/uuid/service.ts"))).toBe(false);
    expect(existsSync(join(root, "dist/handlers/infra/README.md"))).toBe(false);
  });

  it("copies what this repository's code reads beside itself: documents, llms.txt, the model catalogue", () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const out = mkdtempSync(join(tmpdir(), "dist-"));
    const copied = copyAssets(root, out);
    const services = readdirSync(join(root, "generated"), { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    );
    expect(services.length).toBeGreaterThan(0);
    for (const s of services)
      for (const file of ["openapi.yaml", "llms.txt"]) {
        expect(copied).toContain(`generated/${s.name}/${file}`);
        expect(existsSync(join(out, "generated", s.name, file))).toBe(true);
      }
    expect(copied).toContain("handlers/infra/ai/models.json");
  });
});
