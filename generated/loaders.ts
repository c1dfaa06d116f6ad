// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { ServiceBinding } from "../runtime/contract.js";

/** Each service in spec/ by name, loading only that service's contract and module. */
export const serviceLoaders: Record<string, () => Promise<ServiceBinding>> = {
  account: async () => ({
    definition: (await import("./account/service.js")).accountService,
    module: (await import("../handlers/account/index.js")).accountModule,
  }),
  annotator: async () => ({
    definition: (await import("./annotator/service.js")).annotatorService,
    module: (await import("../handlers/annotator/index.js")).annotatorModule,
  }),
  catalog: async () => ({
    definition: (await import("./catalog/service.js")).catalogService,
    module: (await import("../handlers/catalog/index.js")).catalogModule,
  }),
  crawler: async () => ({
    definition: (await import("./crawler/service.js")).crawlerService,
    module: (await import("../handlers/crawler/index.js")).crawlerModule,
  }),
  infra: async () => ({
    definition: (await import("./infra/service.js")).infraService,
    module: (await import("../handlers/infra/index.js")).infraModule,
  }),
  matcher: async () => ({
    definition: (await import("./matcher/service.js")).matcherService,
    module: (await import("../handlers/matcher/index.js")).matcherModule,
  }),
  memory: async () => ({
    definition: (await import("./memory/service.js")).memoryService,
    module: (await import("../handlers/memory/index.js")).memoryModule,
  }),
  ocr: async () => ({
    definition: (await import("./ocr/service.js")).ocrService,
    module: (await import("../handlers/ocr/index.js")).ocrModule,
  }),
  renderer: async () => ({
    definition: (await import("./renderer/service.js")).rendererService,
    module: (await import("../handlers/renderer/index.js")).rendererModule,
  }),
  restaurant: async () => ({
    definition: (await import("./restaurant/service.js")).restaurantService,
    module: (await import("../handlers/restaurant/index.js")).restaurantModule,
  }),
  sandbox: async () => ({
    definition: (await import("./sandbox/service.js")).sandboxService,
    module: (await import("../handlers/sandbox/index.js")).sandboxModule,
  }),
  storefront: async () => ({
    definition: (await import("./storefront/service.js")).storefrontService,
    module: (await import("../handlers/storefront/index.js")).storefrontModule,
  }),
  "storefront-ext": async () => ({
    definition: (await import("./storefront-ext/service.js")).storefrontExtService,
    module: (await import("../handlers/storefront/index.js")).storefrontExtModule,
  }),
  uuid: async () => ({
    definition: (await import("./uuid/service.js")).uuidService,
    module: (await import("../handlers/uuid/index.js")).uuidModule,
  }),
};
