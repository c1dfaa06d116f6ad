/**
 * `npm run config:docs [-- --check]`: writes the configuration table into README.md (between its
 * markers) and `.env.example` from the declarations (runtime/config/kernel.ts and every service's
 * `config`). With `--check`, writes nothing and exits 1 when either file is out of date (CI).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { configSections } from "../config/check.js";
import { renderEnvExample, renderTable, replaceTable } from "../config/docs.js";
import { loadServices } from "../registry.js";

const { values } = parseArgs({ options: { check: { type: "boolean" } } });
const root = new URL("../../", import.meta.url);
const sections = configSections(await loadServices());

const files = [
  {
    path: "README.md",
    want: replaceTable(readFileSync(new URL("README.md", root), "utf8"), renderTable(sections)),
  },
  { path: ".env.example", want: renderEnvExample(sections) },
];

let stale = 0;
for (const { path, want } of files) {
  const file = new URL(path, root);
  let have: string | undefined;
  try {
    have = readFileSync(file, "utf8");
  } catch {
    have = undefined;
  }
  if (have === want) continue;
  if (values.check) {
    stale++;
    process.stderr.write(
      `${path} is out of date with the configuration declarations: run \`npm run config:docs\`\n`,
    );
  } else {
    writeFileSync(file, want);
    process.stdout.write(`wrote ${path}\n`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
