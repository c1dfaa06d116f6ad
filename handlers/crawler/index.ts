/**
 * The Web crawler service (spec/crawler): its handlers and its registration with the kernel. Validation,
 * credentials, error shapes and discovery come from the contract through the runtime.
 */
import type { CrawlerHandlers } from "../../generated/crawler/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { itemHandlers } from "./items.js";

/** Every Web crawler operation. */
export const crawlerHandlers: CrawlerHandlers = { ...itemHandlers };

/** The Web crawler service. */
export const crawlerModule: ServiceModule = { handlers: crawlerHandlers };
