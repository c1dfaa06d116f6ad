/**
 * `npm run new:service -- <name> [--stateful] [--title "Widget shop"]`: writes a new service's
 * folders (spec/, handlers/, conformance/, and storage/ with --stateful), then runs
 * `npm run generate` so the generated registry serves it. The new files are formatted with the
 * project's biome settings. Refuses a name that is taken.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { nameProblem, scaffoldFiles } from "./scaffold.js";

const root = resolve(import.meta.dirname, "../..");

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    stateful: { type: "boolean", default: false },
    title: { type: "string" },
    "no-generate": { type: "boolean", default: false },
  },
});
const name = positionals[0];
if (!name || positionals.length > 1)
  fail('usage: npm run new:service -- <name> [--stateful] [--title "Title"] [--no-generate]');
const problem = nameProblem(name);
if (problem) fail(`invalid service name "${name}": ${problem}`);

const files = scaffoldFiles({
  name,
  kind: values.stateful ? "stateful" : "stateless",
  ...(values.title ? { title: values.title } : {}),
});
const taken = [...new Set([...files.keys()].map((p) => p.split("/").slice(0, 2).join("/")))].filter((dir) =>
  existsSync(join(root, dir)),
);
if (taken.length || existsSync(join(root, "generated", name)))
  fail(`a service named "${name}" exists already (${[...taken, `generated/${name}`].join(", ")})`);

for (const [path, text] of files) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
  console.log(`created ${path}`);
}
// The templates cannot know how long the name makes a line or where it sorts among imports.
const formatted = spawnSync(
  join(root, "node_modules/.bin/biome"),
  ["check", "--write", ...new Set([...files.keys()].map((p) => p.split("/").slice(0, 2).join("/")))],
  { cwd: root, stdio: "inherit" },
);
if (formatted.status !== 0) fail("biome could not format the new files: see above");
if (!values["no-generate"]) {
  const generated = spawnSync("npm", ["run", "-s", "generate"], { cwd: root, stdio: "inherit" });
  if (generated.status !== 0) fail("npm run generate failed: see above");
}
console.log(`
${name} is served by \`npm start\` at /${name}/ (alone: \`npm start -- --service ${name}\`).
Next: edit spec/${name}/*.tsp, run \`npm run generate\`, implement handlers/${name}/,
then \`npm test -- ${name}\` and \`bash conformance/run-all.sh\` (every layer judges it).`);
