/**
 * The matcher's paid routes. Pricing, the free allowance, credits and x402 are enforced from the
 * contract by the runtime before a handler runs, and only a 200 is charged; a handler reads the two
 * images (./images.ts) and hands them to an OpenCV operation in the shared image workers
 * (./worker_matcher.py). The members' defaults restate the contract's: the generated validator
 * fills them in, the types leave them optional.
 */
import { fileURLToPath } from "node:url";
import type {
  FeatureMatchResult,
  HomographyRequest,
  HomographyResult,
  MatcherMatchHandlers,
  TemplateMatchResult,
} from "../../generated/matcher/types.js";
import { invalidMember } from "../../runtime/invalidMember.js";
import type { Context } from "./context.js";
import { type ImagePair, readPair } from "./images.js";

/** The Python module the workers import (an absolute path, as the pool requires). */
const MODULE = fileURLToPath(new URL("./worker_matcher.py", import.meta.url));

async function run<T>(ctx: Context, op: string, params: object, pair: ImagePair): Promise<T> {
  const { result } = await ctx.images.call<T>({
    module: MODULE,
    op,
    params,
    images: [pair.image, pair.pattern],
  });
  return result;
}

type FeatureBody = Pick<HomographyRequest, "detector" | "nfeatures" | "ratio" | "maxMatches">;

/** The keypoint members with their defaults; `nfeatures: 0` (all) is SIFT's alone. */
function featureParams(body: FeatureBody) {
  const detector = body.detector ?? "orb";
  if (detector === "orb" && body.nfeatures === 0)
    throw invalidMember(
      "/nfeatures",
      "must be at least 1 with detector orb (0, every keypoint, is for sift)",
    );
  return {
    detector,
    nfeatures: body.nfeatures,
    ratio: body.ratio ?? 0.75,
    maxMatches: body.maxMatches ?? 500,
  };
}

/** Every operation tagged "Match". */
export const matchHandlers: MatcherMatchHandlers = {
  async match_template({ body }, ctx) {
    const params = {
      method: body.method ?? "TM_CCOEFF_NORMED",
      threshold: body.threshold ?? 0.8,
      maxMatches: body.maxMatches ?? 100,
    };
    const pair = await readPair(body, body.grayscale ? 1 : 3);
    return { status: 200, body: await run<TemplateMatchResult>(ctx, "template_match", params, pair) };
  },

  async match_features({ body }, ctx) {
    const params = featureParams(body);
    const pair = await readPair(body, 1);
    return { status: 200, body: await run<FeatureMatchResult>(ctx, "feature_match", params, pair) };
  },

  async match_homography({ body }, ctx) {
    const params = {
      ...featureParams(body),
      method: body.method ?? "RANSAC",
      ransacReprojThreshold: body.ransacReprojThreshold ?? 3,
      maxIters: body.maxIters ?? 2000,
      confidence: body.confidence ?? 0.995,
      minInliers: body.minInliers ?? 10,
      refine: body.refine ?? true,
    };
    const pair = await readPair(body, 1);
    return { status: 200, body: await run<HomographyResult>(ctx, "homography", params, pair) };
  },
};
