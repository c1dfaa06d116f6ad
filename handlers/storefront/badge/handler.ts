/** `GET /product/{id}/badge.svg`: a product's price and stock as an embeddable SVG badge. */
import type { ProductBadgeInput, ProductBadgeResponse } from "../../../generated/storefront-ext/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { findRecord } from "../../../storage/storefront/crud.js";
import { TABLES } from "../../../storage/storefront/resources.js";
import { notFound, recordId } from "../problems.js";
import { renderBadge } from "./svg.js";

/** Renders the badge of one product; 404 when there is none. */
export async function productBadge(
  input: ProductBadgeInput,
  ctx: HandlerContext,
): Promise<ProductBadgeResponse> {
  const product = await findRecord(ctx.db, TABLES.product, recordId(input.path.id, "product"));
  if (!product) throw notFound("product");
  return {
    status: 200,
    body: renderBadge({
      name: product.name as string,
      priceCents: product.priceCents as number,
      inventory: product.inventory as number,
    }),
  };
}
