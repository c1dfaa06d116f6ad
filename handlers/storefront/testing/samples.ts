/**
 * Valid bodies for every storefront resource, for table-driven tests: a create body, an
 * update body (PATCH carries the create body's required fields) and the records they need.
 */
import type { ResourceName } from "../../../storage/storefront/resources.js";

/** Ids of records samples refer to. */
export interface Parents {
  productId: number;
  categoryId: number;
  userId: string;
}

/** A resource's sample bodies. */
export interface Sample {
  create: Record<string, unknown>;
  update: Record<string, unknown>;
}

let n = 0;

/** Fresh sample bodies (slugs, e-mails and hashes are unique per call). */
export function sample(name: ResourceName, parents: Parents, variant: "base" | "ext" = "ext"): Sample {
  n += 1;
  const hex = n.toString(16).padStart(64, "a");
  switch (name) {
    case "category":
      return {
        create: { name: `Mugs & Cups ${n}`, slug: `mugs-cups-${n}` },
        update: { name: `Mugs ${n}`, slug: `mugs-${n}` },
      };
    case "product":
      return {
        create: {
          name: `Stoneware mug "${n}"`,
          slug: `stoneware-mug-${n}`,
          description: "Hand-glazed stoneware.\nDishwasher safe.",
          priceCents: 2400,
          categoryId: parents.categoryId,
          inventory: 42,
          status: "published",
          ...(variant === "ext" ? { featured: true, compareAtCents: 3000 } : {}),
        },
        update: { name: `Stoneware mug ${n} (blue)`, slug: `stoneware-mug-${n}`, priceCents: 2500 },
      };
    case "variant":
      return {
        create: { productId: parents.productId, title: `Large ${n}`, priceCents: 2600, inventory: 3 },
        update: { productId: parents.productId, title: `Extra large ${n}` },
      };
    case "post":
      return {
        create: {
          title: `Spring collection ${n}`,
          slug: `spring-${n}`,
          excerpt: "New glazes.",
          status: "published",
          publishedAt: 1735689600000,
        },
        update: { title: `Spring collection ${n}, updated`, slug: `spring-${n}`, body: "All of it." },
      };
    case "faq":
      return {
        create: { question: `Do you ship abroad? ${n}`, answer: "Yes, to the EU and the US.", sortOrder: 2 },
        update: { question: `Do you ship abroad? ${n}`, answer: "Yes.", isActive: false },
      };
    case "newsletterSubscriber":
      return { create: { email: `reader${n}@example.com` }, update: { email: `reader${n}b@example.com` } };
    case "contactSubmission":
      return {
        create: {
          name: "Ada",
          email: `ada${n}@example.com`,
          subject: "Bulk order",
          message: "Hello,\nhow much?",
        },
        update: {
          name: "Ada",
          email: `ada${n}@example.com`,
          subject: "Bulk order (200 mugs)",
          message: "Hi",
        },
      };
    case "media":
      return {
        create: { url: `https://cdn.shop.example/img/${n}.jpg`, alt: `Mug ${n}`, width: 800, height: null },
        update: { url: `https://cdn.shop.example/img/${n}.jpg`, alt: `Blue mug ${n}` },
      };
    case "apiToken":
      return {
        create: { userId: parents.userId, name: `CI ${n}`, prefix: "sft_abcdefgh", hashedKey: hex },
        update: { name: `CI ${n} (old)`, prefix: "sft_abcdefgh", hashedKey: hex, revokedAt: 1735689600000 },
      };
    case "order":
      return {
        create: {
          items: JSON.stringify([{ productId: parents.productId, qty: 2 }]),
          customerEmail: `buyer${n}@example.com`,
        },
        update: {
          items: JSON.stringify([{ productId: parents.productId, qty: 2 }]),
          status: "shipped",
          carrier: "UPS",
          trackingNumber: `1Z${n}`,
        },
      };
    case "review":
      return {
        create: {
          productId: parents.productId,
          rating: 5,
          title: `Lovely mug ${n}`,
          body: "Holds heat well.",
        },
        update: {
          productId: parents.productId,
          title: `Lovely mug ${n}`,
          status: "published",
          helpfulCount: 3,
        },
      };
  }
}
