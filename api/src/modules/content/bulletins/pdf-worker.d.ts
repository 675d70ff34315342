/** PDF.js's worker code (no types of its own): the API runs it in its own thread (preview.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
