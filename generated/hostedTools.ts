// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { HostedTool } from "../runtime/discovery/hostedTools.js";

/** Every service marked `@hostedTool`, with its priced routes (served by spec/catalog). */
export const hostedTools: HostedTool[] = [];
