/**
 * Images the OCR route must refuse: a PNG whose header claims any size and a truncated file (the
 * runtime's test images), and files of formats the route does not take.
 */
import { pixelBombPng } from "../../../runtime/testing/images.js";

export { truncated } from "../../../runtime/testing/images.js";

/** A PNG whose header says `width` × `height` (its pixels never decode): the runtime's pixel bomb. */
export const pngClaiming = (width: number, height: number): Buffer => pixelBombPng(width, height);

/** A 1×1 GIF (a format the route refuses with 415). */
export const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

/** A TIFF's first bytes (little-endian magic), also 415. */
export const TIFF = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0, 0, 0, 0]);

/** An SVG document, also 415. */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
