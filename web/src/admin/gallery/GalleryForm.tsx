import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Input, Textarea } from '@chakra-ui/react';
import { PRICE_STEP, galleryItemFields, galleryItemSchema, galleryTranslationsSchema, maxLengthOf } from '@catalogue/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCategories } from '../../api/categories.queries';
import { getGalleryItem } from '../../api/gallery';
import { queryKeys } from '../../api/queryKeys';
import { useGalleryItem, useSaveGalleryItem, useSubmitJsonTestForm } from '../../api/gallery.queries';
import { asApiError, unwrap } from '../../api/queryResult';
import { useImageField } from '../components/ImageInput';
import { FormImageInput } from '../components/FormImageInput';
import { CategoryOptions } from '../components/CategoryOptions';
import { CheckboxField } from '../components/CheckboxField';
import { SelectInput } from '../components/SelectInput';
import { Loading } from '../components/Loading';
import { useEditConflict } from '../components/useEditConflict';
import { toast } from '../components/toast';
import { applyServerErrors, useSaveFlow } from '../components/useSaveFlow';
import { EditorFrame } from '../components/EditorFrame';
import { usePageTitle } from '../components/usePageTitle';
import { GALLERY_FORMS, type GalleryFormKind } from './galleryForms';
import { EMPTY_FIELDS, FIELD_NAMES, fieldsOf, filedUnder, galleryPayload, jsonPayload, type GalleryFields } from './galleryValues';
import { FormField } from './GalleryFormFields';
import { TranslatedField } from '../translations/TranslatedField';

/** One implementation for the four gallery forms; `kind` picks fields, rules and texts. */
export function GalleryForm({ kind }: { kind: GalleryFormKind }) {
  const config = GALLERY_FORMS[kind];
  const { id } = useParams();
  const isEdit = Boolean(id);
  const heading = config.heading(isEdit);
  usePageTitle(heading);
  const flow = useSaveFlow();
  const categoriesQuery = useCategories();
  const itemQuery = useGalleryItem(id);
  const saveItem = useSaveGalleryItem();
  const submitJson = useSubmitJsonTestForm();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const saved = itemQuery.data;
  const savedImage = saved?.image ?? '';
  const image = useImageField(Boolean(savedImage));
  const client = useQueryClient();
  const conflict = useEditConflict(saved, () => unwrap(getGalleryItem(id ?? '')), undefined, {
    title: config.titleLabel,
    description: config.descriptionLabel,
    category: config.categoryLabel,
    categoryId: config.categoryLabel,
    isPopular: config.popular?.label ?? 'Popular',
    order: 'Order',
    image: 'Image',
    translations: 'Tamil texts',
  });
  const [imageError, setImageError] = useState('');
  const needsCategories = config.category === 'select';
  const categoriesReady = !needsCategories || !categoriesQuery.isPending;

  // The form follows what was read: the saved item, or the first category preselected (JSON test form).
  const loaded = useMemo(() => {
    if (!categoriesReady) return undefined;
    if (saved) return fieldsOf(saved, config, categories);
    if (!isEdit && config.preselectCategory && categories[0]) return { ...EMPTY_FIELDS, category: categories[0]._id };
    return undefined;
  }, [categoriesReady, saved, config, categories, isEdit]);
  // The forms of a gallery item check its Tamil texts too; the JSON test form has none.
  const schema = config.json ? config.schema : config.schema.shape({ translations: galleryTranslationsSchema });
  const resolver = useMemo(() => yupResolver(schema) as unknown as Resolver<GalleryFields>, [schema]);
  const form = useForm<GalleryFields>({ resolver, defaultValues: EMPTY_FIELDS, values: loaded, resetOptions: { keepDirtyValues: true } });
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isDirty },
  } = form;

  const loadError = itemQuery.isError
    ? config.messages.loadItemFailed
    : needsCategories && categoriesQuery.isError
      ? config.messages.loadCategoriesFailed
      : '';
  useEffect(() => {
    if (loadError) toast.error(loadError);
  }, [loadError]);

  const chosenCategory = watch('category');
  const subcategories = config.subcategory ? (categories.find((c) => c._id === chosenCategory)?.subcategories ?? []) : [];

  const onSubmit = handleSubmit(async (values) => {
    setImageError('');
    if (config.image?.required === 'create' && !isEdit && !image.file) {
      setImageError(config.image.requiredMessage);
      return;
    }
    flow.start();
    if (config.json) await sendJson(values);
    else await sendItem(values);
  });

  const sendItem = async (values: GalleryFields) => {
    const payload = galleryPayload(config, values, { saved, deleteImage: image.deleteImage }, subcategories);
    try {
      conflict.saved(await saveItem.mutateAsync({ id, values: payload, image: image.file, ifMatch: conflict.ifMatch }));
    } catch (thrown) {
      const error = asApiError(thrown);
      if (await conflict.caught(error)) {
        flow.reset();
        return;
      }
      applyServerErrors(error, setError, FIELD_NAMES, config.titleField === 'name' ? { title: 'name' } : { name: 'title' });
      if (error.errors?.image) setImageError(error.errors.image);
      const message = error.message || config.messages.saveFailed;
      flow.fail(message, error);
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
  };

  /** The JSON test form: POST /products/json, showing the answer's message or error. */
  const sendJson = async (values: GalleryFields) => {
    let body: { message?: string; error?: string };
    try {
      body = await submitJson.mutateAsync(jsonPayload(values));
    } catch (thrown) {
      const error = asApiError(thrown);
      applyServerErrors(error, setError, FIELD_NAMES);
      flow.fail(error.message || config.messages.saveFailed, error);
      return;
    }
    if (!body || typeof body !== 'object') {
      flow.fail(`Invalid server response: ${JSON.stringify(body)}`, body);
      return;
    }
    flow.succeed(body.message || body.error || config.messages.created);
    reset({ ...EMPTY_FIELDS, category: values.category }, { keepDirtyValues: false });
  };

  if (!categoriesReady || (isEdit && itemQuery.isPending)) return <Loading />;
  const titleError = errors[config.titleField]?.message;
  const linkedTo = config.category === 'text' ? filedUnder(saved, categories) : null;

  return (
    <EditorFrame
      texts={{ back: '/admin/gallery', backLabel: config.backLabel, title: heading, errorHeading: config.json ? undefined : 'Error Saving Gallery Item', submitLabel: config.submitLabel(isEdit) }}
      maxW="720px"
      loadError={loadError}
      conflict={conflict}
      onReload={(current) => {
        client.setQueryData(queryKeys.gallery.detail(current._id), current);
        image.reset();
        reset(fieldsOf(current, config, categories), { keepDirtyValues: false });
      }}
      flow={flow}
      debug={config.json}
      form={form}
      onSubmit={(event) => void onSubmit(event)}
      unsaved={isDirty || Boolean(image.file) || image.deleteImage}
      repeatable={config.json}
      cancel={config.showCancel}
    >
      {config.json ? (
        <>
          <FormField label={config.titleLabel} error={titleError} required>
            <Input type="text" maxLength={maxLengthOf(galleryItemFields.title)} {...register(config.titleField)} />
          </FormField>
          <FormField label={config.descriptionLabel} error={errors.description?.message} required={config.descriptionRequired}>
            <Textarea rows={4} maxLength={maxLengthOf(galleryItemFields.description)} {...register('description')} />
          </FormField>
        </>
      ) : (
        <>
          <TranslatedField name={config.titleField} tamilName="translations.ta.title" label={config.titleLabel} required requiredMark={false} maxLength={maxLengthOf(galleryItemFields.title)} />
          <TranslatedField
            name="description"
            tamilName="translations.ta.description"
            label={config.descriptionLabel}
            required={config.descriptionRequired}
            requiredMark={false}
            rows={4}
            maxLength={maxLengthOf(galleryItemFields.description)}
          />
        </>
      )}
      <FormField
        label={config.categoryLabel}
        error={errors.category?.message}
        required={config.categoryRequired}
        helper={linkedTo && `Filed under ${linkedTo}. Keep this label to keep it there.`}
      >
        {config.category === 'text' ? (
          <Input type="text" maxLength={maxLengthOf(galleryItemSchema.fields.category)} placeholder="e.g. Oils, Farm, Events" {...register('category')} />
        ) : (
          <SelectInput {...register('category')}>
            <CategoryOptions empty="Select a category" categories={categories} />
          </SelectInput>
        )}
      </FormField>
      {subcategories.length > 0 && (
        <FormField label="Subcategory">
          <SelectInput {...register('subcategory')}>
            <CategoryOptions empty="None" categories={subcategories} />
          </SelectInput>
        </FormField>
      )}
      {config.json && (
        <FormField label="Price (₹)" error={errors.price?.message}>
          <Input type="number" min={0} step={PRICE_STEP} inputMode="decimal" {...register('price')} />
        </FormField>
      )}
      {config.popular && <CheckboxField control={control} name={config.popular.field} label={config.popular.label} />}
      {config.json && <CheckboxField control={control} name="gallery" label="Add to Gallery" />}
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
    </EditorFrame>
  );
}
