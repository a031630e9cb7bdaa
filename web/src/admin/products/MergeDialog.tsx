/**
 * "Make a size of…": turns a product (an older one-pack product, say "Groundnut Oil (5 L Tin)") into
 * a size of another one (POST /products/{id}/merge). Its old address then opens that size.
 */
import { useId, useState } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { maxLengthOf, productMergeSchema, type Product } from '@catalogue/domain';
import { useMergeProduct } from '../../api/products.queries';
import { asApiError } from '../../api/queryResult';
import { SelectInput } from '../components/SelectInput';
import { toast } from '../components/toast';

interface MergeDialogProps {
  /** The product that becomes a size; null while the dialog is closed. */
  product: Product | null;
  products: Product[];
  onClose: () => void;
}

export function MergeDialog({ product, products, onClose }: MergeDialogProps) {
  return (
    <Dialog.Root open={product !== null} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{product && <MergeForm product={product} products={products} onClose={onClose} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function MergeForm({ product, products, onClose }: { product: Product; products: Product[]; onClose: () => void }) {
  const ids = useId();
  const merge = useMergeProduct();
  const [into, setInto] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const others = products.filter((other) => other._id !== product._id);
  const single = product.variants.length === 1;

  const submit = async () => {
    if (!into) return setErrors({ productId: 'Choose the product it becomes a size of' });
    try {
      const merged = await merge.mutateAsync({ into, productId: product._id, label });
      toast.success(`"${product.name}" is now a size of "${merged.name}"`);
      onClose();
    } catch (failure) {
      const error = asApiError(failure);
      setErrors(error.errors ?? { _: error.message || 'Failed to merge the products' });
    }
  };
  const otherError = Object.entries(errors).find(([field]) => field !== 'productId' && field !== 'label')?.[1];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Dialog.Header>
        <Dialog.Title>Make &ldquo;{product.name}&rdquo; a size</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            Its price, stock and old address go to the product you choose; it then leaves the list.
          </Text>
          <Field.Root ids={{ control: `${ids}-into` }} invalid={Boolean(errors.productId)} required>
            <Field.Label>
              A size of
              <Field.RequiredIndicator />
            </Field.Label>
            <SelectInput value={into} onChange={(event) => setInto(event.target.value)}>
              <option value="">Choose a product</option>
              {others.map((other) => (
                <option key={other._id} value={other._id}>
                  {other.name}
                </option>
              ))}
            </SelectInput>
            <Field.ErrorText>{errors.productId}</Field.ErrorText>
          </Field.Root>
          {single && (
            <Field.Root ids={{ control: `${ids}-label` }} invalid={Boolean(errors.label)} required>
              <Field.Label>
                Size name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={label} placeholder="5 L tin" maxLength={maxLengthOf(productMergeSchema.fields.label)} onChange={(event) => setLabel(event.target.value)} />
              <Field.ErrorText>{errors.label}</Field.ErrorText>
            </Field.Root>
          )}
          {otherError && (
            <Text color="fg.error" role="alert">
              {otherError}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" disabled={merge.isPending}>
          {merge.isPending ? 'Merging...' : 'Make it a size'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
