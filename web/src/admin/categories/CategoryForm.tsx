import { useParams, useSearchParams } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Field, Text } from '@chakra-ui/react';
import { CATEGORY_TEXTS, categoryFields, categorySchema, maxLengthOf, pickPlain, plainDefaults, type Category, type CategoryInput } from '@catalogue/domain';
import { getCategory } from '../../api/categories';
import { useCategories, useCategory, useSaveCategory } from '../../api/categories.queries';
import { queryKeys } from '../../api/queryKeys';
import { unwrap } from '../../api/queryResult';
import { useImageField } from '../components/ImageInput';
import { FormImageInput } from '../components/FormImageInput';
import { CategoryOptions } from '../components/CategoryOptions';
import { SelectInput } from '../components/SelectInput';
import { CheckboxField } from '../components/CheckboxField';
import { Loading } from '../components/Loading';
import { useEditConflict } from '../components/useEditConflict';
import { useEditorRestart, type RestartableEditorProps } from '../components/useEditorRestart';
import { useSaveFlow } from '../components/useSaveFlow';
import { usePageTitle } from '../components/usePageTitle';
import { EditorFrame, entityFrameTexts } from '../components/EditorFrame';
import { SlugField } from '../components/SlugField';
import { CategoryNameField, submitCategory } from './categoryFormParts';
import { TranslatedField } from '../translations/TranslatedField';
import { withTamilTexts } from '../translations/withTamilTexts';

/** What the form holds: the schema's input as the inputs show it (no slug or parent is ''). */
type CategoryFormValues = Omit<CategoryInput, 'slug' | 'parent' | 'order' | 'deleteImage'> & { slug: string; parent: string };
const FIELDS = Object.keys(categorySchema.fields);

const fieldsOf = (category: Category): CategoryFormValues => ({ ...pickPlain(categoryFields, category), slug: category.slug, parent: category.parent ?? '', translations: withTamilTexts(category.translations, CATEGORY_TEXTS) });

/** What a conflict lists as changed, in the form's words. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Category Name',
  slug: 'Web address',
  description: 'Description',
  showInNav: 'Show in navigation',
  showInProductsDropdown: 'Show in products dropdown',
  image: 'Category Image',
  order: 'Order',
  translations: 'Tamil texts',
};

/** The add and edit category form: reads the main categories (and the category), then shows the form filled with them. */
export function CategoryForm() {
  const { id } = useParams();
  usePageTitle(id ? 'Edit Category' : 'Add New Category');
  const categories = useCategories();
  const category = useCategory(id);
  const { generation, restart } = useEditorRestart();
  if (categories.isPending || (id && category.isPending)) return <Loading />;
  return (
    <CategoryEditor
      key={`${id ?? 'new'}-${generation}`}
      id={id}
      category={category.data}
      mainCategories={categories.data ?? []}
      loadError={category.isError ? 'Failed to fetch category data' : ''}
      onReload={(current) => restart(queryKeys.categories.detail(current._id), current)}
    />
  );
}

interface CategoryEditorProps extends RestartableEditorProps<Category> {
  category?: Category;
  mainCategories: Category[];
}

function CategoryEditor({ id, category, mainCategories, loadError, onReload }: CategoryEditorProps) {
  const isEdit = Boolean(id);
  const [search] = useSearchParams();
  const flow = useSaveFlow();
  const save = useSaveCategory();
  const savedImage = category?.image ?? '';
  const parentName = category?.parent ? (mainCategories.find((c) => c._id === category.parent)?.name ?? '') : '';
  const image = useImageField(Boolean(savedImage));
  const conflict = useEditConflict(category, () => unwrap(getCategory(id ?? '')), undefined, FIELD_LABELS);
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: yupResolver(categorySchema) as unknown as Resolver<CategoryFormValues, unknown, CategoryInput>,
    defaultValues: category
      ? fieldsOf(category)
      : { ...plainDefaults(categoryFields), slug: '', parent: search.get('parent') ?? '', translations: withTamilTexts(undefined, CATEGORY_TEXTS) },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = form;

  const onSubmit = handleSubmit((values) =>
    submitCategory(
      flow,
      setError,
      FIELDS,
      async () =>
        conflict.saved(
          await save.mutateAsync({
            id,
            values: { ...values, ...(id ? { deleteImage: image.deleteImage } : {}) },
            image: image.file,
            ifMatch: conflict.ifMatch,
          }),
        ),
      id ? 'Category updated successfully!' : 'Category created successfully!',
      (error) => conflict.caught(error),
    ),
  );

  return (
    <EditorFrame texts={entityFrameTexts('Category', 'Categories', isEdit)} loadError={loadError} conflict={conflict} onReload={onReload} flow={flow} debug form={form} onSubmit={onSubmit} unsaved={isDirty || Boolean(image.file) || image.deleteImage} cancel>
          <CategoryNameField id="category-name" />
          <SlugField id="category-slug" pathPrefix="/category/" error={errors.slug?.message} registration={register('slug')} />
          <TranslatedField id="category-description" name="description" tamilName="translations.ta.description" label="Description" rows={3} maxLength={maxLengthOf(categoryFields.description)} />
          {isEdit ? (
            parentName && (
              <Text color="fg.muted" fontSize="sm">
                Subcategory of <strong>{parentName}</strong>
              </Text>
            )
          ) : (
            <Field.Root ids={{ control: 'category-parent' }} invalid={Boolean(errors.parent)}>
              <Field.Label>Parent Category</Field.Label>
              <SelectInput {...register('parent')}>
                <CategoryOptions empty="None (main category)" categories={mainCategories} />
              </SelectInput>
              <Field.HelperText>Choose a main category to create a subcategory.</Field.HelperText>
              <Field.ErrorText>{errors.parent?.message}</Field.ErrorText>
            </Field.Root>
          )}
          <CheckboxField control={control} name="showInNav" label="Show in navigation" hint="Main categories marked here appear in the website's header menu." />
          <CheckboxField control={control} name="showInProductsDropdown" label="Show in products dropdown" />
          <FormImageInput label="Category Image" image={image} savedImage={savedImage} flow={flow} removeNotice="Image will be deleted upon saving" />
    </EditorFrame>
  );
}
