import { leadClassification } from '../../domain/forms/lead-request.ts';
import { SPIN_TO_WIN_LEAD_FIELDS } from '../../domain/forms/spin-to-win.ts';
import { promotionTimeZone, type SpinCampaign, type SpinPrize } from '../../domain/promo/spin-to-win/campaign.ts';
import { spinVoucherEmail } from '../../domain/promo/spin-to-win/voucher-email.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { writeServerLead, type CarLeadDeps } from '../leads/car-leads.ts';
import { alertSite, shopperMessage } from '../saved-searches/alert-site.ts';
import type { ShopperMailOutbox } from '../saved-searches/shopper-mail.ts';
import type { Queryable } from '../storage/database.ts';
import type { StoredSpin } from './store.ts';

/** Where a prize is sent: the details the page took (the lead forms' core contact fields). */
export interface PrizeWinner {
  name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** The lead outbox and the shoppers' keyed hash (the prize's lead), and the shoppers' e-mail outbox (its voucher). */
export interface PrizeNoticesOptions extends CarLeadDeps {
  mail: ShopperMailOutbox;
}

/** What a prize won sends, in the draw's transaction. */
export type PrizeNotices = (
  tx: Queryable,
  won: { spin: StoredSpin; prize: SpinPrize; campaign: SpinCampaign; site: Site; winner: PrizeWinner },
) => Promise<void>;

/**
 * A prize won tells the dealer and the shopper in the transaction that draws it: the dealer's
 * lead of kind 'spin-to-win' (stored under the spin's id, delivered to the site's first
 * dealership as a lead about no car is) with the prize, its voucher code and the promotion;
 * and the shopper's voucher e-mail. So a prize is never won without both. Nothing here logs.
 */
export function prizeNotices(options: PrizeNoticesOptions): PrizeNotices {
  return async (tx, { spin, prize, campaign, site, winner }) => {
    const voucher = spin.voucher_code ?? '';
    const { category, subcategory } = leadClassification('spin-to-win', {}, null);
    await writeServerLead(tx, options, {
      id: spin.id,
      kind: 'spin-to-win',
      category,
      subcategory,
      fields: {
        ...winner,
        [SPIN_TO_WIN_LEAD_FIELDS.prize]: prize.name,
        [SPIN_TO_WIN_LEAD_FIELDS.voucher]: voucher,
        [SPIN_TO_WIN_LEAD_FIELDS.campaign]: campaign.title,
      },
      context: { source: 'spin-to-win' },
      site,
      dealershipSlug: null,
      carId: null,
      createdAt: spin.created_at,
    });
    const email = spinVoucherEmail({
      siteName: site.name,
      name: winner.name,
      campaignTitle: campaign.title,
      prize,
      voucher,
      spunAt: spin.created_at,
      timeZone: promotionTimeZone(site.locations),
      phone: site.contact.phone,
      terms: campaign.terms,
    });
    await options.mail.enqueue(
      tx,
      { spin: spin.id, user: spin.user_id },
      'spin-voucher',
      shopperMessage(alertSite(site), winner.email, email),
    );
  };
}
