// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { ServiceBinding } from "../runtime/contract.js";
import { uuidHandlers } from "../handlers/uuid/index.js";
import { uuidService } from "./uuid/service.js";

/** Every service in spec/, with its handlers. */
export const services: ServiceBinding[] = [{ definition: uuidService, handlers: uuidHandlers }];
