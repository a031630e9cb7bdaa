import { HStack, Progress } from '@chakra-ui/react';

/** How much of the image has been sent; once all of it is, the server is still making its sizes. */
export function UploadProgress({ percent }: { percent: number }) {
  const sent = percent >= 100;
  return (
    <Progress.Root value={sent ? null : percent} size="sm" colorPalette="brand" w="full">
      <HStack gap="3">
        <Progress.Track flex="1" aria-label="Upload progress">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText minW="max-content">{sent ? 'Processing…' : `${percent}%`}</Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}
