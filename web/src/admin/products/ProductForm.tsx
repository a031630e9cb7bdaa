import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { MAX_IMAGE_BYTES, PRICE_STEP, productSchema, type Category } from '@catalogue/domain';
import { createProduct, getProduct, updateProduct } from '../../api/products';
import { listCategories } from '../../api/categories';
import { useImageField } from '../components/ImageInput';
import { FormImageInput } from '../components/FormImageInput';
import { FormActions } from '../components/FormActions';
import { CategoryOptions } from '../components/CategoryOptions';
import { FormStatus } from '../components/FormStatus';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { applyServerErrors, useSaveFlow } from '../components/useSaveFlow';
import { BackLink, usePageTitle } from '../components/misc';

export interface ProductFields {
  name: string;
  description: string;
  price: string | number;
  category: string;
  subcategory: string;
  featured: boolean;
  inStock: boolean;
}

const FIELDS = ['name', 'description', 'price', 'category', 'subcategory', 'featured', 'inStock'] as const;
const EMPTY: ProductFields = { name: '', description: '', price: '', category: '', subcategory: '', featured: false, inStock: true };

/** Finds the main category and subcategory of a product's category reference. */
function placeCategory(categories: Category[], categoryId: string, subcategoryId: string) {
  if (categories.some((c) => c._id === categoryId)) return { category: categoryId, subcategory: subcategoryId };
  const parent = categories.find((c) => c.subcategories?.some((s) => s._id === categoryId));
  return parent ? { category: parent._id, subcategory: categoryId } : { category: categoryId, subcategory: subcategoryId };
}

export function ProductForm() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  usePageTitle(isEdit ? 'Edit Product' : 'Add New Product');
  const navigate = useNavigate();
  const flow = useSaveFlow();
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState('');
  const [savedImage, setSavedImage] = useState('');
  const [imageError, setImageError] = useState('');
  const image = useImageField(Boolean(savedImage));

  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
  } = useForm<ProductFields>({
    resolver: yupResolver(productSchema) as unknown as Resolver<ProductFields>,
    defaultValues: EMPTY,
  });

  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const cats = await listCategories();
        if (!active) return;
        if (cats.error) {
          setLoadError('Failed to load categories. Please try again.');
        }
        const list = cats.data ?? [];
        setCategories(list);
        if (id) {
          const product = await getProduct(id);
          if (!active) return;
          if (product.error || !product.data) {
            setLoadError('Failed to fetch product data');
          } else {
            const p = product.data;
            setSavedImage(p.image || '');
            reset({
              name: p.name,
              description: p.description ?? '',
              price: p.price ?? 0,
              ...placeCategory(list, p.category?._id ?? '', p.subcategory?._id ?? ''),
              featured: Boolean(p.featured),
              inStock: p.inStock !== false,
            });
          }
        }
      } catch {
        if (active) setLoadError('An error occurred while fetching data');
      } finally {
        if (active) setLoading(false);
      }
    })();
    return () => {
      active = false;
    };
  }, [id, reset]);

  const chosenCategory = watch('category');
  const subcategories = categories.find((c) => c._id === chosenCategory)?.subcategories ?? [];

  const onSubmit = handleSubmit(async (values) => {
    flow.start();
    setImageError('');
    try {
      const payload = {
        name: values.name,
        description: values.description ?? '',
        price: values.price === '' || values.price === undefined ? 0 : values.price,
        category: values.category,
        subcategory: subcategories.some((s) => s._id === values.subcategory) ? values.subcategory : null,
        featured: values.featured,
        inStock: values.inStock,
        deleteImage: image.deleteImage,
      };
      const result = id
        ? await updateProduct(id, payload, image.file, flow.setProgress)
        : await createProduct(payload, image.file, flow.setProgress);
      if (result.error) {
        applyServerErrors(result.error, setError, FIELDS);
        if (result.error.errors?.image) setImageError(result.error.errors.image);
        const fallback = result.error.status === 0 ? 'An unexpected error occurred' : 'Failed to save product';
        flow.fail(result.error.message || fallback, result.error);
        return;
      }
      flow.succeed(id ? 'Product updated successfully!' : 'Product created successfully!', '/admin/products');
    } catch (err) {
      flow.fail((err as Error)?.message || 'An unexpected error occurred', err);
    }
  });

  const saving = flow.status === 'saving';
  if (loading) return <Loading />;

  return (
    <div className="admin-page admin-page--narrow">
      <BackLink to="/admin/products">Back to Products</BackLink>
      <h1 className="admin-h1">{isEdit ? 'Edit Product' : 'Add New Product'}</h1>
      <ErrorAlert message={loadError} />
      <FormStatus flow={flow} errorHeading="Error Saving Product" debug />
      <form className="admin-form admin-card" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor="product-name">
            Product Name<span aria-hidden="true">*</span>
          </label>
          <input id="product-name" type="text" maxLength={120} aria-invalid={errors.name ? true : undefined} {...register('name')} />
          {errors.name && <p className="admin-field__error">{errors.name.message}</p>}
        </div>
        <div className="admin-field">
          <label htmlFor="product-description">Description</label>
          <textarea id="product-description" rows={5} maxLength={5000} {...register('description')} />
          {errors.description && <p className="admin-field__error">{errors.description.message}</p>}
        </div>
        <div className="admin-grid-2">
          <div className="admin-field">
            <label htmlFor="product-price">Price (₹)</label>
            <input id="product-price" type="number" min={0} step={PRICE_STEP} inputMode="decimal" aria-invalid={errors.price ? true : undefined} {...register('price')} />
            {errors.price && <p className="admin-field__error">{errors.price.message}</p>}
          </div>
          <div className="admin-field">
            <label htmlFor="product-category">
              Category<span aria-hidden="true">*</span>
            </label>
            <select id="product-category" aria-invalid={errors.category ? true : undefined} {...register('category')}>
              <CategoryOptions empty="Select a category" categories={categories} />
            </select>
            {errors.category && <p className="admin-field__error">{errors.category.message}</p>}
            {categories.length === 0 && !loadError && (
              <p className="admin-field__hint">
                No categories yet. <Link to="/admin/categories/new">Create a category first</Link>.
              </p>
            )}
          </div>
        </div>
        {subcategories.length > 0 && (
          <div className="admin-field">
            <label htmlFor="product-subcategory">Subcategory</label>
            <select id="product-subcategory" {...register('subcategory')}>
              <CategoryOptions empty="None" categories={subcategories} />
            </select>
          </div>
        )}
        <div className="admin-field">
          <label className="admin-check">
            <input type="checkbox" {...register('featured')} /> Featured product
          </label>
          <p className="admin-field__hint">Featured products will be displayed prominently on the website.</p>
        </div>
        <div className="admin-field">
          <label className="admin-check">
            <input type="checkbox" {...register('inStock')} /> In stock
          </label>
          <p className="admin-field__hint">Products out of stock will be marked as unavailable.</p>
        </div>
        <FormImageInput
          label="Product Image"
          required
          image={image}
          savedImage={savedImage}
          flow={flow}
          onSelect={() => setImageError('')}
          removeNotice="Image will be removed when you save this product."
          maxBytes={MAX_IMAGE_BYTES}
          hint="Upload a product image. Maximum size: 5MB."
          error={imageError}
        />
        <FormActions
          saving={saving}
          label={isEdit ? 'Update Product' : 'Save Product'}
          disabled={flow.status === 'success'}
          onCancel={() => navigate('/admin/products')}
        />
      </form>
    </div>
  );
}
