/** The "Content" operations of both variants: blog posts and FAQ entries. */
import * as baseRecords from "../../generated/storefront/schemas.js";
import type { StorefrontContentHandlers } from "../../generated/storefront/types.js";
import * as extRecords from "../../generated/storefront-ext/schemas.js";
import type { StorefrontExtContentHandlers } from "../../generated/storefront-ext/types.js";
import { crud } from "./crud/factory.js";
import { FAQ, POST } from "./crud/resources.js";

const post = { base: crud(POST, baseRecords.Post), ext: crud(POST, extRecords.Post) };
const faq = { base: crud(FAQ, baseRecords.Faq), ext: crud(FAQ, extRecords.Faq) };

/** The base variant's content. */
export const contentHandlers: StorefrontContentHandlers = {
  faq_list: faq.base.list,
  faq_create: faq.base.create,
  faq_get: faq.base.get,
  faq_update: faq.base.update,
  faq_delete: faq.base.delete,
  post_list: post.base.list,
  post_create: post.base.create,
  post_get: post.base.get,
  post_update: post.base.update,
  post_delete: post.base.delete,
};

/** The extended variant's content: paged lists. */
export const contentExtHandlers: StorefrontExtContentHandlers = {
  faq_list: faq.ext.page,
  faq_create: faq.ext.create,
  faq_get: faq.ext.get,
  faq_update: faq.ext.update,
  faq_delete: faq.ext.delete,
  post_list: post.ext.page,
  post_create: post.ext.create,
  post_get: post.ext.get,
  post_update: post.ext.update,
  post_delete: post.ext.delete,
};
