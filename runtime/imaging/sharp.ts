/**
 * sharp (libvips), loaded on the first image a request probes or transforms: a server that never
 * handles media does not map libvips into memory (about 9 MB of resident set at start).
 */
import type sharpType from "sharp";

let loading: Promise<typeof sharpType> | undefined;

/** sharp's factory, imported once on first use. */
export function loadSharp(): Promise<typeof sharpType> {
  loading ??= import("sharp").then((m) => m.default);
  return loading;
}
