/**
 * What a PDF renderer throws when it has no room for another render (its queue is full):
 * the route answers 503 with Retry-After rather than hold the request without bound.
 */
export class RendererBusy extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('Every PDF renderer is busy and its queue is full.');
    this.name = 'RendererBusy';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
