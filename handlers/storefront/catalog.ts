/**
 * The "Catalog" operations of both variants: categories, products and their badge, variants; the
 * extended variant adds reviews, paged lists and its own product fields. One CRUD implementation,
 * each variant answering with its own contract's records.
 */
import * as baseRecords from "../../generated/storefront/schemas.js";
import type { StorefrontCatalogHandlers } from "../../generated/storefront/types.js";
import * as extRecords from "../../generated/storefront-ext/schemas.js";
import type { StorefrontExtCatalogHandlers } from "../../generated/storefront-ext/types.js";
import { productBadge } from "./badge/handler.js";
import { crud } from "./crud/factory.js";
import { CATEGORY, PRODUCT, REVIEW, VARIANT } from "./crud/resources.js";

const category = { base: crud(CATEGORY, baseRecords.Category), ext: crud(CATEGORY, extRecords.Category) };
const product = { base: crud(PRODUCT, baseRecords.Product), ext: crud(PRODUCT, extRecords.Product) };
const variant = { base: crud(VARIANT, baseRecords.Variant), ext: crud(VARIANT, extRecords.Variant) };
const review = crud(REVIEW, extRecords.Review);

/** The base variant's catalog. */
export const catalogHandlers: StorefrontCatalogHandlers = {
  category_list: category.base.list,
  category_create: category.base.create,
  category_get: category.base.get,
  category_update: category.base.update,
  category_delete: category.base.delete,
  product_list: product.base.list,
  product_create: product.base.create,
  product_get: product.base.get,
  product_update: product.base.update,
  product_delete: product.base.delete,
  product_badge: productBadge,
  variant_list: variant.base.list,
  variant_create: variant.base.create,
  variant_get: variant.base.get,
  variant_update: variant.base.update,
  variant_delete: variant.base.delete,
};

/** The extended variant's catalog. */
export const catalogExtHandlers: StorefrontExtCatalogHandlers = {
  category_list: category.ext.page,
  category_create: category.ext.create,
  category_get: category.ext.get,
  category_update: category.ext.update,
  category_delete: category.ext.delete,
  product_list: product.ext.page,
  product_create: product.ext.create,
  product_get: product.ext.get,
  product_update: product.ext.update,
  product_delete: product.ext.delete,
  product_badge: productBadge,
  review_list: review.page,
  review_create: review.create,
  review_get: review.get,
  review_update: review.update,
  review_delete: review.delete,
  variant_list: variant.ext.page,
  variant_create: variant.ext.create,
  variant_get: variant.ext.get,
  variant_update: variant.ext.update,
  variant_delete: variant.ext.delete,
};
