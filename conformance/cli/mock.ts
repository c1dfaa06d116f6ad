/**
 * `npm run mock -- <service> [--port N]`: serves a Prism mock of `generated/<service>/openapi.yaml`
 * at 127.0.0.1 (port 4010 by default), answering from the contract's examples and schemas and
 * rejecting requests the contract does not allow, until SIGINT/SIGTERM. Lets client authors
 * work against a service before (or without) running it.
 */
import { parseArgs } from "node:util";
import { startPrism } from "../tools/prism.js";
import { listServices, requireService, UnknownServiceError } from "../tools/services.js";

const usage = "usage: npm run mock -- <service> [--port N]";

const { values, positionals } = parseArgs({
  options: { port: { type: "string" } },
  allowPositionals: true,
});
const [name, ...extra] = positionals;
if (!name || extra.length > 0) {
  console.error(`${usage}\nservices: ${listServices().join(", ")}`);
  process.exit(2);
}
const port = Number(values.port ?? 4010);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`invalid port ${values.port}\n${usage}`);
  process.exit(2);
}
let service: string;
try {
  service = requireService(name);
} catch (error) {
  if (!(error instanceof UnknownServiceError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const prism = await startPrism({ service, mode: "mock", port, echo: true });
console.log(`mock of ${service} at ${prism.url} (Ctrl-C to stop)`);
let stopping = false;
const stop = async () => {
  stopping = true;
  await prism.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
const code = await prism.exited;
if (stopping) await new Promise(() => {}); // stop() exits
console.error(`prism exited unexpectedly (${code})`);
process.exit(1);
