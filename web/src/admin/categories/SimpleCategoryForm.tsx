import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { categorySchema } from '@catalogue/domain';
import { createCategory } from '../../api/categories';
import { FormStatus, SubmitButton } from '../components/FormStatus';
import { applyServerErrors, useSaveFlow, validationSummary } from '../components/useSaveFlow';
import { BackLink, usePageTitle } from '../components/misc';

/** The 'Simple Category Form': a main category with only a name. */
export function SimpleCategoryForm() {
  usePageTitle('Simple Category Form');
  const flow = useSaveFlow();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: yupResolver(categorySchema) as unknown as Resolver<{ name: string }>, defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    flow.start();
    const result = await createCategory({ name });
    if (result.error) {
      applyServerErrors(result.error, setError, ['name']);
      flow.fail(result.error.errors ? validationSummary(result.error.errors) : result.error.message || 'Failed to save category', result.error);
      return;
    }
    flow.succeed('Category created successfully!', '/admin/categories');
  });

  const saving = flow.status === 'saving';
  return (
    <div className="admin-page admin-page--narrow">
      <BackLink to="/admin/categories">Back to Categories</BackLink>
      <h1 className="admin-h1">Simple Category Form</h1>
      <FormStatus flow={flow} errorHeading="Error Saving Category" />
      <form className="admin-form admin-card" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor="simple-category-name">Category Name*</label>
          <input id="simple-category-name" type="text" required maxLength={120} {...register('name')} />
          {errors.name && <p className="admin-field__error">{errors.name.message}</p>}
        </div>
        <div className="admin-form__actions">
          <SubmitButton saving={saving} label="Save Category" disabled={flow.status === 'success'} />
        </div>
      </form>
    </div>
  );
}
