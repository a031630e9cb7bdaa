import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { CHAT_NUMBER_MESSAGE, SITE_LIMITS, type SiteSettings } from '@catalogue/domain';
import { AddressLines } from './AddressLines';
import { EditableList, FieldGroup, ListItemActions, TextField, TextPair } from './fields';
import { FooterPreview } from './FooterPreview';
import { sectionForm } from './SectionForm';
import { rowWithTamil } from './siteTexts';
import { SiteImageField } from './SiteImageField';

/** One entry of a two-field list (a phone, a social link): its fields side by side, then its buttons. */
function PairItem({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="2">
        {children}
      </SimpleGrid>
      {actions}
    </Box>
  );
}

/** Business details: name, texts, logo, phones, chat number, email, address, map point, social links; with the footer's live preview. */
export const BusinessForm = sectionForm({
  key: 'business',
  title: 'Business Details',
  description: 'Who the shop is and how visitors reach it: the header, footer, contact page and call and chat buttons show these.',
  Fields: BusinessFields,
  Preview: FooterPreview,
});

function BusinessFields({ settings }: { settings: SiteSettings }) {
  const { control } = useFormContext();
  const phones = useFieldArray({ control, name: 'phones' });
  const social = useFieldArray({ control, name: 'social' });
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextPair name="name" label="Business name" required />
        <TextPair name="tagline" label="Tagline" />
      </SimpleGrid>
      <TextPair name="description" label="Short description" rows={3} hint="Shown in the footer and used as the pages' description for search engines." />
      <SiteImageField kind="logo" label="Logo" image={settings.business.logo ?? null} hint="Saved as soon as you choose it. Without a logo the site shows its default mark." />
      <EditableList
        name="phones"
        legend="Phone numbers"
        hint="The first number is the one the call button dials."
        itemName="phone number"
        count={phones.fields.length}
        max={SITE_LIMITS.phones}
        onAdd={() => phones.append(rowWithTamil({ display: '', dial: '' }))}
      >
        {phones.fields.map((field, index) => (
          <PairItem key={field.id} actions={<ListItemActions label={`phone number ${index + 1}`} onRemove={() => phones.remove(index)} />}>
            <TextField name={`phones.${index}.display`} label={`Phone ${index + 1}: as shown`} placeholder="+91 90000 00000" required />
            <TextField name={`phones.${index}.dial`} label={`Phone ${index + 1}: number to dial`} type="tel" placeholder="+919000000000" required />
          </PairItem>
        ))}
      </EditableList>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="chatNumber" label="Chat (WhatsApp) number" inputMode="numeric" placeholder="919000000000" hint={`${CHAT_NUMBER_MESSAGE}. Empty hides the chat buttons.`} />
        <TextField name="email" label="Email" type="email" />
      </SimpleGrid>
      <AddressLines name="address" label="Address" />
      <AddressLines name="ta.address" label="Address (Tamil)" lang="ta" hint="Each line in Tamil on the same line as in English; empty lines stay in English." />
      <FieldGroup legend="Map" hint="The contact page's map point: both latitude and longitude, or neither.">
        <TextPair name="map.label" label="Map label" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField name="map.lat" label="Latitude" inputMode="decimal" placeholder="11.0168" />
          <TextField name="map.lng" label="Longitude" inputMode="decimal" placeholder="76.9558" />
        </SimpleGrid>
      </FieldGroup>
      <EditableList
        name="social"
        legend="Social links"
        hint="Shown in the footer in this order."
        itemName="social link"
        count={social.fields.length}
        max={SITE_LIMITS.social}
        onAdd={() => social.append(rowWithTamil({ name: '', url: '' }))}
      >
        {social.fields.map((field, index) => (
          <PairItem
            key={field.id}
            actions={
              <ListItemActions
                label={`social link ${index + 1}`}
                onRemove={() => social.remove(index)}
                onMove={(offset) => social.move(index, index + offset)}
                first={index === 0}
                last={index === social.fields.length - 1}
              />
            }
          >
            <TextPair name={`social.${index}.name`} label={`Link ${index + 1}: name`} placeholder="Instagram" required />
            <TextField name={`social.${index}.url`} label={`Link ${index + 1}: web address`} type="url" placeholder="https://" required />
          </PairItem>
        ))}
      </EditableList>
    </>
  );
}
