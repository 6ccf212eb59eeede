import type { CampaignPhase } from './campaign.ts';

/** A spin as the API answers it: what it won (null: nothing) and when. The prize's voucher comes with it. */
export interface SpinResult {
  prize: { id: string; name: string } | null;
  voucher: string | null;
  spun_at: string;
}

/** GET /api/spin-to-win: the campaign at this moment on the server's clock, and this shopper's spin in it. */
export interface SpinStateAnswer {
  campaign: { id: string; phase: CampaignPhase } | null;
  /** The site wants a signed-in shopper to spin (features.signIn.spinToWin). */
  sign_in_required: boolean;
  signed_in: boolean;
  spin: SpinResult | null;
}

/** POST /api/spin-to-win: 201 with the new spin; 409 with the one made before (`error` says so). */
export interface SpinAnswer {
  campaign: string;
  spin: SpinResult;
  error?: string;
}
