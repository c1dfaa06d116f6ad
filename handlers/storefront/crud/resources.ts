/**
 * The storefront's resources as CRUD sees them: the plain ones are just their table; the
 * others add what the server sets (timestamps, the owner, totals) and who may list what.
 */
import type { HandlerContext } from "../../../runtime/context.js";
import { isUuid } from "../../../storage/run.js";
import { insertRecord } from "../../../storage/storefront/crud.js";
import { subscribeNewsletter } from "../../../storage/storefront/newsletter.js";
import { hasBoughtProduct, insertPendingOrder } from "../../../storage/storefront/orders.js";
import { TABLES } from "../../../storage/storefront/resources.js";
import { checkBasket, parseItemsText } from "../checkout/basket.js";
import { bodyProblem } from "../problems.js";
import type { Body, Resource } from "./factory.js";

/** The signed-in person behind the call (the runtime has already refused anyone else). */
function personOf(ctx: HandlerContext): string {
  const userId = ctx.caller?.userId;
  if (!userId) throw new Error("owner-scoped operation reached its handler without a person");
  return userId;
}

/** A raw token record's `userId` must name a user (a uuid that PostgreSQL would otherwise reject). */
function checkTokenOwner(body: Body): Body {
  const { userId } = body;
  if (typeof userId === "string" && !isUuid(userId)) throw bodyProblem("/userId", "no user has this id");
  return body;
}

/** Resources of both variants. */
export const BASE_RESOURCES: readonly Resource[] = [
  { name: "category", label: "category", spec: TABLES.category },
  {
    name: "product",
    label: "product",
    spec: TABLES.product,
    extOnly: [
      "longDescription",
      "downloadUrl",
      "images",
      "compareAtCents",
      "featured",
      "requiresShipping",
      "lowStockAlerted",
    ],
  },
  { name: "variant", label: "variant", spec: TABLES.variant },
  { name: "post", label: "post", spec: TABLES.post },
  { name: "faq", label: "FAQ entry", spec: TABLES.faq },
  {
    name: "newsletterSubscriber",
    label: "newsletter subscriber",
    spec: TABLES.newsletterSubscriber,
    create: (body, ctx) => subscribeNewsletter(ctx.db, body.email as string, ctx.now()),
  },
  {
    name: "contactSubmission",
    label: "contact submission",
    spec: TABLES.contactSubmission,
    create: (body, ctx) =>
      insertRecord(ctx.db, TABLES.contactSubmission, { ...body, createdAt: ctx.now().getTime() }),
  },
  { name: "media", label: "media item", spec: TABLES.media },
  {
    name: "apiToken",
    label: "API token",
    spec: TABLES.apiToken,
    create: (body, ctx) =>
      insertRecord(ctx.db, TABLES.apiToken, { ...checkTokenOwner(body), createdAt: ctx.now().getTime() }),
    updateValues: async (body) => checkTokenOwner(body),
  },
];

/** Resources only the extended variant has. */
export const EXT_RESOURCES: readonly Resource[] = [
  {
    name: "order",
    label: "order",
    spec: TABLES.order,
    // The customer's order: the server prices the lines (products must exist and be for sale)
    // and starts it pending; stock is checked and taken when it is paid through checkout.
    async create(body, ctx) {
      const lines = parseItemsText(body.items as string);
      const discountCode = (body.discountCode as string | null | undefined) ?? null;
      const { totals } = await checkBasket(ctx.db, lines, discountCode, {
        itemsPointer: "/items",
        linePointer: () => "/items",
        discountPointer: "/discountCode",
        checkStock: false,
      });
      return insertPendingOrder(ctx.db, {
        ownerUserId: personOf(ctx),
        items: JSON.stringify(lines),
        discountCode,
        customerEmail: body.customerEmail as string | null | undefined,
        shippingAddress: body.shippingAddress as string | null | undefined,
        shippingMethod: body.shippingMethod as string | null | undefined,
        createdAt: ctx.now().getTime(),
        ...totals,
      });
    },
    // Administrators set what they like, but the lines must stay readable as lines.
    updateValues: async (body) => {
      parseItemsText(body.items as string);
      return body;
    },
    listScope: (ctx) =>
      ctx.caller?.role === "admin"
        ? undefined
        : ctx.caller?.userId
          ? { customerId: ctx.caller.userId }
          : null,
  },
  {
    name: "review",
    label: "review",
    spec: TABLES.review,
    omitNull: ["rating"],
    async create(body, ctx) {
      const customerId = personOf(ctx);
      const productId = body.productId as number;
      return insertRecord(ctx.db, TABLES.review, {
        productId,
        rating: body.rating,
        title: body.title,
        body: body.body,
        customerId,
        status: "pending",
        verifiedPurchase: await hasBoughtProduct(ctx.db, customerId, productId),
        helpfulCount: 0,
        createdAt: ctx.now().getTime(),
      });
    },
  },
];
