/**
 * `tsx conformance/cli/serve.ts [--port N] [--out FILE]`: starts the live server, runs every
 * service's fixture, writes what shell-driven suites need (base URLs, credential headers,
 * path parameters) as JSON to FILE (default `.cache/conformance/live.json`), and serves
 * until SIGINT/SIGTERM. Schemathesis, Prism proxy, Dredd and the generated clients start here.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { services } from "../../generated/services.js";
import { loadFixture } from "../fixtures.js";
import { startLiveServer } from "../live.js";

const { values } = parseArgs({
  options: { port: { type: "string" }, out: { type: "string" } },
});
const out = resolve(values.out ?? ".cache/conformance/live.json");
const live = await startLiveServer(values.port ? { port: Number(values.port) } : {});

const described: Record<string, unknown> = {};
for (const { definition } of services) {
  const baseUrl = live.baseUrl(definition.name);
  const setup = await (await loadFixture(definition.name)).setup({ baseUrl, db: live.db });
  described[definition.name] = { baseUrl, ...setup };
}
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify({ origin: live.origin, services: described }, null, 2)}\n`);
console.log(`live server at ${live.origin}; fixtures written to ${out}`);

const stop = async () => {
  await live.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
