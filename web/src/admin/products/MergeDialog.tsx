/**
 * "Make a size of…": turns a product (an older one-pack product, say "Groundnut Oil (5 L Tin)") into
 * a size of another one (POST /products/{id}/merge). Its old address then opens that size.
 */
import { useId, useState } from 'react';
import { maxLengthOf, productMergeSchema, type Product } from '@catalogue/domain';
import { useMergeProduct } from '../../api/products.queries';
import { asApiError } from '../../api/queryResult';
import { Labelled } from '../components/Labelled';
import { PlainSelect } from '../components/PlainSelect';
import { ModalDialog } from '../components/ModalDialog';
import { toast } from '../components/toast';

interface MergeDialogProps {
  /** The product that becomes a size; null while the dialog is closed. */
  product: Product | null;
  products: Product[];
  onClose: () => void;
}

export function MergeDialog({ product, products, onClose }: MergeDialogProps) {
  return (
    <ModalDialog open={product !== null} onClose={onClose} className="bo-dialog" aria-labelledby="merge-title">
      {product && <MergeForm product={product} products={products} onClose={onClose} />}
    </ModalDialog>
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
      <h2 id="merge-title" className="bo-h2">
        Make &ldquo;{product.name}&rdquo; a size
      </h2>
      <p className="bo-muted bo-small">Its price, stock and old address go to the product you choose; it then leaves the list.</p>
      <PlainSelect
        id={`${ids}-into`}
        label="A size of"
        error={errors.productId}
        required
        value={into}
        options={[['', 'Choose a product'], ...others.map((other) => [other._id, other.name] as const)]}
        onChange={setInto}
      />
      {single && (
        <Labelled id={`${ids}-label`} label="Size name" error={errors.label}>
          {(control) => (
            <input
              {...control}
              className="bo-input"
              required
              value={label}
              placeholder="5 L tin"
              maxLength={maxLengthOf(productMergeSchema.fields.label)}
              onChange={(event) => setLabel(event.target.value)}
            />
          )}
        </Labelled>
      )}
      {otherError && (
        <p role="alert" className="bo-error-text">
          {otherError}
        </p>
      )}
      <div className="bo-dialog-actions">
        <button type="button" className="bo-button outline" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="bo-button" disabled={merge.isPending}>
          {merge.isPending ? 'Merging...' : 'Make it a size'}
        </button>
      </div>
    </form>
  );
}
