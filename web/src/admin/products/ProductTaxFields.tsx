import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GST_RATES } from '@catalogue/domain';
import { SelectInput } from '../components/SelectInput';
import { FieldGroup } from '../site/fields';
import type { ProductFormValues } from './productFormValues';

/** The product's HSN code and GST rate: with both on every line (and the shop's GSTIN), a bill is a tax invoice. */
export function ProductTaxFields({ register, errors }: { register: UseFormRegister<ProductFormValues>; errors: FieldErrors<ProductFormValues> }) {
  return (
    <FieldGroup legend="Tax" hint="For bills: with the shop's GSTIN (Site → Business) and these on every product ordered, a bill is a tax invoice with CGST and SGST. Prices include the tax.">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root ids={{ control: 'product-hsn' }} invalid={Boolean(errors.hsn)}>
          <Field.Label>HSN code</Field.Label>
          <Input inputMode="numeric" maxLength={8} placeholder="1508" {...register('hsn')} />
          <Field.ErrorText>{errors.hsn?.message}</Field.ErrorText>
          {!errors.hsn && <Field.HelperText>4 to 8 digits.</Field.HelperText>}
        </Field.Root>
        <Field.Root ids={{ control: 'product-gst-rate' }} invalid={Boolean(errors.gstRate)}>
          <Field.Label>GST rate</Field.Label>
          <SelectInput {...register('gstRate', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })}>
            <option value="">Not set</option>
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%
              </option>
            ))}
          </SelectInput>
          <Field.ErrorText>{errors.gstRate?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </FieldGroup>
  );
}
