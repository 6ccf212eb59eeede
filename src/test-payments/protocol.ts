// What the test processor's card frame and the page that frames it say to each other with
// postMessage, each side checking the other's origin. Types only: the page imports them as a
// merchant would a processor's published types, never the processor's code.

/** Page → frame. */
export type ParentToFrameMessage = { type: 'tokenize' };

/** Frame → page. A card number never crosses: only the token, the brand and the last four digits. */
export type FrameToParentMessage =
  | { type: 'ready' }
  /** The frame's content height in CSS pixels, so the page sizes the iframe to it. */
  | { type: 'resize'; height: number }
  | { type: 'token'; token: string; brand: string; last4: string }
  /** Shopper-facing: what to fix (the frame marks the field too), or why no token was made. */
  | { type: 'error'; message: string }
  /** The shopper pressed Enter in a field: the page submits its form as if its button were pressed. */
  | { type: 'submit' };

/** POST /v1/tokens from the frame: the card as typed, checked again by the processor. */
export interface TokenRequest {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** 200 from POST /v1/tokens. */
export interface TokenAnswer {
  id: string;
  brand: string;
  last4: string;
}
