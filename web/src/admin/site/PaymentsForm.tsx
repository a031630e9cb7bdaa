import { useFormContext, useWatch } from 'react-hook-form';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { UPI_LIMITS } from '@catalogue/domain';
import { CheckboxField } from '../components/CheckboxField';
import { FieldGroup, TextField, useFieldError } from './fields';
import { sectionForm } from './SectionForm';

/** How customers pay: UPI (the order page's QR code and pay link to the shop's UPI ID) and cash on delivery. */
export const PaymentsForm = sectionForm({
  key: 'payments',
  title: 'Payments',
  description:
    "The ways your shop takes payment. With UPI on, each order's page shows a QR code and, on phones, a button that opens a UPI app with the amount and the order number filled in; the WhatsApp order message says how to pay.",
  Fields: PaymentsFields,
});

function PaymentsFields() {
  const { control } = useFormContext();
  const upi = useWatch({ control, name: 'upi' }) as boolean;
  const noWayError = useFieldError('cash');
  return (
    <>
      <FieldGroup legend="Ways to pay" hint="Take at least one.">
        <CheckboxField control={control} name="upi" label="UPI" hint="Customers pay to your UPI ID by scanning the order page's QR code or with a UPI app." />
        <CheckboxField control={control} name="cash" label="Cash on delivery" />
        {noWayError && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {noWayError}
          </Text>
        )}
      </FieldGroup>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="upiId"
          label="UPI ID"
          placeholder="yourname@okaxis"
          required={upi}
          hint="As your UPI app shows it, e.g. yourname@okaxis or 9876543210@ybl. Some UPI apps do not open payment links to personal UPI IDs: the order page says so and shows the ID to pay to."
        />
        <TextField
          name="payeeName"
          label="Payee name"
          placeholder="Vanam Naturals"
          required={upi}
          hint={`The name UPI apps show your customers before they pay, the same in every language; at most ${UPI_LIMITS.payeeName} characters.`}
        />
      </SimpleGrid>
    </>
  );
}
