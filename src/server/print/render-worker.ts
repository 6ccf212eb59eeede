// The PDF render pool's worker thread (render-pool.ts): draws one sheet per message, so
// pdfkit's CPU time is spent off the thread that answers the API.
import { parentPort } from 'node:worker_threads';
import { drawCarPdf, type CarPdfInput } from './car-pdf.ts';
import type { CarPhoto } from './photo.ts';

/** A sheet to draw; a raster photo's bytes arrive as a plain Uint8Array (structured clone). */
export interface DrawRequest {
  id: number;
  input: CarPdfInput;
  photo: { kind: 'svg'; svg: string } | { kind: 'raster'; data: Uint8Array } | null;
}

export type DrawAnswer = { id: number; pdf: Uint8Array<ArrayBuffer> } | { id: number; error: string };

function asPhoto(photo: DrawRequest['photo']): CarPhoto | null {
  if (photo?.kind !== 'raster') return photo;
  return { kind: 'raster', data: Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength) };
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the PDF render pool');
port.on('message', (request: DrawRequest) => {
  drawCarPdf(request.input, asPhoto(request.photo)).then(
    (pdf) => port.postMessage({ id: request.id, pdf } satisfies DrawAnswer, [pdf.buffer]),
    (error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? error.name : 'Error' } satisfies DrawAnswer),
  );
});
