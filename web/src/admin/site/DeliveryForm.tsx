import { useState } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { MAX_DELIVERY_DAYS, PINCODE_PREFIX_MESSAGE, SITE_LIMITS, pincodeList } from '@catalogue/domain';
import { EditableList, FieldGroup, ListItemActions, TextField, TextPair, useFieldError, useFieldErrorList } from './fields';
import { sectionForm } from './SectionForm';
import { rowWithTamil } from './siteTexts';

/**
 * An area's pincodes as the owner types them (commas or spaces between): the text is kept as typed
 * while the form holds the list.
 */
function PincodesField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const listError = useFieldError(name);
  // A wrong pincode's message is on its entry (`pincodes[2]`).
  const entryErrors = useFieldErrorList(name);
  const error = listError ?? entryErrors[0];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <PincodesInput label={label} error={error} value={field.value as string[]} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />}
    />
  );
}

function PincodesInput({ label, error, value, onChange, onBlur, inputRef }: { label: string; error?: string; value: string[]; onChange: (pincodes: string[]) => void; onBlur: () => void; inputRef: (element: HTMLInputElement | null) => void }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={inputRef}
        inputMode="numeric"
        value={text}
        placeholder="641001, 641002, 642"
        onChange={(event) => {
          setText(event.target.value);
          onChange(pincodeList(event.target.value));
        }}
        onBlur={onBlur}
      />
      <Field.HelperText>{PINCODE_PREFIX_MESSAGE}.</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Where the shop delivers: areas by pincode, each with its fee and minimum order, and the message for elsewhere. */
export const DeliveryForm = sectionForm({
  key: 'delivery',
  title: 'Delivery',
  description:
    "The order list asks for the customer's pincode and shows the delivery fee and minimum order of its area, or your message for places outside them. With no areas, the pincode only goes into the message and no fee is added.",
  Fields: DeliveryFields,
});

function DeliveryFields() {
  const { control } = useFormContext();
  const areas = useFieldArray({ control, name: 'areas' });
  return (
    <>
      <EditableList
        name="areas"
        legend="Delivery areas"
        hint="When a pincode matches several areas, the one listing more of its digits wins (641001 before 641)."
        itemName="delivery area"
        count={areas.fields.length}
        max={SITE_LIMITS.deliveryAreas}
        onAdd={() => areas.append(rowWithTamil({ name: '', pincodes: [], fee: 0, minimumOrder: 0 }))}
      >
        {areas.fields.map((field, index) => (
          <Box as="li" key={field.id} borderWidth="1px" rounded="l2" p="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="2">
              <TextPair name={`areas.${index}.name`} label={`Area ${index + 1}: name`} placeholder="Coimbatore city" required />
              <PincodesField name={`areas.${index}.pincodes`} label={`Area ${index + 1}: pincodes`} />
              <TextField name={`areas.${index}.fee`} label={`Area ${index + 1}: delivery fee (₹)`} inputMode="decimal" hint="0 delivers free." />
              <TextField name={`areas.${index}.minimumOrder`} label={`Area ${index + 1}: minimum order (₹)`} inputMode="decimal" hint="0 for none." />
            </SimpleGrid>
            <ListItemActions label={`delivery area ${index + 1}`} onRemove={() => areas.remove(index)} />
          </Box>
        ))}
      </EditableList>
      <TextPair name="outsideMessage" label="Message for other places" rows={3} hint="Shown when a pincode is in none of the areas; the customer can still send the order." />
      <FieldGroup legend="Delivery times" hint={`In whole days, from 0 to ${MAX_DELIVERY_DAYS}: shown on the shipping page and given to search engines with each product's price.`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField name="handlingDays.min" label="Packing: at least (days)" inputMode="numeric" hint="From the order to its leaving the shop." />
          <TextField name="handlingDays.max" label="Packing: at most (days)" inputMode="numeric" />
          <TextField name="transitDays.min" label="On the way: at least (days)" inputMode="numeric" />
          <TextField name="transitDays.max" label="On the way: at most (days)" inputMode="numeric" />
        </SimpleGrid>
      </FieldGroup>
    </>
  );
}
