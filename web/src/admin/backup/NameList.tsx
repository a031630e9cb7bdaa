import { useId, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';

/** Names shown before a long list collapses. */
const SHOWN = 10;

/** A titled list of names; a long one shows the first ten and "and N more", which shows the rest. */
export function NameList({ title, names }: { title: string; names: string[] }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const listId = useId();
  if (!names.length) return null;
  const hidden = names.length - SHOWN;
  return (
    <Box>
      <Text id={titleId} textStyle="sm" fontWeight="medium">
        {title} ({names.length})
      </Text>
      <Stack as="ul" id={listId} aria-labelledby={titleId} gap="0.5" ps="5" listStyleType="disc">
        {(expanded ? names : names.slice(0, SHOWN)).map((name, index) => (
          // Two entities may share a name.
          <li key={index}>{name}</li>
        ))}
      </Stack>
      {hidden > 0 && (
        <Button type="button" variant="plain" size="sm" px="0" textDecoration="underline" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? `Show the first ${SHOWN} only` : `and ${hidden} more`}
        </Button>
      )}
    </Box>
  );
}
