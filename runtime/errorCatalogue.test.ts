/**
 * The catalogue and the contracts cannot drift apart. Every code the source can throw is in the
 * kernel's catalogue or the throwing service's own (`@errorCatalogue`; the `ErrorCode` type and
 * the generated `<Service>Error` classes see to that at compile time); here:
 * - every kernel code is answered somewhere in the source, and every service code in that
 *   service's handlers or storage (no dead codes in the contracts);
 * - no service's source names a code another service's contract defines, and the kernel
 *   (runtime/, storage's shared modules) names none at all;
 * - a `declared` code that a service's handlers throw is declared (`@errorCodes`) by that
 *   service, and one the runtime throws by some service;
 * - every published operation's error responses list exactly the codes the catalogue gives
 *   them, and their generated validators refuse any other code.
 * Per operation, tests run with response validation on (the harness's independent judge
 * included), so an operation answering a code its contract does not list fails its tests.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { type Catalogue, catalogueOf, codesFor } from "../codegen/errorCodes.js";
import { ERRORS, type ErrorEntry } from "./errorCatalogue.js";
import { loadServices } from "./registry.js";

const root = join(import.meta.dirname, "..");

/** Hand-written TypeScript sources (tests and the catalogue itself left out). */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts"))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith("runtime/testing/") && f !== "runtime/errorCatalogue.ts");
}

/** Codes of `catalogue` (the kernel's unless given) written as string literals in `file`. */
function codesIn(file: string, catalogue: Record<string, ErrorEntry> = ERRORS): Set<string> {
  const text = readFileSync(join(root, file), "utf8");
  const found = new Set<string>();
  for (const [, literal] of text.matchAll(/"([a-z][a-z0-9_]*)"/g))
    if (literal && Object.hasOwn(catalogue, literal)) found.add(literal);
  return found;
}

/** Each service folder's own codes (`x-error-catalogue` of its published documents). */
async function ownCodes(): Promise<Map<string, Record<string, ErrorEntry>>> {
  const byFolder = new Map<string, Record<string, ErrorEntry>>();
  for (const { definition: svc } of await loadServices()) {
    const own = parse(readFileSync(svc.documentUrl, "utf8"))["x-error-catalogue"] ?? {};
    byFolder.set(svc.folder, { ...byFolder.get(svc.folder), ...own });
  }
  return byFolder;
}

/** A folder's own sources: its handlers and its storage. */
const serviceSources = (folder: string) => [
  ...sources(`handlers/${folder}`),
  ...(existsSync(join(root, "storage", folder)) ? sources(`storage/${folder}`) : []),
];

/** `x-error-codes` of a published document: the service's and every operation's. */
function declaredIn(doc: Record<string, unknown>): Set<string> {
  const codes = new Set<string>((doc["x-error-codes"] as string[] | undefined) ?? []);
  for (const item of Object.values(
    (doc.paths ?? {}) as Record<string, Record<string, { "x-error-codes"?: string[] }>>,
  ))
    for (const op of Object.values(item)) for (const c of op?.["x-error-codes"] ?? []) codes.add(c);
  return codes;
}

/** A minimal error body in `shape` carrying `code`. */
function sampleBody(shape: string, status: number, code: string): object {
  if (shape === "envelope") return { success: false, error: "x", code };
  if (shape === "problem") return { type: "about:blank", title: "x", status, detail: "x", code };
  return { message: "x", code };
}

const runtimeFiles = [...sources("runtime"), ...sources("storage")];
/** The kernel's own files: runtime/ and storage's shared modules (no service folder). */
const kernelFiles = runtimeFiles.filter(
  (f) => f.startsWith("runtime/") || /^storage\/([^/]+\.ts$|platform\/|blobs\/|cli\/|scripts\/)/.test(f),
);
const handlerFolders = readdirSync(join(root, "handlers"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe("the error catalogue", () => {
  it("has no code that nothing answers", () => {
    const thrown = new Set<string>();
    for (const file of [...runtimeFiles, ...sources("handlers")])
      for (const c of codesIn(file)) thrown.add(c);
    expect(Object.keys(ERRORS).filter((c) => !thrown.has(c))).toEqual([]);
  });

  it("has no service code that its own service does not answer", async () => {
    const dead: string[] = [];
    for (const [folder, own] of await ownCodes()) {
      const thrown = new Set(serviceSources(folder).flatMap((f) => [...codesIn(f, own)]));
      for (const c of Object.keys(own)) if (!thrown.has(c)) dead.push(`${folder}: ${c}`);
    }
    expect(dead).toEqual([]);
  });

  it("has each service code named only by the service whose contract defines it", async () => {
    const own = await ownCodes();
    const strays: string[] = [];
    for (const [definer, codes] of own) {
      for (const folder of handlerFolders.filter((f) => f !== definer))
        for (const file of serviceSources(folder))
          for (const c of codesIn(file, codes)) strays.push(`${file}: ${c} (${definer}'s)`);
      for (const file of kernelFiles)
        for (const c of codesIn(file, codes)) strays.push(`${file}: ${c} (${definer}'s)`);
    }
    expect(strays).toEqual([]);
  });

  it("has each declared code thrown by a service declared by that service's contracts", async () => {
    const services = (await loadServices()).map((s) => s.definition);
    const declaredBy = (folder: string) => {
      const codes = new Set<string>();
      for (const s of services.filter((svc) => svc.folder === folder))
        for (const c of declaredIn(parse(readFileSync(s.documentUrl, "utf8")))) codes.add(c);
      return codes;
    };
    const missing: string[] = [];
    for (const folder of handlerFolders) {
      const declared = declaredBy(folder);
      for (const file of sources(`handlers/${folder}`))
        for (const c of codesIn(file))
          if (ERRORS[c as keyof typeof ERRORS].scope === "declared" && !declared.has(c))
            missing.push(`${file}: ${c}`);
      const own = (await ownCodes()).get(folder) ?? {};
      for (const file of serviceSources(folder))
        for (const c of codesIn(file, own))
          if (own[c]!.scope === "declared" && !declared.has(c)) missing.push(`${file}: ${c}`);
    }
    const anywhere = new Set(handlerFolders.flatMap((f) => [...declaredBy(f)]));
    for (const file of runtimeFiles)
      for (const c of codesIn(file))
        if (ERRORS[c as keyof typeof ERRORS].scope === "declared" && !anywhere.has(c))
          missing.push(`${file}: ${c}`);
    expect(missing).toEqual([]);
  });
});

describe("every published contract", () => {
  it("lists on each error response the codes the catalogue gives it, and validates nothing else", async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { definition: svc } of await loadServices()) {
      const doc = parse(readFileSync(svc.documentUrl, "utf8"));
      const catalogue: Catalogue = catalogueOf(doc);
      const serviceCodes = new Set<string>(doc["x-error-codes"] ?? []);
      for (const op of svc.operations) {
        const raw = doc.paths[op.path][op.method];
        const declared = new Set<string>([...serviceCodes, ...(raw["x-error-codes"] ?? [])]);
        const priced = raw["x-price-usd"] !== undefined;
        for (const [status, response] of Object.entries(
          raw.responses as Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>,
        )) {
          const ref = Object.values(response.content ?? {})[0]?.schema.$ref;
          const component = ref ? doc.components.schemas[ref.split("/").pop()!] : undefined;
          const listed = component?.allOf?.[1]?.properties?.code?.enum;
          if (!/^[45]/.test(status) || op.runtime === "mcp" || !listed) continue;
          const want = codesFor(Number(status), priced, declared, catalogue);
          checked++;
          if (listed.join() !== want.join())
            problems.push(`${svc.name} ${op.operationId} ${status}: ${listed} != ${want}`);
          const schema = op.schemas.responses[status];
          const body = (code: string) => sampleBody(op.errorShape, Number(status), code);
          if (!schema?.safeParse(body(want[0]!)).success || schema.safeParse(body("no_such_code")).success)
            problems.push(
              `${svc.name} ${op.operationId} ${status}: its validator does not hold the code to the list`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});
