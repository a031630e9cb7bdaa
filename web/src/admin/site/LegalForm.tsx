import { SimpleGrid } from '@chakra-ui/react';
import { MAX_NAME_LENGTH } from '@catalogue/domain';
import { AddressLines } from './AddressLines';
import { FieldGroup, TextField, TextPair } from './fields';
import { sectionForm } from './SectionForm';

/** What the law asks a food shop online to show: FSSAI number, maker/packer, consumer care, grievance officer; and the GSTIN for bills. */
export const LegalForm = sectionForm({
  key: 'legal',
  title: 'Legal',
  description:
    'Shown in the footer, on every product page, and on bills and packing slips. Indian rules ask a shop selling packaged food online to show its FSSAI number, who made and packed the food, a consumer-care contact and a grievance officer.',
  Fields: LegalFields,
});

function LegalFields() {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="fssaiLicence" label="FSSAI licence or registration number" inputMode="numeric" placeholder="12422001000123" hint="14 digits, as on your FSSAI certificate; spaces are dropped. Shown with the FSSAI logo." />
        <TextField name="gstin" label="GSTIN" placeholder="33AAPFU0939F1Z2" hint="Printed on bills. Empty: bills are bills of supply; with it and each product's HSN code and GST rate, tax invoices." />
      </SimpleGrid>
      <FieldGroup legend="Maker and packer" hint="As your labels name them. Left empty: your business's name and address (Site → Business).">
        <TextPair name="packer.name" label="Maker or packer's name" placeholder="Vanam Naturals" hint={`At most ${MAX_NAME_LENGTH} characters.`} />
        <AddressLines name="packer.address" label="Maker or packer's address" />
        <AddressLines name="packer.ta.address" label="Maker or packer's address (Tamil)" lang="ta" hint="Each line in Tamil on the same line as in English; empty lines stay in English." />
      </FieldGroup>
      <FieldGroup legend="Consumer care" hint="Where customers write or call with a complaint about a product. Left empty: your first phone number and your email.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField name="consumerCare.phone" label="Consumer-care phone" type="tel" placeholder="+91 90000 00000" />
          <TextField name="consumerCare.email" label="Consumer-care email" type="email" />
        </SimpleGrid>
      </FieldGroup>
      <FieldGroup legend="Grievance officer" hint="Who answers complaints: the Consumer Protection (E-Commerce) Rules ask for an acknowledgement within 48 hours.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextPair name="grievanceOfficer.name" label="Grievance officer's name" />
          <TextPair name="grievanceOfficer.designation" label="Designation" placeholder="Grievance Officer" />
          <TextField name="grievanceOfficer.phone" label="Grievance officer's phone" type="tel" />
          <TextField name="grievanceOfficer.email" label="Grievance officer's email" type="email" />
        </SimpleGrid>
      </FieldGroup>
    </>
  );
}
