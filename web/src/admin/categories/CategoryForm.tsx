import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { categorySchema, type Category } from '@catalogue/domain';
import { createCategory, getCategory, listCategories, updateCategory } from '../../api/categories';
import { useImageField } from '../components/ImageInput';
import { FormImageInput } from '../components/FormImageInput';
import { FormActions } from '../components/FormActions';
import { CategoryOptions } from '../components/CategoryOptions';
import { FormStatus } from '../components/FormStatus';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { applyServerErrors, useSaveFlow, validationSummary } from '../components/useSaveFlow';
import { BackLink, usePageTitle } from '../components/misc';

interface CategoryFields {
  name: string;
  description: string;
  parent: string;
  showInNav: boolean;
  showInProductsDropdown: boolean;
}
const FIELDS = ['name', 'description', 'parent', 'showInNav', 'showInProductsDropdown'] as const;

export function CategoryForm() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const isEdit = Boolean(id);
  usePageTitle(isEdit ? 'Edit Category' : 'Add New Category');
  const navigate = useNavigate();
  const flow = useSaveFlow();
  const [mainCategories, setMainCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState('');
  const [savedImage, setSavedImage] = useState('');
  const [parentName, setParentName] = useState('');
  const image = useImageField(Boolean(savedImage));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CategoryFields>({
    resolver: yupResolver(categorySchema) as unknown as Resolver<CategoryFields>,
    defaultValues: { name: '', description: '', parent: search.get('parent') ?? '', showInNav: false, showInProductsDropdown: true },
  });

  useEffect(() => {
    let active = true;
    void (async () => {
      const all = await listCategories();
      if (!active) return;
      setMainCategories(all.data ?? []);
      if (id) {
        const { data, error } = await getCategory(id);
        if (!active) return;
        if (error || !data) {
          setLoadError('Failed to fetch category data');
        } else {
          setSavedImage(data.image || '');
          setParentName(data.parent ? (all.data ?? []).find((c) => c._id === data.parent)?.name ?? '' : '');
          reset({
            name: data.name,
            description: data.description ?? '',
            parent: data.parent ?? '',
            showInNav: Boolean(data.showInNav),
            showInProductsDropdown: data.showInProductsDropdown !== false,
          });
        }
      }
      setLoading(false);
    })();
    return () => {
      active = false;
    };
  }, [id, reset]);

  const onSubmit = handleSubmit(async (values) => {
    flow.start();
    const payload = {
      name: values.name,
      description: values.description,
      parent: values.parent || null,
      showInNav: values.showInNav,
      showInProductsDropdown: values.showInProductsDropdown,
      ...(id ? { deleteImage: image.deleteImage } : {}),
    };
    const result = id
      ? await updateCategory(id, payload, image.file, flow.setProgress)
      : await createCategory(payload, image.file, flow.setProgress);
    if (result.error) {
      applyServerErrors(result.error, setError, FIELDS);
      const message = result.error.errors ? validationSummary(result.error.errors) : result.error.message || 'Failed to save category';
      flow.fail(message, result.error);
      return;
    }
    flow.succeed(id ? 'Category updated successfully!' : 'Category created successfully!', '/admin/categories');
  });

  const saving = flow.status === 'saving';
  if (loading) return <Loading />;
  return (
    <div className="admin-page admin-page--narrow">
      <BackLink to="/admin/categories">Back to Categories</BackLink>
      <h1 className="admin-h1">{isEdit ? 'Edit Category' : 'Add New Category'}</h1>
      <ErrorAlert message={loadError} />
      <FormStatus flow={flow} errorHeading="Error Saving Category" debug />
      <form className="admin-form admin-card" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor="category-name">Category Name*</label>
          <input id="category-name" type="text" required maxLength={120} aria-invalid={errors.name ? true : undefined} {...register('name')} />
          {errors.name && <p className="admin-field__error">{errors.name.message}</p>}
        </div>
        <div className="admin-field">
          <label htmlFor="category-description">Description</label>
          <textarea id="category-description" rows={3} maxLength={5000} {...register('description')} />
        </div>
        {isEdit ? (
          parentName && (
            <p className="admin-field__hint">
              Subcategory of <strong>{parentName}</strong>
            </p>
          )
        ) : (
          <div className="admin-field">
            <label htmlFor="category-parent">Parent Category</label>
            <select id="category-parent" {...register('parent')}>
              <CategoryOptions empty="None (main category)" categories={mainCategories} />
            </select>
            <p className="admin-field__hint">Choose a main category to create a subcategory.</p>
            {errors.parent && <p className="admin-field__error">{errors.parent.message}</p>}
          </div>
        )}
        <div className="admin-field">
          <label className="admin-check">
            <input type="checkbox" {...register('showInNav')} /> Show in navigation
          </label>
          <p className="admin-field__hint">Main categories marked here appear in the website's header menu.</p>
        </div>
        <div className="admin-field">
          <label className="admin-check">
            <input type="checkbox" {...register('showInProductsDropdown')} /> Show in products dropdown
          </label>
        </div>
        <FormImageInput label="Category Image" image={image} savedImage={savedImage} flow={flow} removeNotice="Image will be deleted upon saving" />
        <FormActions
          saving={saving}
          label={isEdit ? 'Update Category' : 'Save Category'}
          disabled={flow.status === 'success'}
          onCancel={() => navigate('/admin/categories')}
        />
      </form>
    </div>
  );
}
