import * as pdfjs from 'pdfjs-dist';
// Vite's ?url gives the worker its own file, which the service worker precaches (.mjs is in
// vite.config.ts globPatterns), so documents render offline too.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export { pdfjs };
