import { Fragment, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type * as yup from 'yup';
import { orderContactFields, orderRequestSchema, type OrderContactField } from '@catalogue/domain';
import { FormField } from '../components/FormField';
import type { MessageId } from '../i18n/en';
import { useText } from '../i18n/useText';
import { useValidationText } from '../i18n/validation';

/** How the form asks for a detail beyond its label (`orderList.<field>`): a plain text input unless said here. */
const INPUTS: Partial<Record<OrderContactField, { autoComplete?: string; inputMode?: 'numeric' | 'tel'; multiline?: boolean; hint?: MessageId }>> = {
  pincode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  name: { autoComplete: 'name' },
  phone: { autoComplete: 'tel', inputMode: 'tel', hint: 'orderList.phoneHint' },
  address: { autoComplete: 'street-address', multiline: true },
  note: { multiline: true },
};

const FIELDS = Object.keys(orderContactFields) as OrderContactField[];

/** The order list's form: the customer's details and the reminder tick, with the API's rules. */
export const orderDetailsSchema = orderRequestSchema.omit(['lines', 'lang']);
export type OrderDetails = yup.InferType<typeof orderDetailsSchema>;

/** The order list's fields for the customer's details, one per declared detail, in their order; `after` shows something below a field. */
export function OrderContactFields({ register, errors, after }: { register: UseFormRegister<OrderDetails>; errors: FieldErrors<OrderDetails>; after: Partial<Record<OrderContactField, ReactNode>> }) {
  const text = useText();
  const validationText = useValidationText();
  return FIELDS.map((name) => {
    const input = INPUTS[name] ?? {};
    return (
      <Fragment key={name}>
        <FormField
          id={`order-${name}`}
          label={text(`orderList.${name}`)}
          registration={register(name)}
          error={validationText(errors[name]?.message)}
          hint={input.hint && text(input.hint)}
          rows={input.multiline ? 3 : undefined}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
        />
        {after[name]}
      </Fragment>
    );
  });
}
