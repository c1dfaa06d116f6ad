import { readFileSync } from "node:fs";
import { loadServices } from "../registry.js";
import { configSections } from "./check.js";
import { bool, defineSection, integer, text } from "./define.js";
import { README_BEGIN, README_END, renderEnvExample, renderTable, replaceTable } from "./docs.js";

const demo = defineSection("demo", {
  DEMO_PORT: { description: "a port", schema: integer(1), default: "80" },
  DEMO_KEY: { description: "a key | with a pipe", schema: text(), secret: true, defaultText: "a dev key" },
  DEMO_URL: { description: "a URL", schema: text(), example: "https://x.example" },
  DEMO_ON: { description: "a switch", schema: bool() },
});

describe("renderTable", () => {
  it("writes one row per variable with its area, default and meaning; marks secrets; escapes pipes", () => {
    expect(renderTable([demo]).split("\n")).toEqual([
      "| variable | area | default | meaning |",
      "|---|---|---|---|",
      "| `DEMO_PORT` | demo | `80` | a port |",
      "| `DEMO_KEY` (secret) | demo | a dev key | a key \\| with a pipe |",
      "| `DEMO_URL` | demo | unset | a URL |",
      "| `DEMO_ON` | demo | unset | a switch |",
    ]);
  });
});

describe("renderEnvExample", () => {
  it("comments every variable out at its example or default, a secret without a value", () => {
    const lines = renderEnvExample([demo]).split("\n");
    expect(lines).toContain("# --- demo ---");
    expect(lines).toContain("#DEMO_PORT=80");
    expect(lines).toContain("#DEMO_KEY=");
    expect(lines).toContain("# DEMO_KEY (secret): a key | with a pipe. Default: a dev key.");
    expect(lines).toContain("#DEMO_URL=https://x.example");
    expect(lines).toContain("#DEMO_ON=");
  });
});

describe("replaceTable", () => {
  it("replaces only what is between the markers", () => {
    const readme = `intro\n${README_BEGIN}\nold\n${README_END}\nafter\n`;
    expect(replaceTable(readme, "new")).toBe(`intro\n${README_BEGIN}\nnew\n${README_END}\nafter\n`);
  });

  it("refuses a README without the markers", () => {
    expect(() => replaceTable("no markers", "t")).toThrow(/needs the markers/);
  });
});

describe("the committed documentation", () => {
  it("matches the declarations (run `npm run config:docs`)", async () => {
    const sections = configSections(await loadServices());
    const root = new URL("../../", import.meta.url);
    const readme = readFileSync(new URL("README.md", root), "utf8");
    expect(replaceTable(readme, renderTable(sections))).toBe(readme);
    expect(readFileSync(new URL(".env.example", root), "utf8")).toBe(renderEnvExample(sections));
  });
});
