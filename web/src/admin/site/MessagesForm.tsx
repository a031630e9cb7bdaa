import { ORDER_PLACEHOLDER_MESSAGE } from '@catalogue/domain';
import { TextField } from './fields';
import { SectionForm } from './SectionForm';
import { useSectionForm } from './useSectionForm';

/** The chat messages: the order button's template and the floating chat button's greeting. */
export function MessagesForm() {
  const { form, settings, loadFailed, submit, saving } = useSectionForm('messages');
  return (
    <SectionForm
      title="Messages"
      description="The messages a visitor's chat opens with."
      form={form}
      onSubmit={() => void submit()}
      saving={saving}
      ready={Boolean(settings)}
      loadFailed={loadFailed}
    >
      <TextField name="order" label="Order message" rows={2} required hint={`${ORDER_PLACEHOLDER_MESSAGE}: it is replaced by the product's name.`} />
      <TextField name="greeting" label="Chat greeting" rows={2} required hint="The floating chat button's message." />
    </SectionForm>
  );
}
