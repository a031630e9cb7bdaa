/**
 * The label's declarations of a product (domain's labels.ts): ingredients and storage (in English
 * and Tamil), the shelf life, the veg mark and the country of origin (India unless imported), and a
 * warning when the batch on sale is, or will soon be, too old to sell.
 */
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { DEFAULT_COUNTRY_OF_ORIGIN, SHELF_LIFE_UNITS, STALE_WARNING_DAYS, batchStatus, maxLengthOf, productFields, type BatchStatus } from '@catalogue/domain';
import { formatDay } from '../../components/format';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { SelectInput } from '../components/SelectInput';
import { FieldGroup } from '../site/fields';
import { TranslatedField } from '../translations/TranslatedField';
import type { ProductFormValues } from './productFormValues';
import { todayInShop } from './pressedOn';

/** What the owner is told of the batch on sale, when it is time to replace it. */
function BatchWarning({ status }: { status: BatchStatus }) {
  if (!status.stale && !status.staleSoon) return null;
  return (
    <Alert.Root status={status.stale ? 'error' : 'warning'} role="status" data-testid="batch-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{status.stale ? 'This batch is no longer sold' : 'This batch will soon stop selling'}</Alert.Title>
        <Alert.Description>
          {status.stale
            ? `Less than 30% of its shelf life is left (best before ${formatDay(status.bestBefore)}): its sizes show as not available and cannot be ordered. Press a new batch and set its day above.`
            : `From ${formatDay(status.sellUntil)} less than 30% of its shelf life is left (best before ${formatDay(status.bestBefore)}), and it stops selling. Plan the next batch within ${STALE_WARNING_DAYS} days.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function ProductLabelFields() {
  const { register, setValue, control, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [pressedOn, shelfLife, country] = useWatch({ control, name: ['pressedOn', 'shelfLife', 'countryOfOrigin'] });
  const [imported, setImported] = useState(country !== DEFAULT_COUNTRY_OF_ORIGIN);
  const life = Number(shelfLife.value) > 0 ? { value: Number(shelfLife.value), unit: shelfLife.unit } : null;
  const status = batchStatus(pressedOn, life, todayInShop());
  const shelfLifeError = errors.shelfLife?.value?.message ?? errors.shelfLife?.unit?.message ?? errors.shelfLife?.message;

  const chooseImported = (checked: boolean) => {
    setImported(checked);
    setValue('countryOfOrigin', checked ? '' : DEFAULT_COUNTRY_OF_ORIGIN, { shouldDirty: true });
  };

  return (
    <FieldGroup legend="Label" hint="What the pack's label declares, shown on the product page as the law asks of food sold online.">
      <TranslatedField id="product-ingredients" name="ingredients" label="Ingredients" rows={2} maxLength={maxLengthOf(productFields.ingredients)} placeholder="Groundnut kernels, 100%." />
      <TranslatedField id="product-storage" name="storage" label="Storage instructions" rows={2} maxLength={maxLengthOf(productFields.storage)} placeholder="Store in a cool, dry place away from sunlight." />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Field.Root ids={{ control: 'product-shelf-life' }} invalid={Boolean(shelfLifeError)}>
          <Field.Label>Shelf life</Field.Label>
          <Input type="number" min={1} step={1} inputMode="numeric" {...register('shelfLife.value')} />
          <Field.ErrorText>{shelfLifeError}</Field.ErrorText>
          {!shelfLifeError && <Field.HelperText>From the day it was pressed or packed.</Field.HelperText>}
        </Field.Root>
        <Field.Root ids={{ control: 'product-shelf-life-unit' }}>
          <Field.Label>Shelf life in</Field.Label>
          <SelectInput {...register('shelfLife.unit')}>
            {SHELF_LIFE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </SelectInput>
        </Field.Root>
        <Field.Root ids={{ control: 'product-veg' }} invalid={Boolean(errors.veg)}>
          <Field.Label>Food mark</Field.Label>
          <SelectInput {...register('veg', { setValueAs: (value: string | boolean) => value === true || value === 'true' })}>
            <option value="true">Vegetarian (green mark)</option>
            <option value="false">Non-vegetarian (brown mark)</option>
          </SelectInput>
          <Field.ErrorText>{errors.veg?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {status && <BatchWarning status={status} />}
      <LabelledCheckbox label={`Imported (made outside ${DEFAULT_COUNTRY_OF_ORIGIN})`} checked={imported} onChange={chooseImported} />
      {imported && (
        <Field.Root ids={{ control: 'product-country' }} invalid={Boolean(errors.countryOfOrigin)} required>
          <Field.Label>
            Country of origin
            <Field.RequiredIndicator />
          </Field.Label>
          <Input maxLength={maxLengthOf(productFields.countryOfOrigin)} {...register('countryOfOrigin')} />
          <Field.ErrorText>{errors.countryOfOrigin?.message}</Field.ErrorText>
        </Field.Root>
      )}
    </FieldGroup>
  );
}
