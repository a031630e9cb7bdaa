import type { Ref } from 'react';
import { NativeSelect } from '@chakra-ui/react';

/** A native select with Chakra's look and arrow; its props (a react-hook-form registration too) go to the select. */
export function SelectInput(props: NativeSelect.FieldProps & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props} />
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
