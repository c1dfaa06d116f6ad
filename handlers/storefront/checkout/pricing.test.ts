import { discountCents, findDiscount } from "./discounts.js";
import { lineName } from "./pay.js";
import { type LinePrice, priceBasket } from "./pricing.js";

const line = (unitCents: number, qty = 1, requiresShipping = true): LinePrice => ({
  unitCents,
  qty,
  requiresShipping,
});

describe("priceBasket", () => {
  it.each([
    [
      "one shipped line",
      [line(2400, 2)],
      undefined,
      { subtotalCents: 4800, discountCents: 0, shippingCents: 495, taxCents: 384, totalCents: 5679 },
    ],
    [
      "nothing to ship",
      [line(1000, 1, false)],
      undefined,
      { shippingCents: 0, taxCents: 80, totalCents: 1080 },
    ],
    [
      "free shipping from USD 100",
      [line(10000)],
      undefined,
      { shippingCents: 0, taxCents: 800, totalCents: 10800 },
    ],
    [
      "10% off, rounded down",
      [line(999)],
      "SPRING-10",
      { discountCents: 99, taxCents: 72, totalCents: 900 + 495 + 72 },
    ],
    [
      "USD 5 off, capped at the subtotal",
      [line(300, 1, false)],
      "WELCOME5",
      { discountCents: 300, taxCents: 0, totalCents: 0 },
    ],
    ["tax rounds half up", [line(6, 1, false)], undefined, { taxCents: 0 }],
    ["tax rounds half up (2)", [line(7, 1, false)], undefined, { taxCents: 1 }],
    [
      "free shipping counts after the discount",
      [line(10500)],
      "SPRING-10",
      { discountCents: 1050, shippingCents: 495 },
    ],
  ])("%s", (_name, lines, code, want) => {
    const totals = priceBasket(lines, code ? findDiscount(code) : undefined);
    expect(totals).toMatchObject(want);
    expect(totals.totalCents).toBe(
      totals.subtotalCents - totals.discountCents + totals.shippingCents + totals.taxCents,
    );
  });

  it("stays exact for the largest basket the contract allows", () => {
    const totals = priceBasket(Array(200).fill(line(1_000_000_000, 1000)), findDiscount("SPRING-10"));
    expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
    expect(totals.subtotalCents).toBe(200_000_000_000_000);
  });
});

describe("discounts", () => {
  it("knows only the listed codes, exactly", () => {
    expect(findDiscount("SPRING-10")).toBeDefined();
    expect(findDiscount("spring-10")).toBeUndefined();
    expect(findDiscount("toString")).toBeUndefined();
    expect(discountCents(undefined, 1000)).toBe(0);
  });
});

describe("lineName (the payment page's label for a product)", () => {
  it("keeps a name the processors take, and labels one they would refuse", () => {
    expect(lineName({ id: 7, name: "  Mug  " })).toBe("Mug");
    expect(lineName({ id: 7, name: "   " })).toBe("Product 7");
    const long = lineName({ id: 7, name: "a".repeat(400) });
    expect([long.length, long.endsWith("…")]).toEqual([250, true]);
    // 300 astral characters are 600 UTF-16 units: cut between pairs, never inside one.
    const astral = lineName({ id: 7, name: "😀".repeat(300) });
    expect(astral.length).toBeLessThanOrEqual(250);
    expect(astral).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
