/**
 * XML checks for the OCR tests with Debian's xmllint (libxml2-utils), offline (`--nonet`):
 * well-formedness, and validation of ALTO against alto-3-1.xsd.
 *
 * The ALTO schema (altoxml/schema, v3/alto-3-1.xsd) is not in this repository: it is read from
 * `ALTO_XSD` (a file path) or `handlers/ocr/testing/xsd/alto-3-1.xsd`. Its import of the XLink
 * schema (a loc.gov URL) is pointed at ./xsd/xlink.xsd in a temporary copy.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const XSD_DIR = fileURLToPath(new URL("./xsd/", import.meta.url));

/** xmllint is installed. */
export function hasXmllint(): boolean {
  return spawnSync("xmllint", ["--version"]).status === 0;
}

/** xmllint's complaints about `xml` (empty when valid), with `args` such as `--schema <xsd>`. */
export function xmllint(xml: string, args: string[] = []): string {
  const run = spawnSync("xmllint", ["--noout", "--nonet", ...args, "-"], { input: xml, encoding: "utf8" });
  return run.status === 0 ? "" : `${run.stderr}`.trim() || `xmllint exited ${run.status}`;
}

let prepared: string | undefined;

/** A local alto-3-1.xsd whose XLink import resolves offline; undefined when the schema is absent. */
export function altoSchema(): string | undefined {
  if (prepared) return prepared;
  const source = [process.env.ALTO_XSD, join(XSD_DIR, "alto-3-1.xsd")].find((p) => p && existsSync(p));
  if (!source) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "alto-xsd-"));
  const xlink = join(XSD_DIR, "xlink.xsd");
  const text = readFileSync(source, "utf8").replace(
    /schemaLocation="http:\/\/www\.loc\.gov\/standards\/xlink\/xlink\.xsd"/,
    `schemaLocation="${xlink}"`,
  );
  prepared = join(dir, "alto-3-1.xsd");
  writeFileSync(prepared, text);
  // The schema itself must parse, or every validation would fail for the schema's sake.
  execFileSync("xmllint", ["--noout", "--nonet", prepared]);
  return prepared;
}
