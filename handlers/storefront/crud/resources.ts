/**
 * The storefront's resources as CRUD sees them: the plain ones are just their table; the
 * others add what the server sets (timestamps, the owner, totals) and who may list what. The
 * bodies they read are typed by the extended contract, whose inputs include the base variant's.
 */
import type {
  ApiTokenInput,
  ContactSubmissionInput,
  NewsletterSubscriberInput,
  OrderInput,
  OrderUpdate,
  ReviewInput,
  ReviewUpdate,
} from "../../../generated/storefront-ext/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { isUuid } from "../../../storage/run.js";
import { insertRecord } from "../../../storage/storefront/crud.js";
import { subscribeNewsletter } from "../../../storage/storefront/newsletter.js";
import { hasBoughtProduct, insertPendingOrder } from "../../../storage/storefront/orders.js";
import { TABLES } from "../../../storage/storefront/resources.js";
import { checkBasket, parseItemsText } from "../checkout/basket.js";
import { bodyProblem } from "../problems.js";
import type { Resource } from "./factory.js";

/** The signed-in person behind the call (the runtime has already refused anyone else). */
function personOf(ctx: HandlerContext): string {
  const userId = ctx.caller?.userId;
  if (!userId) throw new Error("owner-scoped operation reached its handler without a person");
  return userId;
}

/** A raw token record's `userId` must name a user (a uuid that PostgreSQL would otherwise reject). */
function checkTokenOwner(body: ApiTokenInput): ApiTokenInput {
  const { userId } = body;
  if (typeof userId === "string" && !isUuid(userId)) throw bodyProblem("/userId", "no user has this id");
  return body;
}

export const CATEGORY: Resource = { label: "category", spec: TABLES.category };

export const PRODUCT: Resource = { label: "product", spec: TABLES.product };

export const VARIANT: Resource = { label: "variant", spec: TABLES.variant };

export const POST: Resource = { label: "post", spec: TABLES.post };

export const FAQ: Resource = { label: "FAQ entry", spec: TABLES.faq };

export const MEDIA: Resource = { label: "media item", spec: TABLES.media };

/** Signing up twice answers the existing subscription. */
export const NEWSLETTER_SUBSCRIBER: Resource<NewsletterSubscriberInput> = {
  label: "newsletter subscriber",
  spec: TABLES.newsletterSubscriber,
  create: (body, ctx) => subscribeNewsletter(ctx.db, body.email, ctx.now()),
};

export const CONTACT_SUBMISSION: Resource<ContactSubmissionInput> = {
  label: "contact submission",
  spec: TABLES.contactSubmission,
  create: (body, ctx) =>
    insertRecord(ctx.db, TABLES.contactSubmission, { ...body, createdAt: ctx.now().getTime() }),
};

/** Raw token records, for administrators (people mint their own with `tokens_create`). */
export const API_TOKEN: Resource<ApiTokenInput> = {
  label: "API token",
  spec: TABLES.apiToken,
  create: (body, ctx) =>
    insertRecord(ctx.db, TABLES.apiToken, { ...checkTokenOwner(body), createdAt: ctx.now().getTime() }),
  updateValues: async (body) => checkTokenOwner(body),
};

/** Orders (extended variant). */
export const ORDER: Resource<OrderInput, OrderUpdate> = {
  label: "order",
  spec: TABLES.order,
  // The customer's order: the server prices the lines (products must exist and be for sale)
  // and starts it pending; stock is checked and taken when it is paid through checkout.
  async create(body, ctx) {
    const lines = parseItemsText(body.items);
    const discountCode = body.discountCode ?? null;
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
      customerEmail: body.customerEmail,
      shippingAddress: body.shippingAddress,
      shippingMethod: body.shippingMethod,
      createdAt: ctx.now().getTime(),
      ...totals,
    });
  },
  // Administrators set what they like, but the lines must stay readable as lines.
  updateValues: async (body) => {
    parseItemsText(body.items);
    return body;
  },
  listScope: (ctx) =>
    ctx.caller?.role === "admin" ? undefined : ctx.caller?.userId ? { customerId: ctx.caller.userId } : null,
};

/** Reviews (extended variant): by a signed-in customer, pending until moderated. */
export const REVIEW: Resource<ReviewInput, ReviewUpdate> = {
  label: "review",
  spec: TABLES.review,
  async create(body, ctx) {
    const customerId = personOf(ctx);
    return insertRecord(ctx.db, TABLES.review, {
      productId: body.productId,
      rating: body.rating,
      title: body.title,
      body: body.body,
      customerId,
      status: "pending",
      verifiedPurchase: await hasBoughtProduct(ctx.db, customerId, body.productId),
      helpfulCount: 0,
      createdAt: ctx.now().getTime(),
    });
  },
};
