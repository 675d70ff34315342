/**
 * The image of a bulletin's first page, made when its PDF is uploaded
 * (docs/bulletins.md): Mozilla's PDF.js (`pdfjs-dist`, its legacy build for
 * Node) reads the PDF and draws the page onto a Skia canvas
 * (`@napi-rs/canvas`, prebuilt for each platform as npm packages), which
 * encodes it as PNG. Neither downloads anything at install or run time:
 * PDF.js's standard fonts come from its own package.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The image's width in pixels: sharp on a phone, a few hundred KiB at most. */
export const PREVIEW_WIDTH = 800;
/** A page taller than this many times its width (a scroll, not a bulletin) is cut off there. */
const MAX_ASPECT = 3;

export interface PagePreview {
  png: Buffer;
  width: number;
  height: number;
}

/** Thrown when the bytes start as a PDF but PDF.js cannot read a first page from them. */
export class UnreadablePdfError extends Error {}

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

type PdfJs = typeof PdfJsModule;
let loaded: Promise<PdfJs> | undefined;

/**
 * PDF.js, loaded once, with its worker's code run in this thread (Node has
 * no web workers; PDF.js looks for `globalThis.pdfjsWorker` before loading
 * the worker file itself).
 */
function pdfjs(): Promise<PdfJs> {
  loaded ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loaded;
}

/** Draws the first page of `pdf` as a PNG `PREVIEW_WIDTH` pixels wide. */
export async function renderFirstPage(pdf: Buffer): Promise<PagePreview> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    // PDF.js takes ownership of the array it reads; give it a copy.
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    let document;
    try {
      document = await task.promise;
    } catch (error) {
      throw new UnreadablePdfError(error instanceof Error ? error.message : String(error));
    }
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PREVIEW_WIDTH / unscaled.width });
    const width = Math.round(viewport.width);
    const height = Math.min(Math.round(viewport.height), width * MAX_ASPECT);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    // A page with no background of its own is white paper, not transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    page.cleanup();
    return { png: await canvas.encode('png'), width, height };
  } finally {
    await task.destroy();
  }
}
