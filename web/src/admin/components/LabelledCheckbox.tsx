import { Checkbox } from '@chakra-ui/react';

const overlayInput = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  clip: 'auto',
  overflow: 'visible',
  whiteSpace: 'normal',
  cursor: 'pointer',
  zIndex: 1,
} as const;

/**
 * A Chakra checkbox with its label. The native input lies, invisible, over the whole control and
 * label, so a click anywhere on it reaches the input itself (as with a plain labelled checkbox).
 */
export function LabelledCheckbox({
  label,
  checked,
  onChange,
  onBlur,
  name,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root position="relative" minH="8" name={name} disabled={disabled} checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput style={overlayInput} onBlur={onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
