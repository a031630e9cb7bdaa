import { Button } from '@chakra-ui/react';

/** A badge that is also an on/off button (featured, popular). */
export function ToggleBadge({
  pressed,
  label,
  onText,
  offText,
  title,
  onToggle,
}: {
  pressed: boolean;
  /** The accessible name. */
  label: string;
  onText: string;
  offText: string;
  title?: string;
  onToggle: () => void;
}) {
  return (
    <Button
      size="xs"
      rounded="full"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette={pressed ? 'gold' : 'gray'}
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      onClick={onToggle}
    >
      {pressed ? onText : offText}
    </Button>
  );
}
