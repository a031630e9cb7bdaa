import { MAX_RETURN_WINDOW_DAYS, POLICY_PATHS } from '@catalogue/domain';
import { TEXT_HINT, TextField, TextPair } from './fields';
import { sectionForm } from './SectionForm';

/** The policy pages' texts, in English and Tamil, and the return window. */
export const PoliciesForm = sectionForm({
  key: 'policies',
  title: 'Policies',
  description:
    'Each policy is a page of its own, linked from the footer of every page. The shipping page lists your delivery areas, fees and times (Site → Delivery) above its text; the returns page says the return window above its text.',
  Fields: PoliciesFields,
});

const POLICIES = [
  { key: 'shipping', label: 'Shipping and delivery' },
  { key: 'returns', label: 'Returns and refunds' },
  { key: 'cancellation', label: 'Cancellation' },
  { key: 'privacy', label: 'Privacy' },
  { key: 'terms', label: 'Terms' },
] as const;

function PoliciesFields() {
  return (
    <>
      <TextField
        name="returns.windowDays"
        label="Return window (days)"
        inputMode="numeric"
        hint={`Days after delivery in which a customer may ask for a return; 0 for no returns; at most ${MAX_RETURN_WINDOW_DAYS}.`}
      />
      {POLICIES.map(({ key, label }) => (
        <TextPair key={key} name={`${key}.text`} label={`${label} (${POLICY_PATHS[key]})`} rows={8} hint={TEXT_HINT} />
      ))}
    </>
  );
}
