import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Flex } from '@chakra-ui/react';
import { categorySchema } from '@catalogue/domain';
import { useSaveCategory } from '../../api/categories.queries';
import { FormStatus, SubmitButton } from '../components/FormStatus';
import { useSaveFlow } from '../components/useSaveFlow';
import { usePageTitle } from '../components/usePageTitle';
import { FormCard, FormPage } from '../components/FormPage';
import { CategoryNameField, submitCategory } from './categoryFormParts';

/** The 'Simple Category Form': a main category with only a name. */
export function SimpleCategoryForm() {
  usePageTitle('Simple Category Form');
  const flow = useSaveFlow();
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: yupResolver(categorySchema) as unknown as Resolver<{ name: string }>, defaultValues: { name: '' } });

  const onSubmit = handleSubmit(({ name }) =>
    submitCategory(flow, setError, ['name'], () => save.mutateAsync({ values: { name } }), 'Category created successfully!'),
  );

  return (
    <FormPage back="/admin/categories" backLabel="Back to Categories" title="Simple Category Form">
      <FormStatus flow={flow} errorHeading="Error Saving Category" />
      <FormCard onSubmit={onSubmit}>
        <CategoryNameField id="simple-category-name" error={errors.name?.message} registration={register('name')} />
        <Flex justify="flex-end">
          <SubmitButton saving={flow.status === 'saving'} label="Save Category" disabled={flow.status === 'success'} />
        </Flex>
      </FormCard>
    </FormPage>
  );
}
