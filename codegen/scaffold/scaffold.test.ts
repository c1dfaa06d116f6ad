import { nameProblem, placeholders, render, scaffoldFiles } from "./scaffold.js";

describe("nameProblem", () => {
  it.each([
    ["widget-shop", null],
    ["ocr", null],
    ["tools2", null],
    ["Widget", "lowercase"],
    ["widget_shop", "lowercase"],
    ["-widget", "lowercase"],
    ["widget--shop", "lowercase"],
    ["2fa", "lowercase"],
    ["platform", "framework itself"],
    ["lib", "framework itself"],
    ["a".repeat(41), "at most 40"],
  ])("%s", (name, want) => {
    const problem = nameProblem(name);
    if (want === null) expect(problem).toBeNull();
    else expect(problem).toContain(want);
  });
});

describe("placeholders", () => {
  it("gives every form of the name the templates use", () => {
    expect(placeholders({ name: "widget-shop", kind: "stateful" })).toEqual({
      name: "widget-shop",
      Name: "WidgetShop",
      nameCamel: "widgetShop",
      name_snake: "widget_shop",
      title: "Widget Shop",
    });
    expect(placeholders({ name: "ocr", kind: "stateless", title: "OCR" }).title).toBe("OCR");
  });
});

describe("render", () => {
  it("replaces every placeholder and refuses one it does not know", () => {
    expect(render("{{Name}}Handlers for {{name}}", { name: "a-b", Name: "AB" })).toBe("ABHandlers for a-b");
    expect(() => render("{{nope}}", {})).toThrow("unknown template placeholder {{nope}}");
  });
});

describe("scaffoldFiles", () => {
  it("writes a stateless service's spec, handlers and conformance folders, nothing in storage", () => {
    const files = scaffoldFiles({ name: "widget-shop", kind: "stateless" });
    const folders = new Set([...files.keys()].map((p) => p.split("/").slice(0, 2).join("/")));
    expect([...folders].sort()).toEqual([
      "conformance/widget-shop",
      "handlers/widget-shop",
      "spec/widget-shop",
    ]);
    expect(files.get("handlers/widget-shop/index.ts")).toContain(
      "export const widgetShopModule: ServiceModule = { handlers: widgetShopHandlers };",
    );
    expect(files.get("spec/widget-shop/main.tsp")).toContain('@service(#{ title: "Widget Shop" })');
    expect(files.get("spec/widget-shop/main.tsp")).toContain("namespace WidgetShop;");
  });

  it("adds storage with a first migration, a repository and its test for a stateful service", () => {
    const files = scaffoldFiles({ name: "widget-shop", kind: "stateful", title: "Widgets" });
    expect([...files.keys()].filter((p) => p.startsWith("storage/")).sort()).toEqual([
      "storage/widget-shop/items.test.ts",
      "storage/widget-shop/items.ts",
      "storage/widget-shop/migrations/0001_items.ts",
    ]);
    expect(files.get("storage/widget-shop/migrations/0001_items.ts")).toContain(
      "CREATE TABLE widget_shop_items",
    );
    expect(files.get("spec/widget-shop/main.tsp")).toContain('@service(#{ title: "Widgets" })');
  });

  it("leaves no placeholder behind in any file of either kind", () => {
    for (const kind of ["stateless", "stateful"] as const) {
      for (const [path, text] of scaffoldFiles({ name: "x-y", kind }))
        expect([path, text.match(/\{\{\w+\}\}/)]).toEqual([path, null]);
    }
  });

  it("refuses an invalid name", () => {
    expect(() => scaffoldFiles({ name: "Bad Name", kind: "stateless" })).toThrow(
      'invalid service name "Bad Name"',
    );
  });
});
