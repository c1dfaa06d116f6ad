/**
 * The product badge: a small SVG with the product's name, price and stock, its text escaped,
 * served as image/svg+xml; 404 for a product that does not exist.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { insertRecord } from "../../../storage/storefront/crud.js";
import { TABLES } from "../../../storage/storefront/resources.js";
import { escapeXml, renderBadge, stockLabel } from "./svg.js";

/** Well-formed enough: outside tags no raw `<`, `>` or bare `&`; attribute values hold no raw quotes. */
function expectWellFormed(svg: string): void {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  const text = svg.replace(/<[^<>]*>/g, "");
  expect(text).not.toMatch(/[<>]|&(?!#\d+;)/);
  for (const tag of svg.match(/<[^<>]*>/g) ?? [])
    expect(tag).toMatch(/^<\/?[a-z]+(\s+[a-z-]+="[^"<>]*")*\s*\/?>$/);
}

describe("renderBadge", () => {
  it.each([
    [0, "sold out"],
    [1, "low stock"],
    [4, "low stock"],
    [5, "in stock"],
  ])("shows %i units as %s", (inventory, want) => {
    expect(stockLabel(inventory)).toBe(want);
    expect(renderBadge({ name: "Mug", priceCents: 2400, inventory })).toContain(want);
  });

  it("escapes the name in text and attributes", () => {
    const svg = renderBadge({ name: `Tom & "Jerry's" <mug>`, priceCents: 123456, inventory: 9 });
    expectWellFormed(svg);
    expect(svg).toContain("Tom &#38; &#34;Jerry&#39;s&#34; &#60;mug&#62;");
    expect(svg).toContain("$1,234.56 · in stock");
  });

  it("shortens long names", () => {
    const svg = renderBadge({ name: "x".repeat(160), priceCents: 0, inventory: 0 });
    expect(svg).toContain(`${"x".repeat(39)}…`);
    expect(svg.length).toBeLessThan(1000);
  });

  it("escapes every XML special character", () => {
    expect(escapeXml(`<&>"'`)).toBe("&#60;&#38;&#62;&#34;&#39;");
  });
});

describe("product_badge", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService("storefront");
  });
  afterAll(async () => {
    expect(svc.violations()).toEqual([]);
    await svc.close();
  });

  it("serves the badge as image/svg+xml", async () => {
    const { id } = await insertRecord(svc.db.knex, TABLES.product, {
      name: "Mug & saucer",
      slug: "mug-saucer",
      priceCents: 2400,
      inventory: 3,
    });
    const res = await request(svc.app)
      .get(`/product/${id}/badge.svg`)
      .buffer(true)
      .parse((r, done) => {
        let text = "";
        r.on("data", (c: Buffer) => {
          text += c.toString("utf8");
        });
        r.on("end", () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expectWellFormed(res.body as string);
    expect(res.body).toContain("Mug &#38; saucer");
    expect(res.body).toContain("$24.00 · low stock");
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await request(svc.app).get("/product/424242/badge.svg")).status).toBe(404);
  });
});
