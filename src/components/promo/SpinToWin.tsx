import { SPIN_TO_WIN_MESSAGES, SPIN_TO_WIN_TEXT } from '../../domain/promo/spin-to-win/texts.ts';
import type { SpinToWinProps } from '../../views/promo/spin-to-win-props.ts';
import { DetailFields } from '../checkout/DetailField.tsx';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { SpinResult } from './SpinResult.tsx';
import { useSpinToWin } from './use-spin-to-win.ts';
import { Wheel } from './Wheel.tsx';

/**
 * spec §2 /spin-to-win: the campaign open now, its wheel, the shopper's details and the Spin
 * button; the server draws, and the wheel then turns to its result (at once with reduced
 * motion), which is announced and focused once the wheel stops. A shopper who spun before sees
 * their result and no button; outside the campaign's dates the page says when it opens or
 * closed. The odds and the terms follow.
 */
export function SpinToWin(props: SpinToWinProps) {
  const { campaign, phase, state, wheel, resultId, values, errors, change, submit, stopped, retry } =
    useSpinToWin(props);
  const { formId, fields } = props;
  const spun = state.kind === 'spun' ? state : null;

  return (
    <div className="spin-to-win">
      <div className="spin-to-win__intro">
        <h2>{campaign.title}</h2>
        <p>{campaign.phaseText[phase]}</p>
      </div>
      <div className="spin-to-win__play">
        <Wheel segments={campaign.wheel} rotation={wheel.rotation} turning={wheel.turning} onStopped={stopped} />
        <div className="spin-to-win__side">
          <SpinResult id={resultId} spin={spun?.shown ? spun.spin : null} before={spun?.before ?? false} />
          {state.kind === 'loading' && (
            <p className="spin-to-win__status" role="status">
              {SPIN_TO_WIN_TEXT.loading}
            </p>
          )}
          {state.kind === 'unavailable' && (
            <div className="spin-to-win__status" role="alert">
              <p>{SPIN_TO_WIN_MESSAGES.unavailable}</p>
              <button type="button" className="button" onClick={retry}>
                {SPIN_TO_WIN_TEXT.retry}
              </button>
            </div>
          )}
          {state.kind === 'ready' && (
            <form
              className="lead-form spin-to-win__form"
              noValidate
              onSubmit={submit}
              aria-labelledby={`${formId}-heading`}
            >
              <h3 id={`${formId}-heading`}>{SPIN_TO_WIN_TEXT.detailsHeading}</h3>
              <p>{SPIN_TO_WIN_TEXT.detailsIntro}</p>
              {errors && <ErrorSummary formId={formId} fields={fields} errors={errors} />}
              <DetailFields formId={formId} fields={fields} values={values} errors={errors?.fields} onChange={change} />
              <div>
                <p className="spin-to-win__message" id={`${formId}-message`} tabIndex={-1} role="alert">
                  {state.message}
                </p>
                <button type="submit" className="button spin-to-win__spin" disabled={state.spinning}>
                  {state.spinning ? SPIN_TO_WIN_TEXT.spinning : SPIN_TO_WIN_TEXT.spin}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
      <section className="spin-to-win__odds" aria-labelledby={`${formId}-odds`}>
        <h2 id={`${formId}-odds`}>{SPIN_TO_WIN_TEXT.oddsHeading}</h2>
        <p>{SPIN_TO_WIN_TEXT.oddsIntro}</p>
        <ul>
          {campaign.odds.map((line) => (
            <li key={line.label}>
              {line.label}: <strong>{line.odds}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="spin-to-win__terms" aria-labelledby={`${formId}-terms`}>
        <h2 id={`${formId}-terms`}>{SPIN_TO_WIN_TEXT.termsHeading}</h2>
        {campaign.terms.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}
