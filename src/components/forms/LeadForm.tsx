import { ErrorSummary } from './ErrorSummary.tsx';
import { FieldControl } from './FieldControl.tsx';
import { fieldId } from './field-attributes.ts';
import { Honeypot } from './Honeypot.tsx';
import type { LeadFormProps } from '../../views/forms/lead-form-types.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { SubmitBar } from './SubmitBar.tsx';
import { useLeadForm } from './use-lead-form.ts';

/**
 * Any lead form, from its fields as data (src/domain/forms): one step or several, checked
 * with the same schema the API uses, sent to POST /api/leads. spec §4 Lead form, §5, §8.
 */
export function LeadForm(props: LeadFormProps) {
  const { formId, fields } = props;
  const form = useLeadForm(props);
  const current = form.steps[form.step] ?? form.steps[0]!;
  const multistep = form.steps.length > 1;
  const last = form.step >= form.steps.length - 1;
  const busy = form.status === 'submitting' || form.status === 'success';
  const hidden = fields.filter((field) => field.kind === 'hidden');
  const Group = multistep ? 'fieldset' : 'div';

  return (
    <form
      ref={form.formRef}
      className="lead-form"
      noValidate
      aria-labelledby={props.labelledBy}
      aria-busy={form.status === 'submitting'}
      data-lead-kind={props.kind}
      data-ready={form.hydrated ? 'true' : undefined}
      onSubmit={form.submit}
    >
      {multistep && <StepIndicator steps={form.steps} current={form.step} />}
      <p className="lead-form__required-note">Fields marked * are required.</p>
      {form.errors && <ErrorSummary formId={formId} fields={current.fields} errors={form.errors} />}
      {/* a step is a group named by its legend; a one-step form needs no group */}
      <Group className="lead-form__step">
        {multistep && (
          <legend>
            Step {form.step + 1} of {form.steps.length}: {current.title}
          </legend>
        )}
        {current.fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            id={fieldId(formId, field.name)}
            value={form.values[field.name] ?? ''}
            error={form.errors?.fields[field.name]}
            onChange={form.change}
            optionLabels={props.optionLabels?.[field.name]}
            link={props.fieldLinks?.[field.name]}
          />
        ))}
      </Group>
      {hidden.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={String(form.values[field.name] ?? '')} />
      ))}
      <Honeypot id={fieldId(formId, 'website')} value={form.honeypot} onChange={form.setHoneypot} />
      {form.failure && (
        <div className="lead-form__failure" role="alert" id={`${formId}-failure`} tabIndex={-1}>
          {form.failure}
        </div>
      )}
      <SubmitBar
        label={props.submitLabel}
        next={!last}
        canGoBack={multistep && form.step > 0}
        onBack={form.back}
        busy={busy}
        ready={form.hydrated}
        dealerName={props.dealerName}
        privacyHref={props.hrefs.privacy}
      />
      <p className="visually-hidden" role="status">
        {form.status === 'submitting' ? 'Sending your details…' : form.status === 'success' ? 'Sent. Thank you.' : ''}
      </p>
    </form>
  );
}
