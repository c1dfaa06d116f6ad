import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { compileSpec } from "./compile.js";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));

describe("compileSpec", () => {
  it("publishes one service per version: the first under the folder name, later ones suffixed", async () => {
    const compiled = await compileSpec(fixtures, "versioned");
    expect(compiled.map((c) => c.name)).toEqual(["versioned", "versioned-ext"]);
    const [base, ext] = compiled.map((c) => parse(c.openapi31));
    expect(Object.keys(base.components.schemas.Thing.properties)).toEqual(["name"]);
    expect(Object.keys(ext.components.schemas.Thing.properties)).toEqual(["name", "extra"]);
    expect(parse(compiled[1]!.openapi30).openapi).toBe("3.0.0");
  });
});
