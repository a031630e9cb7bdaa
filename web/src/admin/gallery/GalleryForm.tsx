import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { toast } from 'sonner';
import type { Category } from '@catalogue/domain';
import { createGalleryItem, getGalleryItem, updateGalleryItem, type GalleryFormValues } from '../../api/gallery';
import { listCategories } from '../../api/categories';
import { request } from '../../api/client';
import { useImageField } from '../components/ImageInput';
import { FormImageInput } from '../components/FormImageInput';
import { FormActions } from '../components/FormActions';
import { CategoryOptions } from '../components/CategoryOptions';
import { FormStatus } from '../components/FormStatus';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { applyServerErrors, useSaveFlow } from '../components/useSaveFlow';
import { BackLink, usePageTitle } from '../components/misc';
import { GALLERY_VARIANTS, type GalleryVariant } from './variants';

interface Fields {
  title: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  popular: boolean;
  isPopular: boolean;
  gallery: boolean;
}
const EMPTY: Fields = { title: '', name: '', description: '', category: '', subcategory: '', popular: false, isPopular: false, gallery: false };
const FIELDS = Object.keys(EMPTY);

/** One implementation for the four gallery forms; `variant` picks fields, rules and texts. */
export function GalleryForm({ variant }: { variant: GalleryVariant }) {
  const config = GALLERY_VARIANTS[variant];
  const { id } = useParams();
  const isEdit = Boolean(id);
  const heading = config.heading(isEdit);
  usePageTitle(heading);
  const navigate = useNavigate();
  const flow = useSaveFlow();
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(config.category === 'select' || isEdit);
  const [loadError, setLoadError] = useState('');
  const [savedImage, setSavedImage] = useState('');
  const [imageError, setImageError] = useState('');
  const image = useImageField(Boolean(savedImage));
  const resolver = useMemo(() => yupResolver(config.schema) as unknown as Resolver<Fields>, [config.schema]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Fields>({ resolver, defaultValues: EMPTY });

  useEffect(() => {
    let active = true;
    void (async () => {
      let list: Category[] = [];
      if (config.category === 'select') {
        const result = await listCategories();
        if (!active) return;
        if (result.error) {
          setLoadError(config.messages.loadCategoriesFailed);
          toast.error(config.messages.loadCategoriesFailed);
        }
        list = result.data ?? [];
        setCategories(list);
        if (config.preselectCategory && list[0] && !id) reset({ ...getValues(), category: list[0]._id });
      }
      if (id) {
        const { data, error } = await getGalleryItem(id);
        if (!active) return;
        if (error || !data) {
          setLoadError(config.messages.loadItemFailed);
          toast.error(config.messages.loadItemFailed);
        } else {
          setSavedImage(data.image || '');
          const category =
            config.category === 'select'
              ? (data.categoryId ?? list.find((c) => c.name === data.category)?._id ?? '')
              : (data.category ?? '');
          reset({
            ...EMPTY,
            title: data.title,
            name: data.title,
            description: data.description ?? '',
            category,
            subcategory: data.subcategoryId ?? '',
            popular: Boolean(data.isPopular),
            isPopular: Boolean(data.isPopular),
          });
        }
      }
      if (active) setLoading(false);
    })();
    return () => {
      active = false;
    };
  }, [id, config, reset, getValues]);

  const chosenCategory = watch('category');
  const subcategories = config.subcategory ? (categories.find((c) => c._id === chosenCategory)?.subcategories ?? []) : [];

  const onSubmit = handleSubmit(async (values) => {
    setImageError('');
    if (config.image?.required === 'create' && !isEdit && !image.file) {
      setImageError(config.image.requiredMessage);
      return;
    }
    flow.start();
    if (config.json) {
      await submitJson(values);
      return;
    }
    const payload: GalleryFormValues = {
      [config.titleField]: values[config.titleField],
      description: values.description,
      category: values.category,
    };
    if (config.subcategory) payload.subcategory = subcategories.some((s) => s._id === values.subcategory) ? values.subcategory : '';
    if (config.popular) payload[config.popular.field] = Boolean(values[config.popular.field]);
    if (isEdit) payload.deleteImage = image.deleteImage;
    const result = id
      ? await updateGalleryItem(id, payload, image.file, flow.setProgress)
      : await createGalleryItem(payload, image.file, flow.setProgress);
    if (result.error) {
      applyServerErrors(result.error, setError, FIELDS, config.titleField === 'name' ? { title: 'name' } : { name: 'title' });
      if (result.error.errors?.image) setImageError(result.error.errors.image);
      const message = result.error.message || config.messages.saveFailed;
      flow.fail(message, result.error);
      toast.error(config.success === 'toast' ? config.messages.saveFailed : message);
      return;
    }
    const done = isEdit ? config.messages.updated : config.messages.created;
    if (config.success === 'toast') {
      toast.success(done);
      flow.succeed(done, '/admin/gallery', 0);
    } else {
      flow.succeed(done, '/admin/gallery');
    }
  });

  /** The JSON test form: POST /products/json, reading message or error from the answer. */
  const submitJson = async (values: Fields) => {
    const result = await request<{ message?: string; error?: string }>('/products/json', {
      method: 'POST',
      json: { name: values.name, description: values.description, category: values.category, gallery: values.gallery },
      unwrap: (body) => body,
    });
    const body = result.data;
    if (result.error) {
      applyServerErrors(result.error, setError, FIELDS);
      flow.fail(result.error.message || config.messages.saveFailed, result.error);
      return;
    }
    if (!body || typeof body !== 'object') {
      flow.fail(`Invalid server response: ${JSON.stringify(body)}`, body);
      return;
    }
    flow.succeed(body.message || body.error || config.messages.created);
    reset({ ...EMPTY, category: values.category });
  };

  const saving = flow.status === 'saving';
  if (loading) return <Loading />;
  const fieldId = (name: string) => `gallery-${variant}-${name}`;
  const titleError = errors[config.titleField]?.message;

  return (
    <div className="admin-page admin-page--narrow">
      <BackLink to="/admin/gallery">{config.backLabel}</BackLink>
      <h1 className="admin-h1">{heading}</h1>
      <ErrorAlert message={loadError} />
      <FormStatus flow={flow} errorHeading={config.json ? undefined : 'Error Saving Gallery Item'} debug={config.json} />
      <form className="admin-form admin-card" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={fieldId('title')}>{config.titleLabel}</label>
          <input id={fieldId('title')} type="text" required maxLength={120} aria-invalid={titleError ? true : undefined} {...register(config.titleField)} />
          {titleError && <p className="admin-field__error">{titleError}</p>}
        </div>
        <div className="admin-field">
          <label htmlFor={fieldId('description')}>{config.descriptionLabel}</label>
          <textarea
            id={fieldId('description')}
            rows={4}
            maxLength={5000}
            required={config.descriptionRequired}
            aria-invalid={errors.description ? true : undefined}
            {...register('description')}
          />
          {errors.description && <p className="admin-field__error">{errors.description.message}</p>}
        </div>
        <div className="admin-field">
          <label htmlFor={fieldId('category')}>{config.categoryLabel}</label>
          {config.category === 'text' ? (
            <input id={fieldId('category')} type="text" maxLength={60} placeholder="e.g. Oils, Farm, Events" {...register('category')} />
          ) : (
            <select id={fieldId('category')} required={config.categoryRequired} aria-invalid={errors.category ? true : undefined} {...register('category')}>
              <CategoryOptions empty="Select a category" categories={categories} />
            </select>
          )}
          {errors.category && <p className="admin-field__error">{errors.category.message}</p>}
        </div>
        {subcategories.length > 0 && (
          <div className="admin-field">
            <label htmlFor={fieldId('subcategory')}>Subcategory</label>
            <select id={fieldId('subcategory')} {...register('subcategory')}>
              <CategoryOptions empty="None" categories={subcategories} />
            </select>
          </div>
        )}
        {config.popular && (
          <div className="admin-field">
            <label className="admin-check">
              <input type="checkbox" {...register(config.popular.field)} /> {config.popular.label}
            </label>
          </div>
        )}
        {config.json && (
          <div className="admin-field">
            <label className="admin-check">
              <input type="checkbox" {...register('gallery')} /> Add to Gallery
            </label>
          </div>
        )}
        {config.image && (
          <FormImageInput
            label="Image"
            required={config.image.required === 'create' && !isEdit}
            image={image}
            savedImage={savedImage}
            flow={flow}
            onSelect={() => setImageError('')}
            removeNotice="Image will be removed when you save this gallery item."
            hint={config.image.hint}
            error={imageError}
          />
        )}
        <FormActions
          saving={saving}
          label={config.submitLabel(isEdit)}
          disabled={flow.status === 'success' && !config.json}
          onCancel={config.showCancel ? () => navigate('/admin/gallery') : undefined}
        />
      </form>
    </div>
  );
}
