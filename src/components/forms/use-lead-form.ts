import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { FormValues } from '../../domain/forms/fields.ts';
import { leadFailureNotice, leadOutcome } from '../../domain/forms/lead-result.ts';
import { $userDetails } from '../../stores/user-details.ts';
import { replayInputBeforeHydration } from '../islands/early-input.ts';
import { completeLead } from './complete-lead.ts';
import { fieldId } from './field-attributes.ts';
import { apiErrorList, firstInvalidField, withoutFieldError, type ErrorList } from './form-errors.ts';
import { resolveSteps, stepAction, stepOfField } from './form-steps.ts';
import { initialValues, withPrefill, withStoredDetails, type RawValues } from './form-values.ts';
import { leadPayload } from './lead-payload.ts';
import type { LeadFormProps, LeadPageContext } from '../../views/forms/lead-form-types.ts';
import { linkedValues, withLinkedContext } from './linked-values.ts';
import { attemptFor, keepAttempt, leadResponse, postLead, type LeadAttempt } from './submit-lead.ts';
import { readVisit } from './visit-trail.ts';

/** spec §4 Enquiry form states: idle, submitting, then success (the success page loads) or failure. */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'failed';

/** The state and actions of one lead form; the components only render them. */
export function useLeadForm(props: LeadFormProps) {
  const { kind, fields, formId } = props;
  const steps = useMemo(() => resolveSteps(fields, props.steps), [fields, props.steps]);
  const [values, setValues] = useState<RawValues>(() => initialValues(fields, props.prefill));
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<ErrorList | null>(null);
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [alertText, setAlertText] = useState<string | null>(null);
  // the server-rendered form cannot send anything: its button waits for this
  const [hydrated, setHydrated] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const touched = useRef(new Set<string>());
  const attempt = useRef<LeadAttempt | null>(null);
  const storedDetails = useStore($userDetails);
  const [linkedContext, setLinkedContext] = useState<LeadPageContext>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setHydrated(true), []);
  // prefilled after hydration, so the server's HTML and the first render agree
  useEffect(() => setValues((current) => withStoredDetails(current, storedDetails, touched.current)), [storedDetails]);
  // a link's query string (spec §2 finance links), read once the page runs in a browser
  useEffect(() => {
    if (!props.linkParams) return;
    const linked = linkedValues(location.search, props.linkParams, fields);
    setLinkedContext(linked.context);
    setValues((current) => withPrefill(current, linked.prefill, touched.current));
  }, [props.linkParams, fields]);
  // what the shopper typed and chose while a page's form was coming to life (its island hydrates
  // at the first move on it) is entered again now, after the stored details, so it wins
  useEffect(() => (formRef.current ? replayInputBeforeHydration(formRef.current) : undefined), []);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);
  useEffect(() => {
    // after the red alert has rendered (spec §8: the browser alert and the alert on the form)
    if (alertText) window.alert(alertText);
  }, [alertText]);

  const focusField = (name: string | null) => name && setFocusRequest({ id: fieldId(formId, name) });

  const showErrors = (list: ErrorList) => {
    setErrors(list);
    const first = firstInvalidField(fields, list.fields);
    const at = first ? stepOfField(steps, first) : -1;
    if (at !== -1) setStep(at);
    if (first) focusField(first);
    else setFocusRequest({ id: `${formId}-errors` });
  };

  const change = (name: string, value: string | boolean) => {
    touched.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutFieldError(current, name));
  };

  const send = async (checked: FormValues) => {
    setStatus('submitting');
    const payload = leadPayload(
      kind,
      checked,
      withLinkedContext(props.context, linkedContext),
      { href: location.href, userAgent: navigator.userAgent, trail: readVisit() },
      honeypot,
    );
    const current = attemptFor(attempt.current, JSON.stringify(payload), () => crypto.randomUUID());
    attempt.current = current;
    const answer = await postLead(props.hrefs.leadsApi, current);
    attempt.current = keepAttempt(answer) ? current : null;
    if (answer.kind === 'answer') {
      const response = leadResponse(answer.body);
      const outcome = leadOutcome(response);
      if (answer.status >= 200 && answer.status < 300 && outcome.ok) {
        setStatus('success');
        completeLead({
          kind,
          leadId: outcome.leadId,
          values: checked,
          dealership: props.context.dealership_slug ?? null,
          subcategory: props.context.subcategory ?? null,
          car: props.car,
          successHref: props.hrefs.success,
          eventsApi: props.hrefs.eventsApi,
        });
        return;
      }
      const list = answer.status === 422 ? apiErrorList(fields, answer.body) : null;
      if (list) {
        setStatus('idle');
        showErrors(list);
        return;
      }
    }
    const notice = leadFailureNotice(
      kind,
      answer.kind === 'answer' ? { answered: true, response: leadResponse(answer.body) } : { answered: false },
    );
    setStatus('failed');
    setFailure(notice.inline);
    setFocusRequest({ id: `${formId}-failure` });
    if (notice.alert) setAlertText(notice.alert);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    setFailure(null);
    setAlertText(null);
    const action = stepAction(fields, steps, step, values);
    if (action.kind === 'invalid') {
      showErrors({ heading: action.check.heading, fields: action.check.errors, other: [] });
      return;
    }
    setErrors(null);
    if (action.kind === 'advance') {
      setStep(action.to);
      focusField(steps[action.to]?.fields[0]?.name ?? null);
      return;
    }
    void send(action.check.values);
  };

  const back = () => {
    setErrors(null);
    setStep((current) => Math.max(0, current - 1));
    focusField(steps[Math.max(0, step - 1)]?.fields[0]?.name ?? null);
  };

  return {
    formRef,
    steps,
    step,
    values,
    honeypot,
    setHoneypot,
    errors,
    status,
    failure,
    hydrated,
    change,
    submit,
    back,
  };
}
