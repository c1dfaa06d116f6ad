/**
 * The storefront's tables as data for the generic repository (crud.ts). `search` lists what
 * the extended variant's `q` matches — case-insensitive substring over the resource's main
 * text fields:
 *
 * | resource | q searches |
 * |---|---|
 * | category | name, slug |
 * | product | name, slug, description |
 * | variant | title |
 * | post | title, slug, excerpt |
 * | faq | question, answer |
 * | newsletterSubscriber | email |
 * | contactSubmission | name, email, subject |
 * | media | alt, url |
 * | apiToken | name, prefix |
 * | order | customerEmail, discountCode, trackingNumber |
 * | review | title, body |
 *
 * `sortable` mirrors the contract's `sort` enum of each list operation.
 */
import { boolean, integer, type TableSpec, text } from "./table.js";

/** The storefront's resources by their contract name (the path segment). */
export type ResourceName =
  | "category"
  | "product"
  | "variant"
  | "post"
  | "faq"
  | "newsletterSubscriber"
  | "contactSubmission"
  | "media"
  | "apiToken"
  | "order"
  | "review";

/** Every storefront table. */
export const TABLES: Readonly<Record<ResourceName, TableSpec>> = {
  category: {
    table: "storefront_categories",
    fields: { name: text("name"), slug: text("slug") },
    search: ["name", "slug"],
    sortable: ["name", "slug"],
    constraints: { storefront_categories_slug_key: "slug" },
  },
  product: {
    table: "storefront_products",
    fields: {
      name: text("name"),
      slug: text("slug"),
      description: text("description"),
      priceCents: integer("price_cents"),
      categoryId: integer("category_id"),
      inventory: integer("inventory"),
      imageUrl: text("image_url"),
      status: text("status"),
      processorPriceId: text("processor_price_id"),
      longDescription: text("long_description"),
      downloadUrl: text("download_url"),
      images: text("images"),
      compareAtCents: integer("compare_at_cents"),
      featured: boolean("featured"),
      requiresShipping: boolean("requires_shipping"),
      lowStockAlerted: boolean("low_stock_alerted"),
    },
    search: ["name", "slug", "description"],
    sortable: ["name", "slug", "priceCents", "inventory", "status"],
    constraints: {
      storefront_products_slug_key: "slug",
      storefront_products_category_fkey: "categoryId",
    },
  },
  variant: {
    table: "storefront_variants",
    fields: {
      productId: integer("product_id"),
      title: text("title"),
      priceCents: integer("price_cents"),
      inventory: integer("inventory"),
    },
    search: ["title"],
    sortable: ["productId", "title", "priceCents", "inventory"],
    constraints: { storefront_variants_product_fkey: "productId" },
  },
  post: {
    table: "storefront_posts",
    fields: {
      title: text("title"),
      slug: text("slug"),
      excerpt: text("excerpt"),
      body: text("body"),
      status: text("status"),
      publishedAt: integer("published_at"),
      authorId: text("author_id"),
      coverImageUrl: text("cover_image_url"),
    },
    search: ["title", "slug", "excerpt"],
    sortable: ["title", "slug", "status", "publishedAt"],
    constraints: { storefront_posts_slug_key: "slug" },
  },
  faq: {
    table: "storefront_faqs",
    fields: {
      question: text("question"),
      answer: text("answer"),
      sortOrder: integer("sort_order"),
      isActive: boolean("is_active"),
    },
    search: ["question", "answer"],
    sortable: ["sortOrder", "question"],
    constraints: {},
  },
  newsletterSubscriber: {
    table: "storefront_newsletter_subscribers",
    fields: { email: text("email"), subscribedAt: integer("subscribed_at") },
    search: ["email"],
    sortable: ["email", "subscribedAt"],
    constraints: { storefront_newsletter_subscribers_email_key: "email" },
  },
  contactSubmission: {
    table: "storefront_contact_submissions",
    fields: {
      name: text("name"),
      email: text("email"),
      subject: text("subject"),
      message: text("message"),
      createdAt: integer("created_at"),
    },
    search: ["name", "email", "subject"],
    sortable: ["createdAt", "email", "subject"],
    constraints: {},
  },
  media: {
    table: "storefront_media",
    fields: { url: text("url"), alt: text("alt"), width: integer("width"), height: integer("height") },
    search: ["alt", "url"],
    sortable: ["alt"],
    constraints: {},
  },
  apiToken: {
    table: "storefront_api_tokens",
    fields: {
      userId: text("owner_user_id"),
      name: text("name"),
      prefix: text("prefix"),
      hashedKey: text("hashed_key"),
      createdAt: integer("created_at"),
      lastUsedAt: integer("last_used_at"),
      revokedAt: integer("revoked_at"),
    },
    search: ["name", "prefix"],
    sortable: ["name", "createdAt", "lastUsedAt"],
    constraints: {
      storefront_api_tokens_hashed_key_key: "hashedKey",
      storefront_api_tokens_owner_fkey: "userId",
    },
  },
  order: {
    table: "storefront_orders",
    fields: {
      customerId: text("owner_user_id"),
      customerEmail: text("customer_email"),
      shippingAddress: text("shipping_address"),
      discountCode: text("discount_code"),
      shippingMethod: text("shipping_method"),
      items: text("items"),
      status: text("status"),
      processorPaymentIntentId: text("processor_payment_intent_id"),
      carrier: text("carrier"),
      trackingNumber: text("tracking_number"),
      totalCents: integer("total_cents"),
      shippingCents: integer("shipping_cents"),
      taxCents: integer("tax_cents"),
      recoveryEmailedAt: integer("recovery_emailed_at"),
      createdAt: integer("created_at"),
    },
    search: ["customerEmail", "discountCode", "trackingNumber"],
    sortable: ["createdAt", "status", "totalCents"],
    constraints: { storefront_orders_owner_fkey: "customerId" },
  },
  review: {
    table: "storefront_reviews",
    fields: {
      customerId: text("owner_user_id"),
      productId: integer("product_id"),
      rating: integer("rating"),
      title: text("title"),
      body: text("body"),
      verifiedPurchase: boolean("verified_purchase"),
      status: text("status"),
      helpfulCount: integer("helpful_count"),
      createdAt: integer("created_at"),
    },
    search: ["title", "body"],
    sortable: ["createdAt", "rating", "helpfulCount"],
    constraints: {
      storefront_reviews_product_fkey: "productId",
      storefront_reviews_owner_fkey: "customerId",
    },
  },
};
