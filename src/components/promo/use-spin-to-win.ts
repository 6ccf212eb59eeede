import { type SubmitEvent, useEffect, useState } from 'react';
import { signInHref } from '../../domain/account/sign-in.ts';
import type { SpinResult, SpinStateAnswer } from '../../domain/promo/spin-to-win/answers.ts';
import type { CampaignPhase } from '../../domain/promo/spin-to-win/campaign.ts';
import { SPIN_TO_WIN_MESSAGES } from '../../domain/promo/spin-to-win/texts.ts';
import { promoApiHref } from '../../promo-api-paths.ts';
import { rememberUserDetails } from '../../stores/user-details.ts';
import type { CampaignView, SpinToWinProps } from '../../views/promo/spin-to-win-props.ts';
import { backPath } from '../account/back-path.ts';
import { readSession } from '../account/session.ts';
import { apiRequest } from '../checkout/api-request.ts';
import { useFieldValues } from '../checkout/use-field-values.ts';
import { useFocusRequest } from '../checkout/use-focus-request.ts';
import { sendSpin } from './send-spin.ts';
import { landingRotation, landingSegment } from './wheel-turn.ts';

/** Where the page is: asking the API, ready to spin, spun (the result shown once the wheel stops), or stopped. */
export type SpinPageState =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  /** Outside the campaign's dates: the page says when it opens or closed. */
  | { kind: 'closed' }
  | { kind: 'ready'; spinning: boolean; message: string | null }
  | { kind: 'spun'; spin: SpinResult; before: boolean; shown: boolean };

/** The wheel's place: degrees clockwise (null: as built) and whether it is turning there now. */
interface WheelPosition {
  rotation: number | null;
  turning: boolean;
}

/** The stylesheet's turn takes 3 s; the result shows by then even if no transitionend comes (a hidden tab). */
const TURN_FALLBACK_MS = 3500;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The spin-to-win page's state: the campaign and the shopper's spin as the API says them
 * (the sign-in gate first where the site wants one), the details, the spin, and the wheel
 * turning to the result the server drew (or stopping there at once with reduced motion),
 * whose announcement and focus wait until it stops.
 */
export function useSpinToWin(props: SpinToWinProps) {
  const [campaignId, setCampaignId] = useState(props.initial.campaignId);
  const [phase, setPhase] = useState<CampaignPhase>(props.initial.phase);
  const [state, setState] = useState<SpinPageState>({ kind: 'loading' });
  const [wheel, setWheel] = useState<WheelPosition>({ rotation: null, turning: false });
  const details = useFieldValues(props.fields);
  const focus = useFocusRequest();
  const campaign: CampaignView =
    props.campaigns.find((c) => c.id === campaignId) ?? props.campaigns.find((c) => c.id === props.initial.campaignId)!;
  const resultId = `${props.formId}-result`;

  const signIn = () =>
    props.signInType && location.replace(signInHref(props.signInType, location.pathname, backPath()));

  /** The wheel at `spin`'s segment: turning there, or there already. */
  const land = (spin: SpinResult, turns: boolean, shown: CampaignView = campaign) => {
    const index = landingSegment(shown.wheel, spin.prize?.id ?? null, spin.spun_at);
    const segment = shown.wheel[index];
    setWheel({ rotation: segment ? landingRotation(segment.middle, turns) : null, turning: turns && !!segment });
    return turns && !!segment;
  };

  const load = async () => {
    setState({ kind: 'loading' });
    const answer = await apiRequest(promoApiHref('spinToWin'));
    const body = answer?.status === 200 ? (answer.body as unknown as SpinStateAnswer) : null;
    const shown = body?.campaign ? props.campaigns.find((c) => c.id === body.campaign?.id) : undefined;
    if (!body?.campaign || !shown) return setState({ kind: 'unavailable' });
    if (body.sign_in_required && !body.signed_in) return void signIn();
    setCampaignId(shown.id);
    setPhase(body.campaign.phase);
    if (body.spin) {
      land(body.spin, false, shown);
      return setState({ kind: 'spun', spin: body.spin, before: true, shown: true });
    }
    if (body.campaign.phase !== 'open') return setState({ kind: 'closed' });
    setState({ kind: 'ready', spinning: false, message: null });
    if (body.signed_in) {
      const session = await readSession();
      if (session.signed_in) details.fillPhone(session.user.phone);
    }
  };

  useEffect(() => {
    void load();
    // the campaign and the spin are read once, as the page opens
  }, []);

  const stopped = () => {
    setWheel((current) => ({ ...current, turning: false }));
    setState((current) => (current.kind === 'spun' ? { ...current, shown: true } : current));
    focus(resultId);
  };

  // the result shows once the wheel stops, even should its transitionend never come
  useEffect(() => {
    if (!wheel.turning) return;
    const timer = setTimeout(stopped, TURN_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [wheel.turning]);

  const spin = async () => {
    setState({ kind: 'ready', spinning: true, message: null });
    const sent = details.trimmed();
    const outcome = await sendSpin({ campaign: campaign.id, ...sent });
    switch (outcome.kind) {
      case 'spun': {
        rememberUserDetails(sent);
        // a spin made before is shown as it stands; a new one turns the wheel, unless motion is reduced
        const turns = land(outcome.answer.spin, !outcome.before && !reducedMotion());
        setState({ kind: 'spun', spin: outcome.answer.spin, before: outcome.before, shown: !turns });
        if (!turns) focus(resultId);
        return;
      }
      case 'invalid':
        setState({ kind: 'ready', spinning: false, message: null });
        if (details.refused(outcome.body)) focus(`${props.formId}-errors`);
        return;
      case 'signed-out':
        return void signIn();
      case 'closed':
        return void load();
      case 'refused':
        setState({ kind: 'ready', spinning: false, message: outcome.message ?? SPIN_TO_WIN_MESSAGES.unavailable });
        return focus(`${props.formId}-message`);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind !== 'ready' || state.spinning) return;
    if (!details.complete()) return focus(`${props.formId}-errors`);
    void spin();
  };

  return {
    campaign,
    phase,
    state,
    wheel,
    resultId,
    values: details.values,
    errors: details.errors,
    change: details.change,
    submit,
    stopped,
    retry: () => void load(),
  };
}
