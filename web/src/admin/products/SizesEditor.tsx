/**
 * The sizes of the product form (the API's `variants`). One size looks as the form always did: a
 * price, an MRP, its net quantity and "In stock". "Add another size" turns it into a list where each
 * size has a name, a price, an MRP, a net quantity, a weight and its stock, reordered by dragging its grip (or with Space and the
 * arrow keys) and removed with its button.
 */
import { useFieldArray, useFormState, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Box, Button, Field, Flex, Input, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { MAX_SIZES, PRICE_STEP, maxLengthOf, sizeFields, type DropPosition, type ProductInput } from '@catalogue/domain';
import { CheckboxField } from '../components/CheckboxField';
import { DragHandle, SortableList } from '../components/SortableList';
import { dropIndex } from '../components/reorder';
import { emptySize, type ProductFormValues } from './productFormValues';
import { NetQuantityInputs } from './NetQuantityInputs';
import { TranslatedField } from '../translations/TranslatedField';

interface SizesEditorProps {
  control: Control<ProductFormValues, unknown, ProductInput>;
  register: UseFormRegister<ProductFormValues>;
  /** The counted sizes' counts by size key: their count, not the checkbox, says whether they are in stock. */
  counts: ReadonlyMap<string, number>;
}

/** What a size's in-stock checkbox says of its count, when it is counted. */
const countedHint = (count: number | undefined) => (count === undefined ? undefined : `Counted: ${count} in stock. The count decides (see Stock below).`);

type SizeErrors = NonNullable<FieldErrors<ProductFormValues>['variants']>;

function PriceInputs({ index, register, errors }: { index: number; register: UseFormRegister<ProductFormValues>; errors: SizeErrors | undefined }) {
  const error = errors?.[index];
  return (
    <>
      <Field.Root ids={{ control: `size-${index}-price` }} invalid={Boolean(error?.price)}>
        <Field.Label>Price (₹)</Field.Label>
        <Input type="number" min={0} step={PRICE_STEP} inputMode="decimal" {...register(`variants.${index}.price`)} />
        <Field.ErrorText>{error?.price?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root ids={{ control: `size-${index}-mrp` }} invalid={Boolean(error?.mrp)}>
        <Field.Label>MRP (₹)</Field.Label>
        <Input type="number" min={0} step={PRICE_STEP} inputMode="decimal" {...register(`variants.${index}.mrp`)} />
        <Field.ErrorText>{error?.mrp?.message}</Field.ErrorText>
        {!error?.mrp && <Field.HelperText>As printed on the pack, inclusive of all taxes; required with a price. Shown struck through when higher than the price.</Field.HelperText>}
      </Field.Root>
    </>
  );
}

export function SizesEditor({ control, register, counts }: SizesEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variants' });
  const { errors } = useFormState({ control, name: 'variants' });
  const sizes = useWatch({ control, name: 'variants' });
  /** A size's name as typed so far (announced while dragging, read out on its buttons). */
  const nameOf = (index: number) => sizes[index]?.label.trim() || `Size ${index + 1}`;
  const countOf = (index: number) => counts.get(sizes[index]?.key ?? '');
  const sizeErrors = errors.variants;
  const listError = sizeErrors?.message ?? sizeErrors?.root?.message;
  const several = fields.length > 1;

  const onDrop = (activeId: string, overId: string, position: DropPosition) => {
    const from = fields.findIndex((field) => field.id === activeId);
    const target = fields.findIndex((field) => field.id === overId);
    if (from < 0 || target < 0) return;
    const to = dropIndex(from, target, position);
    if (to !== from) move(from, to);
  };

  const addButton = fields.length < MAX_SIZES && (
    <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={() => append(emptySize())}>
      {several ? 'Add a size' : 'Add another size'}
    </Button>
  );

  if (!several) {
    return (
      <Flex direction="column" gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <PriceInputs index={0} register={register} errors={sizeErrors} />
          <NetQuantityInputs index={0} />
        </SimpleGrid>
        <CheckboxField
          control={control}
          name="variants.0.inStock"
          label="In stock"
          hint={countedHint(countOf(0)) ?? 'Products out of stock will be marked as unavailable.'}
          disabled={countOf(0) !== undefined}
        />
        {addButton}
      </Flex>
    );
  }

  return (
    <Box as="fieldset" display="flex" flexDirection="column" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        Sizes
      </Text>
      <Text color="fg.muted" fontSize="sm">
        Visitors choose among them in this order. The product is in stock while any size is.
      </Text>
      <SortableList
        label="Sizes"
        items={fields}
        getId={(field) => field.id}
        getName={(field) => nameOf(fields.indexOf(field))}
        onDrop={onDrop}
        renderItem={(field, handle, { overlay }) => {
          const index = fields.indexOf(field);
          const name = nameOf(index);
          if (overlay) return <Text p="3" fontWeight="semibold">{name}</Text>;
          const error = sizeErrors?.[index];
          return (
            <Flex gap="3" align="flex-start" p="3" bg="bg.panel" borderWidth="1px" rounded="l2" data-testid="size-row">
              <DragHandle name={name} handle={handle} />
              <SimpleGrid flex="1" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
                <Box gridColumn={{ sm: 'span 2', lg: 'span 4' }}>
                  <TranslatedField
                    id={`size-${index}-label`}
                    name={`variants.${index}.label`}
                    label="Size name"
                    required
                    placeholder="500 ml"
                    maxLength={maxLengthOf(sizeFields.label)}
                  />
                  {error?.key?.message && !error.label && (
                    <Text color="fg.error" fontSize="sm">
                      {error.key.message}
                    </Text>
                  )}
                </Box>
                <PriceInputs index={index} register={register} errors={sizeErrors} />
                <NetQuantityInputs index={index} />
                <Field.Root ids={{ control: `size-${index}-weight` }} invalid={Boolean(error?.weightGrams)}>
                  <Field.Label>Weight (g)</Field.Label>
                  <Input type="number" min={0} step={1} inputMode="numeric" {...register(`variants.${index}.weightGrams`)} />
                  <Field.ErrorText>{error?.weightGrams?.message}</Field.ErrorText>
                </Field.Root>
                <Flex align="center" gap="3" gridColumn={{ lg: 'span 4' }}>
                  <CheckboxField control={control} name={`variants.${index}.inStock`} label={`${name} in stock`} hint={countedHint(countOf(index))} disabled={countOf(index) !== undefined} />
                  <Button type="button" variant="ghost" colorPalette="red" size="sm" ms="auto" onClick={() => remove(index)}>
                    Remove<VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                </Flex>
              </SimpleGrid>
            </Flex>
          );
        }}
      />
      {listError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {listError}
        </Text>
      )}
      {addButton}
    </Box>
  );
}
