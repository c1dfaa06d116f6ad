/**
 * `POST /v1/pdf`: the page printed by Chromium. The page cap is enforced without printing an
 * unbounded document: with no `pageRanges`, Chromium is asked for one page more than the cap
 * (ranges past the end are cut off), so a longer document costs cap + 1 pages, not all of them.
 */
import type { Page } from "playwright-core";
import type { PdfOptions, PdfRequest } from "../../generated/renderer/types.js";
import { MAX_PDF_PAGES, PageError } from "../../runtime/browser/index.js";
import type { Context } from "./context.js";
import { invalidMember } from "./invalid.js";
import { render } from "./render.js";

/** The margin a header or footer template gets when the request leaves none (it shows nowhere else). */
const TEMPLATE_MARGIN = "1cm";

/** Pages in a PDF Chromium wrote: one `/Type /Page` dictionary each (`/Pages` is the tree). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** Playwright's options for `o`: templates switch the header and footer on and get room. */
function printOptions(o: PdfOptions, cap: number): Parameters<Page["pdf"]>[0] {
  const hasTemplate = o.headerTemplate !== undefined || o.footerTemplate !== undefined;
  const display = o.displayHeaderFooter ?? hasTemplate;
  const margin = { ...o.margin };
  if (display && o.headerTemplate !== undefined) margin.top ??= TEMPLATE_MARGIN;
  if (display && o.footerTemplate !== undefined) margin.bottom ??= TEMPLATE_MARGIN;
  return {
    format: o.format ?? "letter",
    landscape: o.landscape ?? false,
    scale: o.scale ?? 1,
    margin,
    displayHeaderFooter: display,
    // Chromium prints its own date/title/url header when the template is left empty.
    headerTemplate: o.headerTemplate ?? "<span></span>",
    footerTemplate: o.footerTemplate ?? "<span></span>",
    printBackground: o.printBackground ?? false,
    pageRanges: o.pageRanges ?? `1-${cap + 1}`,
    preferCSSPageSize: o.preferCSSPageSize ?? false,
  };
}

/** Prints, answering 400 naming the member when Chromium finds the print options impossible. */
async function print(page: Page, options: Parameters<Page["pdf"]>[0]): Promise<Buffer> {
  try {
    return await page.pdf(options);
  } catch (error) {
    const message = (error as Error).message;
    // CDP's printToPDF: "Page range exceeds page count" / "Page range is invalid (start > end)".
    if (/page range/i.test(message))
      throw invalidMember(
        "/pdfOptions/pageRanges",
        "selects no page of the document (or a range starts after it ends)",
      );
    // Margins (and header or footer room) that leave nothing of the paper to print on.
    if (/content area is empty/i.test(message))
      throw invalidMember("/pdfOptions/margin", "the margins leave no room on the paper for the page");
    throw error;
  }
}

/** The PDF of `body`'s page; 413 past the page cap. */
export async function renderPdf(body: PdfRequest, ctx: Context): Promise<Buffer> {
  const cap = MAX_PDF_PAGES;
  return render(
    ctx,
    body,
    async ({ page }) => {
      const out = await print(page, printOptions(body.pdfOptions ?? {}, cap));
      if (pdfPageCount(out) > cap)
        throw new PageError(
          "too_large",
          `The PDF has more than ${cap} pages (the server's cap); narrow it with pdfOptions.pageRanges`,
        );
      return out;
    },
    { emulateMediaType: "print" },
  );
}
