import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Field, Input, Link, SimpleGrid } from '@chakra-ui/react';
import { maxLengthOf, productFields, productSchema, type Category, type Product, type ProductInput } from '@catalogue/domain';
import { useCategories } from '../../api/categories.queries';
import { getProduct } from '../../api/products';
import { useProduct, useSaveProduct } from '../../api/products.queries';
import { queryKeys } from '../../api/queryKeys';
import { asApiError, unwrap } from '../../api/queryResult';
import { CategoryOptions } from '../components/CategoryOptions';
import { SelectInput } from '../components/SelectInput';
import { CheckboxField } from '../components/CheckboxField';
import { Loading } from '../components/Loading';
import { useEditConflict } from '../components/useEditConflict';
import { useEditorRestart, type RestartableEditorProps } from '../components/useEditorRestart';
import { applyServerErrors, useSaveFlow } from '../components/useSaveFlow';
import { usePageTitle } from '../components/usePageTitle';
import { EditorFrame, entityFrameTexts } from '../components/EditorFrame';
import { useProductStock } from '../../api/stock.queries';
import { ProductStockPanel } from '../stock/StockPanels';
import { ProductWaitlist } from '../waitlist/BackInStockWaitlist';
import { SlugField } from '../components/SlugField';
import { EMPTY_PRODUCT, productFormValues, type ProductFormValues } from './productFormValues';
import { SizesEditor } from './SizesEditor';
import { ProductTaxFields } from './ProductTaxFields';
import { ProductLabelFields } from './ProductLabelFields';
import { PhotosEditor } from './PhotosEditor';
import { usePhotoList } from './usePhotoList';
import { todayInShop } from './pressedOn';
import { TranslatedField } from '../translations/TranslatedField';

const FIELDS = Object.keys(productSchema.fields);

/** What a conflict lists as changed, in the form's words. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Product Name',
  slug: 'Web address',
  description: 'Description',
  variants: 'Sizes',
  category: 'Category',
  subcategory: 'Subcategory',
  pressedOn: 'Pressed on',
  hsn: 'HSN code',
  gstRate: 'GST rate',
  ingredients: 'Ingredients',
  storage: 'Storage instructions',
  shelfLife: 'Shelf life',
  veg: 'Food mark',
  countryOfOrigin: 'Country of origin',
  featured: 'Featured product',
  images: 'Photos',
  translations: 'Tamil texts',
};

/** The add and edit product form: reads the categories (and the product), then shows the form filled with them. */
export function ProductForm() {
  const { id } = useParams();
  usePageTitle(id ? 'Edit Product' : 'Add New Product');
  const categories = useCategories();
  const product = useProduct(id);
  const { generation, restart } = useEditorRestart();
  if (categories.isPending || (id && product.isPending)) return <Loading />;
  const loadError = product.isError ? 'Failed to fetch product data' : categories.isError ? 'Failed to load categories. Please try again.' : '';
  const reload = (current: Product) => restart(queryKeys.products.detail(current._id), current);
  return (
    <>
      <ProductEditor key={`${id ?? 'new'}-${generation}`} id={id} product={product.data} categories={categories.data ?? []} loadError={loadError} onReload={reload} />
      {id && <ProductStockPanel productId={id} />}
      {id && <ProductWaitlist productId={id} />}
    </>
  );
}

interface ProductEditorProps extends RestartableEditorProps<Product> {
  product?: Product;
  categories: Category[];
}

function ProductEditor({ id, product, categories, loadError, onReload }: ProductEditorProps) {
  const isEdit = Boolean(id);
  const flow = useSaveFlow();
  const save = useSaveProduct();
  const [photosError, setPhotosError] = useState('');
  const conflict = useEditConflict(product, () => unwrap(getProduct(id ?? '')), undefined, FIELD_LABELS);
  const photos = usePhotoList(product?.images ?? []);
  const stock = useProductStock(id);
  const counts = new Map((stock.data?.sizes ?? []).flatMap((size) => (size.count === null ? [] : [[size.variantKey, size.count] as const])));

  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: yupResolver(productSchema) as unknown as Resolver<ProductFormValues, unknown, ProductInput>,
    defaultValues: product ? productFormValues(product, categories) : EMPTY_PRODUCT,
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = form;

  const chosenCategory = watch('category');
  const subcategories = categories.find((c) => c._id === chosenCategory)?.subcategories ?? [];

  const onSubmit = handleSubmit(async (values) => {
    flow.start();
    setPhotosError('');
    const { price, inStock, deleteImage, ...sized } = values;
    const { imageOrder, files } = await photos.toSave();
    const payload = {
      ...sized,
      subcategory: subcategories.some((s) => s._id === values.subcategory) ? values.subcategory : null,
      imageOrder,
    };
    try {
      conflict.saved(await save.mutateAsync({ id, values: payload, photos: files, ifMatch: conflict.ifMatch }));
      flow.succeed(id ? 'Product updated successfully!' : 'Product created successfully!', '/admin/products');
    } catch (failure) {
      const error = asApiError(failure);
      if (await conflict.caught(error)) {
        flow.reset();
        return;
      }
      applyServerErrors(error, setError, FIELDS);
      const photoError = error.errors?.images ?? error.errors?.imageOrder ?? error.errors?.image ?? (error.status === 413 || error.status === 415 ? error.message : '');
      setPhotosError(photoError);
      const fallback = error.status === 0 ? 'An unexpected error occurred' : 'Failed to save product';
      flow.fail(error.message || fallback, error);
    }
  });

  return (
    <EditorFrame texts={entityFrameTexts('Product', 'Products', isEdit)} loadError={loadError} conflict={conflict} onReload={onReload} flow={flow} debug form={form} onSubmit={onSubmit} unsaved={isDirty || photos.changed} cancel>
          <TranslatedField id="product-name" name="name" label="Product Name" required maxLength={maxLengthOf(productFields.name)} />
          <SlugField id="product-slug" pathPrefix="/products/" error={errors.slug?.message} registration={register('slug')} />
          <TranslatedField id="product-description" name="description" label="Description" rows={5} maxLength={maxLengthOf(productFields.description)} />
          <SizesEditor control={control} register={register} counts={counts} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root ids={{ control: 'product-category' }} invalid={Boolean(errors.category)} required>
              <Field.Label>
                Category
                <Field.RequiredIndicator />
              </Field.Label>
              <SelectInput {...register('category')}>
                <CategoryOptions empty="Select a category" categories={categories} />
              </SelectInput>
              <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
              {categories.length === 0 && !loadError && (
                <Field.HelperText>
                  No categories yet.{' '}
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to="/admin/categories/new">Create a category first</RouterLink>
                  </Link>
                  .
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root ids={{ control: 'product-pressed-on' }} invalid={Boolean(errors.pressedOn)}>
              <Field.Label>Pressed on</Field.Label>
              <Input type="date" max={todayInShop()} {...register('pressedOn')} />
              <Field.ErrorText>{errors.pressedOn?.message}</Field.ErrorText>
              {!errors.pressedOn && <Field.HelperText>The day the batch on sale was pressed or packed; shown on the product page.</Field.HelperText>}
            </Field.Root>
          </SimpleGrid>
          {subcategories.length > 0 && (
            <Field.Root ids={{ control: 'product-subcategory' }}>
              <Field.Label>Subcategory</Field.Label>
              <SelectInput {...register('subcategory')}>
                <CategoryOptions empty="None" categories={subcategories} />
              </SelectInput>
            </Field.Root>
          )}
          <ProductLabelFields />
          <ProductTaxFields register={register} errors={errors} />
          <CheckboxField control={control} name="featured" label="Featured product" hint="Featured products will be displayed prominently on the website." />
          <PhotosEditor photos={photos} saving={flow.status === 'saving'} error={photosError} />
    </EditorFrame>
  );
}
