import { useFieldArray, useFormContext } from 'react-hook-form';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { SITE_LIMITS } from '@catalogue/domain';
import { EditableList, FieldGroup, ListItemActions, TEXT_HINT, TextPair } from './fields';
import { sectionForm } from './SectionForm';
import { rowWithTamil } from './siteTexts';

/** The About page: lead, story, reasons and the comparison table. */
export const AboutForm = sectionForm({
  key: 'about',
  title: 'About Page',
  description: "The About page's texts, section by section.",
  Fields: AboutFields,
});

function AboutFields() {
  return (
    <>
      <TextPair name="lead" label="Lead" rows={3} hint="The sentence under the page's title." />
      <FieldGroup legend="Story">
        <TextPair name="story.heading" label="Heading" required />
        <TextPair name="story.text" label="Text" rows={8} hint={TEXT_HINT} />
      </FieldGroup>
      <FieldGroup legend="Reasons">
        <TextPair name="reasons.heading" label="Heading" required />
        <Reasons />
      </FieldGroup>
      <FieldGroup legend="Differences">
        <TextPair name="differences.heading" label="Heading" required />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextPair name="differences.oursLabel" label="Our column's label" required />
          <TextPair name="differences.usualLabel" label="Other column's label" required />
        </SimpleGrid>
        <Differences />
      </FieldGroup>
    </>
  );
}

function Reasons() {
  const { control } = useFormContext();
  const items = useFieldArray({ control, name: 'reasons.items' });
  return (
    <EditableList name="reasons.items" legend="Items" itemName="reason" count={items.fields.length} max={SITE_LIMITS.reasons} onAdd={() => items.append(rowWithTamil({ title: '', text: '' }))}>
      {items.fields.map((field, index) => (
        <Box as="li" key={field.id} borderWidth="1px" rounded="l2" p="3">
          <TextPair name={`reasons.items.${index}.title`} label={`Reason ${index + 1}: title`} required />
          <TextPair name={`reasons.items.${index}.text`} label={`Reason ${index + 1}: text`} rows={2} />
          <ListItemActions
            label={`reason ${index + 1}`}
            onRemove={() => items.remove(index)}
            onMove={(offset) => items.move(index, index + offset)}
            first={index === 0}
            last={index === items.fields.length - 1}
          />
        </Box>
      ))}
    </EditableList>
  );
}

function Differences() {
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name: 'differences.rows' });
  return (
    <EditableList name="differences.rows" legend="Rows" itemName="row" count={rows.fields.length} max={SITE_LIMITS.differences} onAdd={() => rows.append(rowWithTamil({ aspect: '', ours: '', usual: '' }))}>
      {rows.fields.map((field, index) => (
        <Box as="li" key={field.id} borderWidth="1px" rounded="l2" p="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="2">
            <TextPair name={`differences.rows.${index}.aspect`} label={`Row ${index + 1}: aspect`} required />
            <TextPair name={`differences.rows.${index}.ours`} label={`Row ${index + 1}: ours`} />
            <TextPair name={`differences.rows.${index}.usual`} label={`Row ${index + 1}: usual`} />
          </SimpleGrid>
          <ListItemActions
            label={`row ${index + 1}`}
            onRemove={() => rows.remove(index)}
            onMove={(offset) => rows.move(index, index + offset)}
            first={index === 0}
            last={index === rows.fields.length - 1}
          />
        </Box>
      ))}
    </EditableList>
  );
}
