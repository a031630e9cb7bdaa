import { useRef } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { NET_QUANTITY_UNITS, netQuantityLabel, type NetQuantityUnit } from '@catalogue/domain';
import { SelectInput } from '../components/SelectInput';
import type { ProductFormValues } from './productFormValues';

const UNIT_NAMES: Record<NetQuantityUnit, string> = { g: 'g', kg: 'kg', ml: 'ml', l: 'litre', piece: 'pieces' };

/**
 * A size's net quantity: an amount and a unit. The size's name follows it ("500 ml") while the name is
 * empty or still the one the quantity gave it; a name the owner typed stays.
 */
export function NetQuantityInputs({ index }: { index: number }) {
  const { register, getValues, setValue, formState } = useFormContext<ProductFormValues>();
  const error = formState.errors.variants?.[index]?.netQuantity;
  const given = useRef('');
  const nameFromQuantity = () => {
    const { value, unit } = getValues(`variants.${index}.netQuantity`);
    const amount = Number(value);
    const label = getValues(`variants.${index}.label`).trim();
    if (value === '' || !(amount > 0) || (label !== '' && label !== given.current)) return;
    given.current = netQuantityLabel({ value: amount, unit });
    setValue(`variants.${index}.label`, given.current, { shouldDirty: true });
  };
  return (
    <>
      <Field.Root ids={{ control: `size-${index}-net-quantity` }} invalid={Boolean(error?.value ?? error)}>
        <Field.Label>Net quantity</Field.Label>
        <Input type="number" min={0} step="any" inputMode="decimal" {...register(`variants.${index}.netQuantity.value`, { onChange: nameFromQuantity })} />
        <Field.ErrorText>{error?.value?.message ?? error?.message}</Field.ErrorText>
        {!error && <Field.HelperText>As on the label; the unit price is worked out from it.</Field.HelperText>}
      </Field.Root>
      <Field.Root ids={{ control: `size-${index}-net-quantity-unit` }} invalid={Boolean(error?.unit)}>
        <Field.Label>Unit</Field.Label>
        <SelectInput {...register(`variants.${index}.netQuantity.unit`, { onChange: nameFromQuantity })}>
          {NET_QUANTITY_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {UNIT_NAMES[unit]}
            </option>
          ))}
        </SelectInput>
        <Field.ErrorText>{error?.unit?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
