/**
 * A deliberately broken Express server for the fuzzer's self-test. Its contract,
 * `openapi.yaml` beside this file, is correct; each operation but the two controls breaks
 * it in one seeded way, so the self-test can prove that each check fails when it should:
 *
 * | operation   | bug                                             | caught by                      |
 * |-------------|-------------------------------------------------|--------------------------------|
 * | tea         | (a) 418, not declared, for kind=herbal          | status_code_conformance        |
 * | divide      | (a) a 500 for by=0                              | not_a_server_error             |
 * | getUser     | (b) `age` is a string, not an integer           | response_schema_conformance    |
 * | getProfile  | (c) extra member in a closed object             | response_schema_conformance    |
 * | getOpen     | (c) extra member in an open object (strict only)| response_schema_conformance    |
 * | createOrder | (d) accepts qty outside 1..10                   | negative_data_rejection        |
 * | getRate     | (e) required X-Rate-Limit header missing        | response_headers_conformance   |
 * | getReport   | (f) text/html instead of JSON                   | content_type_conformance       |
 * | search      | refuses valid q longer than 3 characters        | positive_data_acceptance       |
 * | getSecret   | any bearer token is let in                      | ignored_auth                   |
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import express, { type NextFunction, type Request, type Response } from "express";
import { loadDocument } from "../fuzz/openapi.js";

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** The self-test contract's path. */
export const SELFTEST_DOCUMENT = fileURLToPath(new URL("./openapi.yaml", import.meta.url));

/** The credentials the self-test fixture hands the fuzzer. */
export const SELFTEST_CREDENTIALS = { Bearer: { Authorization: "Bearer good-token" } };

const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const bad = (res: Response, error: string) => res.status(400).json({ error });
const digits = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : undefined);

/** Builds the app; the NewItem body schema comes from the contract (no `$ref`s inside it). */
export async function createSelftestApp(): Promise<express.Express> {
  const doc = await loadDocument(SELFTEST_DOCUMENT);
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  const validNewItem = ajv.compile(doc.components?.schemas?.NewItem as object);

  const app = express();
  app.set("env", "test"); // the 500 of /divide is deliberate: no stack trace on stderr
  app.use(express.json());

  app.get("/ok", (req, res) => {
    const n = digits(req.query.n);
    if (n === undefined || n < 1 || n > 20) return void bad(res, "n must be 1..20");
    const raw = req.query.tag;
    if (raw !== undefined && typeof raw !== "string") return void bad(res, "tag must be comma-separated");
    const tags = raw === undefined ? [] : raw.split(",");
    if (tags.length > 3 || tags.some((t) => !["a", "b", "c"].includes(t))) return void bad(res, "tag");
    const trace = req.get("x-trace");
    if (trace !== undefined && !UUID.test(trace)) return void bad(res, "X-Trace must be a uuid");
    res.set("X-Count", String(tags.length)).json({ n, tags, trace: trace ?? null });
  });
  app.post("/items", (req, res) => {
    if (!req.is("application/json")) return void res.status(415).json({ error: "JSON only" });
    if (!validNewItem(req.body)) return void bad(res, ajv.errorsText(validNewItem.errors));
    res.status(201).json({ ...(req.body as object), id: randomUUID() });
  });
  app.get("/tea", (req, res) => {
    const kind = req.query.kind;
    if (kind !== "green" && kind !== "black" && kind !== "herbal") return void bad(res, "kind");
    if (kind === "herbal") return void res.status(418).json({ message: "I'm a teapot" });
    res.json({ message: `${kind} tea` });
  });
  app.get("/divide", (req, res) => {
    const by = digits(req.query.by);
    if (by === undefined || by > 1000) return void bad(res, "by must be 0..1000");
    if (by === 0) throw new Error("division by zero");
    res.json({ message: String(100 / by) });
  });
  app.get("/users/:id", (req, res) => {
    if (!/^[a-z0-9]{1,12}$/.test(req.params.id)) return void bad(res, "id");
    res.json({ id: req.params.id, age: "42" });
  });
  app.get("/profile", (_req, res) => {
    res.json({ name: "Ada", debug: true });
  });
  app.get("/open", (_req, res) => {
    res.json({ name: "Ada", internal: 1 });
  });
  app.post("/orders", (req, res) => {
    const qty = (req.body as { qty?: unknown } | undefined)?.qty;
    if (!Number.isInteger(qty)) return void bad(res, "qty must be an integer");
    res.json({ message: `ordered ${String(qty)}` });
  });
  app.get("/rate", (_req, res) => {
    res.json({ message: "100 per minute" });
  });
  app.get("/report", (_req, res) => {
    res.type("text/html").send("<p>report</p>");
  });
  app.get("/search", (req, res) => {
    const q = req.query.q;
    if (typeof q !== "string" || q.length === 0 || [...q].length > 50) return void bad(res, "q");
    if (q.length > 3) return void bad(res, "q is too long");
    res.json({ message: `results for ${q}` });
  });
  app.get("/secret", (req, res) => {
    if (!/^Bearer \S+$/.test(req.get("authorization") ?? ""))
      return void res.status(401).json({ error: "token" });
    res.json({ message: "the secret" });
  });
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((err as { type?: string }).type === "entity.parse.failed") bad(res, "malformed JSON");
    else next(err);
  });
  return app;
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startSelftestServer(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = await createSelftestApp();
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
