/** Sketch routes: HyperLogLog distinct counts and count-min frequencies. */
import type { InfraSketchesHandlers } from "../../generated/infra/types.js";
import {
  cmsEstimateItem,
  cmsIncrementItems,
  hllAddElements,
  hllCountKey,
  hllMergeKeys,
} from "../../storage/infra/sketches.js";
import { chargedProject } from "./caller.js";

/** The sketch handlers (batch sizes are bounded by the contract). */
export const sketchHandlers: InfraSketchesHandlers = {
  async hll_add({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    const { updated } = await hllAddElements(ctx.db, projectId, path.key, body.elements, ctx.now());
    return { status: 200, body: { key: path.key, updated } };
  },

  async hll_count({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    return { status: 200, body: { key: path.key, count: await hllCountKey(ctx.db, projectId, path.key) } };
  },

  async hll_merge({ body }, ctx) {
    const projectId = await chargedProject(ctx);
    const { count } = await hllMergeKeys(ctx.db, projectId, body.dest_key, body.source_keys, ctx.now());
    return { status: 200, body: { dest_key: body.dest_key, count } };
  },

  async cms_increment({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    const items = body.elements.map((e) => ({ item: e.item, count: e.count }));
    const { updated } = await cmsIncrementItems(ctx.db, projectId, path.key, items, ctx.now());
    return { status: 200, body: { key: path.key, updated } };
  },

  async cms_estimate({ path, query }, ctx) {
    const projectId = await chargedProject(ctx);
    const estimated = await cmsEstimateItem(ctx.db, projectId, path.key, query.item);
    return { status: 200, body: { key: path.key, item: query.item, estimated_count: estimated } };
  },
};
