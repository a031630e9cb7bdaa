import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Fieldset, SimpleGrid, Switch } from '@chakra-ui/react';
import { WEEKDAY_NAMES, WEEKDAYS } from '@catalogue/domain';
import { TextField, TextPair } from './fields';
import { FooterPreview } from './FooterPreview';
import { sectionForm } from './SectionForm';

/** Business hours: a row per weekday (closed, or open and close times) and a free note; with the footer's live preview. */
export const HoursForm = sectionForm({
  key: 'hours',
  title: 'Business Hours',
  description: "The footer and the contact page show these, with today's row highlighted.",
  Fields: HoursFields,
  Preview: FooterPreview,
});

function HoursFields() {
  return (
    <>
      {WEEKDAYS.map((day, index) => (
        <DayRow key={day} index={index} name={WEEKDAY_NAMES[day]} />
      ))}
      <TextPair name="note" label="Note" rows={3} hint="Shown under the hours, e.g. holidays." />
    </>
  );
}

function DayRow({ index, name }: { index: number; name: string }) {
  const { control } = useFormContext();
  const closed = useWatch({ control, name: `days.${index}.closed` }) as boolean;
  return (
    <Fieldset.Root borderWidth="1px" rounded="l2" px="3.5" py="2.5" data-testid={`hours-${name.toLowerCase()}`}>
      <Fieldset.Legend fontWeight="semibold">{name}</Fieldset.Legend>
      <Controller
        control={control}
        name={`days.${index}.closed`}
        render={({ field }) => (
          <Switch.Root checked={Boolean(field.value)} onCheckedChange={(details) => field.onChange(details.checked)}>
            <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Closed</Switch.Label>
          </Switch.Root>
        )}
      />
      {!closed && (
        <SimpleGrid columns={2} gap="3">
          <TextField name={`days.${index}.open`} label="Opens" type="time" />
          <TextField name={`days.${index}.close`} label="Closes" type="time" />
        </SimpleGrid>
      )}
    </Fieldset.Root>
  );
}
