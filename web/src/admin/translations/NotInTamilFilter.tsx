import { Box } from '@chakra-ui/react';
import { LabelledCheckbox } from '../components/LabelledCheckbox';

/** A list's filter: only the entries with some text not yet in Tamil. */
export function NotInTamilFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Box display="flex" alignItems="center" px="1">
      <LabelledCheckbox label="Not yet in Tamil" checked={checked} onChange={onChange} />
    </Box>
  );
}
