import { Input, VisuallyHidden } from '@chakra-ui/react';

/** A search box with a visually hidden label. */
export function SearchInput({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <Input id={id} type="search" flex="1 1 220px" bg="bg.panel" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
