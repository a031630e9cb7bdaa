import { Button, Dialog, Image, Portal, VisuallyHidden } from '@chakra-ui/react';

interface ImageZoomDialogProps {
  src: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The chosen or saved image at full size, closed with Close, Escape or a click outside. */
export function ImageZoomDialog({ src, open, onOpenChange }: ImageZoomDialogProps) {
  return (
    <Dialog.Root open={open && Boolean(src)} onOpenChange={(details) => onOpenChange(details.open)} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <VisuallyHidden>
              <Dialog.Title>Image preview</Dialog.Title>
              <Dialog.Description>The chosen image at full size.</Dialog.Description>
            </VisuallyHidden>
            <Dialog.Body pt="6">{src && <Image src={src} alt="Full size preview" maxH="75vh" mx="auto" objectFit="contain" />}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
