/**
 * hOCR: Tesseract's page markup (`GetHOCRText`, one `ocr_page` div) in the XHTML document its hOCR
 * renderer (TessHOcrRenderer, src/api/hocrrenderer.cpp) writes around it: the XML declaration, the
 * XHTML 1.0 Transitional DOCTYPE, and the `ocr-system` and `ocr-capabilities` metas.
 */

/** The full hOCR document around Tesseract's page markup. */
export function hocrDocument(page: string, tesseractVersion: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"',
    '    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">',
    " <head>",
    "  <title></title>",
    '  <meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>',
    `  <meta name='ocr-system' content='tesseract ${tesseractVersion}' />`,
    "  <meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf'/>",
    " </head>",
    " <body>",
    page.replace(/\n+$/, ""),
    " </body>",
    "</html>",
    "",
  ].join("\n");
}
