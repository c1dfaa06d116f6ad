/**
 * Web crawler's items: each caller acts on its own account's items only (another account's item
 * answers 404, as a missing one does).
 */
import type { CrawlerItemsHandlers } from "../../generated/crawler/types.js";
import type { HandlerContext } from "../../runtime/context.js";
import { ApiError } from "../../runtime/errors.js";
import { listPage } from "../../runtime/paging.js";
import { deleteItem, findItem, type ItemRow, insertItem, listItems } from "../../storage/crawler/items.js";

/** Whose items the caller sees: its credit account, or the credential itself. */
function ownerOf(ctx: HandlerContext): string {
  if (!ctx.caller) throw new ApiError("credentials_required", "This operation needs a credential");
  return ctx.caller.accountId ?? ctx.caller.id;
}

/** An item as the contract sends it. */
function itemBody(row: ItemRow) {
  return { id: row.id, name: row.name, created_at: row.created_at.toISOString() };
}

const notFound = () => new ApiError("not_found", "No such item");

/** The items operations. */
export const itemHandlers: CrawlerItemsHandlers = {
  async create_item({ body }, ctx) {
    return { status: 201, body: itemBody(await insertItem(ctx.db, ownerOf(ctx), body.name)) };
  },

  async list_items({ query }, ctx) {
    const page = await listPage(query, (p) => listItems(ctx.db, ownerOf(ctx), p));
    return { status: 200, body: { items: page.items.map(itemBody), next_cursor: page.nextAfter } };
  },

  async get_item({ path }, ctx) {
    const row = await findItem(ctx.db, ownerOf(ctx), path.item_id);
    if (!row) throw notFound();
    return { status: 200, body: itemBody(row) };
  },

  async delete_item({ path }, ctx) {
    if (!(await deleteItem(ctx.db, ownerOf(ctx), path.item_id))) throw notFound();
    return { status: 204 };
  },
};
