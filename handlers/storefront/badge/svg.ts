/**
 * A shields-style SVG badge for a product: its name on the left, price and stock on the
 * right. Text is escaped for XML (names may hold `&` and quotes) and the name is shortened,
 * so the badge stays small whatever the product is called.
 */

/** Units below which stock shows as low. */
export const LOW_STOCK_BELOW = 5;
/** Longest name shown before it is cut with an ellipsis. */
const MAX_NAME_CHARS = 40;
// Verdana 11px averages about 7 px per character; the padding is shields.io's.
const CHAR_WIDTH = 7;
const PADDING = 10;

const COLORS = { "in stock": "#4c1", "low stock": "#dfb317", "sold out": "#e05d44" } as const;

/** What the badge shows. */
export interface BadgeProduct {
  name: string;
  priceCents: number;
  inventory: number;
}

/** `&`, `<`, `>`, `"` and `'` as XML entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `in stock`, `low stock` (under 5 units) or `sold out`. */
export function stockLabel(inventory: number): keyof typeof COLORS {
  if (inventory <= 0) return "sold out";
  return inventory < LOW_STOCK_BELOW ? "low stock" : "in stock";
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Renders the badge. */
export function renderBadge(product: BadgeProduct): string {
  const chars = [...product.name];
  const name =
    chars.length > MAX_NAME_CHARS ? `${chars.slice(0, MAX_NAME_CHARS - 1).join("")}…` : product.name;
  const stock = stockLabel(product.inventory);
  const value = `${usd.format(product.priceCents / 100)} · ${stock}`;
  const left = [...name].length * CHAR_WIDTH + PADDING * 2;
  const right = [...value].length * CHAR_WIDTH + PADDING * 2;
  const label = escapeXml(`${name}: ${value}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + right}" height="20" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${left}" height="20" fill="#555"/>`,
    `<rect x="${left}" width="${right}" height="20" fill="${COLORS[stock]}"/>`,
    `<g fill="#fff" font-family="Verdana,sans-serif" font-size="11">`,
    `<text x="${PADDING}" y="14">${escapeXml(name)}</text>`,
    `<text x="${left + PADDING}" y="14">${escapeXml(value)}</text>`,
    "</g></svg>",
  ].join("");
}
