import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Flex } from '@chakra-ui/react';
import { CATEGORY_TEXTS, categorySchema } from '@catalogue/domain';
import { useSaveCategory } from '../../api/categories.queries';
import { FormStatus, SubmitButton } from '../components/FormStatus';
import { useSaveFlow } from '../components/useSaveFlow';
import { usePageTitle } from '../components/usePageTitle';
import { FormCard, FormPage } from '../components/FormPage';
import { CategoryNameField, submitCategory } from './categoryFormParts';
import { withTamilTexts } from '../translations/withTamilTexts';

type SimpleCategoryValues = { name: string; translations: ReturnType<typeof withTamilTexts<'name' | 'description'>> };

/** The 'Simple Category Form': a main category with only a name. */
export function SimpleCategoryForm() {
  usePageTitle('Simple Category Form');
  const flow = useSaveFlow();
  const save = useSaveCategory();
  const form = useForm<SimpleCategoryValues>({
    resolver: yupResolver(categorySchema) as unknown as Resolver<SimpleCategoryValues>,
    defaultValues: { name: '', translations: withTamilTexts(undefined, CATEGORY_TEXTS) },
  });

  const onSubmit = form.handleSubmit(({ name, translations }) =>
    submitCategory(flow, form.setError, ['name'], () => save.mutateAsync({ values: { name, translations } }), 'Category created successfully!'),
  );

  return (
    <FormPage back="/admin/categories" backLabel="Back to Categories" title="Simple Category Form">
      <FormStatus flow={flow} errorHeading="Error Saving Category" />
      <FormProvider {...form}>
        <FormCard onSubmit={onSubmit}>
          <CategoryNameField id="simple-category-name" />
          <Flex justify="flex-end">
            <SubmitButton saving={flow.status === 'saving'} label="Save Category" disabled={flow.status === 'success'} />
          </Flex>
        </FormCard>
      </FormProvider>
    </FormPage>
  );
}
