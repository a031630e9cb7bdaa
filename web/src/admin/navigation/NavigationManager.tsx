import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Badge, Box, Button, Card, Field, Fieldset, Flex, Grid, Heading, Input, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import {
  DEFAULT_NAV_CONFIG,
  FIXED_NAV_ITEMS,
  NAV_MAX_VISIBLE_MAX,
  NAV_MAX_VISIBLE_MIN,
  maxLengthOf,
  navConfigSchema,
  SHOWN_FIXED_KEYS,
  type Category,
  type DropPosition,
  type FixedNavKey,
  type NavConfig,
  type NavConfigVersion,
} from '@catalogue/domain';
import { useNavConfig, useNavConfigHistory, useSaveNavConfig } from '../../api/navConfig.queries';
import { etagOf } from '../../api/etags';
import { asApiError } from '../../api/queryResult';
import { useCategories, useUpdateCategoryNavSettings } from '../../api/categories.queries';
import { DragHandle, SortableList } from '../components/SortableList';
import { dropReorder } from '../components/reorder';
import { usePageTitle } from '../components/usePageTitle';
import { Loading } from '../components/Loading';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { toast } from '../components/toast';
import { changedCategories, managerItems, previewDrop, splitChanges, type OrderChanges } from './navModel';
import { NavPreview } from './NavPreview';
import { NavHistory } from './NavHistory';
import { TranslatedField } from '../translations/TranslatedField';
import { withTamilTexts } from '../translations/withTamilTexts';

const configOf = (value: NavConfig): NavConfig => ({
  maxVisibleItems: value.maxVisibleItems,
  moreDropdownLabel: value.moreDropdownLabel,
  showFixedItems: { ...DEFAULT_NAV_CONFIG.showFixedItems, ...value.showFixedItems },
  fixedItemsOrder: { ...DEFAULT_NAV_CONFIG.fixedItemsOrder, ...value.fixedItemsOrder },
  translations: withTamilTexts(value.translations, ['moreDropdownLabel']),
});

type CategoryEdits = Record<string, Partial<Pick<Category, 'order' | 'showInNav'>>>;

/** The edits minus the given fields of the given categories. */
const withoutEdits = (edits: CategoryEdits, ids: string[], field: 'order' | 'showInNav'): CategoryEdits =>
  Object.fromEntries(
    Object.entries(edits).map(([id, edit]) => {
      if (!ids.includes(id)) return [id, edit];
      const { [field]: _dropped, ...rest } = edit;
      return [id, rest];
    }),
  );

export function NavigationManager() {
  usePageTitle('Navigation Manager');
  const form = useForm<NavConfig>({
    resolver: yupResolver(navConfigSchema) as unknown as Resolver<NavConfig>,
    defaultValues: configOf(DEFAULT_NAV_CONFIG),
  });
  const { register, control, handleSubmit, reset, setValue, watch, formState } = form;
  const navConfig = useNavConfig();
  const categoriesQuery = useCategories();
  const history = useNavConfigHistory();
  const saveConfig = useSaveNavConfig();
  const saveCategories = useUpdateCategoryNavSettings();
  // Category order and visibility changed here but not saved yet, by category id.
  const [edits, setEdits] = useState<CategoryEdits>({});
  const [saving, setSaving] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [tab, setTab] = useState('order');

  const current = navConfig.data ?? null;
  // The form follows the saved settings: at start, and after each save or restore.
  useEffect(() => {
    if (current) reset(configOf(current));
  }, [current, reset]);

  const failedToLoad = navConfig.isError || categoriesQuery.isError;
  useEffect(() => {
    if (failedToLoad) toast.error('Failed to load navigation data');
  }, [failedToLoad]);

  const serverCategories = useMemo(() => (categoriesQuery.data ?? []).filter((c) => !c.parent), [categoriesQuery.data]);
  const categories = useMemo(() => serverCategories.map((c) => ({ ...c, ...edits[c._id] })), [serverCategories, edits]);

  const values = watch();
  const config = configOf(values);
  const items = managerItems(config, categories);
  const pendingCategories = changedCategories(categories, serverCategories);
  const dirty = formState.isDirty || pendingCategories.length > 0;

  const applyLocal = (changes: OrderChanges) => {
    for (const [key, order] of Object.entries(changes.fixed)) {
      setValue(`fixedItemsOrder.${key as FixedNavKey}`, order, { shouldDirty: true });
    }
    setEdits((all) => {
      const next = { ...all };
      for (const [id, order] of Object.entries(changes.categories)) next[id] = { ...next[id], order };
      return next;
    });
  };

  /** 'Category Order' tab: midpoint rule; categories are saved at once, fixed items on save. */
  const onOrderDrop = async (activeKey: string, overKey: string, position: DropPosition) => {
    const result = dropReorder(
      items.map((item) => ({ id: item.key, order: item.order })),
      activeKey,
      overKey,
      position,
    );
    if (!result) return;
    const changes = splitChanges(result.changes);
    applyLocal(changes);
    const ids = Object.keys(changes.categories);
    if (!ids.length) return;
    try {
      await saveCategories.mutateAsync(ids.map((id) => ({ id, order: changes.categories[id] })));
    } catch {
      toast.error('Failed to update item order');
      setEdits((all) => withoutEdits(all, ids, 'order'));
    }
  };

  /** The preview's drop: reorder and renumber in steps of 10, locally until saved. */
  const onPreviewDrop = (activeKey: string, overKey: string, position: DropPosition) => {
    const changes = previewDrop(items, activeKey, overKey, position);
    if (!changes) return;
    applyLocal(changes);
    toast.success('Navigation order updated');
  };

  const toggleCategory = (id: string, showInNav: boolean) => setEdits((all) => ({ ...all, [id]: { ...all[id], showInNav } }));

  const save = handleSubmit(
    async (formValues) => {
      setSaving(true);
      try {
        await saveConfig.mutateAsync({ config: configOf(formValues), ifMatch: etagOf(current) });
        await saveCategories.mutateAsync(pendingCategories.map((c) => ({ id: c._id, order: c.order, showInNav: Boolean(c.showInNav) })));
        setEdits({});
        toast.success('Navigation settings saved successfully');
      } catch (error) {
        // Changed elsewhere (412): the message says so; the settings are read again, the typed values stay.
        const failure = asApiError(error);
        toast.error(failure.status === 412 ? failure.message : 'Failed to save navigation settings');
      } finally {
        setSaving(false);
      }
    },
    () => {
      setTab('settings');
      toast.error('Failed to save navigation settings');
    },
  );

  const restore = async (version: NavConfigVersion) => {
    setRestoring(version.version);
    try {
      const saved = await saveConfig.mutateAsync({ config: configOf(version) });
      toast.success(`Version ${version.version} restored (saved as version ${saved.version})`);
    } catch {
      toast.error('Failed to save navigation settings');
    } finally {
      setRestoring(null);
    }
  };

  if (navConfig.isPending || categoriesQuery.isPending) return <Loading />;

  const errors = formState.errors;
  return (
    <FormProvider {...form}>
      <Stack gap="4" maxW="1200px">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              Navigation Manager
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {current && current.version > 0 ? `Current version: ${current.version}` : 'Using the default settings'}
              {dirty && (
                <Text as="span" color="gold.fg" fontWeight="bold">
                  {' '}
                  · Unsaved changes
                </Text>
              )}
            </Text>
          </Box>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Saving...' : 'Save All Settings'}
          </Button>
        </Flex>
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
          <Card.Root>
            <Card.Body>
              <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line">
                <Tabs.List aria-label="Navigation manager" mb="3">
                  <Tabs.Trigger value="order">Category Order</Tabs.Trigger>
                  <Tabs.Trigger value="settings">Navigation Settings</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="order">
                  <Stack gap="3">
                    <Text color="fg.muted" fontSize="sm">
                      Drag items to change their order. Categories are saved as soon as you drop them; pages are saved with 'Save All Settings'.
                    </Text>
                    <SortableList
                      label="Navigation order"
                      items={items}
                      disabled={saving || restoring !== null}
                      getId={(item) => item.key}
                      getName={(item) => item.name}
                      onDrop={(a, o, p) => void onOrderDrop(a, o, p)}
                      renderItem={(item, handle) => (
                        <Flex align="center" gap="3" px="2.5" py="2" bg="bg.panel" borderWidth="1px" rounded="l2" wrap="wrap" data-testid="nav-order-row">
                          <DragHandle name={item.name} handle={handle} />
                          <Text
                            fontWeight="semibold"
                            color={item.visible ? undefined : 'fg.muted'}
                            textDecoration={item.visible ? undefined : 'line-through'}
                          >
                            {item.name}
                          </Text>
                          <Badge colorPalette={item.type === 'category' ? 'brand' : 'gray'}>{item.type === 'category' ? 'Category' : 'Page'}</Badge>
                          {!item.visible && <Badge variant="outline">Hidden</Badge>}
                          <Text ms="auto" color="fg.muted" fontSize="sm">
                            order {Number(item.order.toFixed(2))}
                          </Text>
                        </Flex>
                      )}
                    />
                  </Stack>
                </Tabs.Content>
                <Tabs.Content value="settings">
                  <Stack asChild gap="4">
                    <form
                      noValidate
                      onSubmit={(e) => {
                        e.preventDefault();
                        void save();
                      }}
                    >
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                        <Field.Root invalid={Boolean(errors.maxVisibleItems)}>
                          <Field.Label>Maximum visible items</Field.Label>
                          <Input type="number" min={NAV_MAX_VISIBLE_MIN} max={NAV_MAX_VISIBLE_MAX} step={1} {...register('maxVisibleItems', { valueAsNumber: true })} />
                          <Field.HelperText>
                            Items in the header ({NAV_MAX_VISIBLE_MIN} to {NAV_MAX_VISIBLE_MAX}); the rest go into the dropdown.
                          </Field.HelperText>
                          <Field.ErrorText>{errors.maxVisibleItems?.message}</Field.ErrorText>
                        </Field.Root>
                      </SimpleGrid>
                      <TranslatedField
                        name="moreDropdownLabel"
                        tamilName="translations.ta.moreDropdownLabel"
                        label="Dropdown label"
                        maxLength={maxLengthOf(navConfigSchema.fields.moreDropdownLabel)}
                      />
                      <Fieldset.Root borderWidth="1px" rounded="l2" px="3.5" py="2.5">
                        <Fieldset.Legend px="1">Pages shown in the navigation</Fieldset.Legend>
                        <Fieldset.Content asChild>
                          <Flex wrap="wrap" gap="1 18px">
                            {SHOWN_FIXED_KEYS.map((key) => (
                              <Controller
                                key={key}
                                control={control}
                                name={`showFixedItems.${key}`}
                                render={({ field }) => (
                                  <LabelledCheckbox label={FIXED_NAV_ITEMS[key].name} checked={field.value !== false} onChange={field.onChange} onBlur={field.onBlur} />
                                )}
                              />
                            ))}
                          </Flex>
                        </Fieldset.Content>
                      </Fieldset.Root>
                      <Fieldset.Root borderWidth="1px" rounded="l2" px="3.5" py="2.5">
                        <Fieldset.Legend px="1">Categories shown in the navigation</Fieldset.Legend>
                        <Fieldset.Content asChild>
                          <Flex wrap="wrap" gap="1 18px">
                            {categories.length === 0 && <Text color="fg.muted">No categories yet.</Text>}
                            {categories.map((c) => (
                              <LabelledCheckbox key={c._id} label={c.name} checked={Boolean(c.showInNav)} onChange={(checked) => toggleCategory(c._id, checked)} />
                            ))}
                          </Flex>
                        </Fieldset.Content>
                      </Fieldset.Root>
                      <Text color="fg.muted" fontSize="sm">
                        Changes here are kept until you press 'Save All Settings'.
                      </Text>
                    </form>
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
            </Card.Body>
          </Card.Root>
          <Stack gap="4">
            <NavPreview items={items} maxVisibleItems={Number(values.maxVisibleItems)} dropdownLabel={values.moreDropdownLabel ?? ''} onDrop={onPreviewDrop} />
            <NavHistory history={history.data ?? []} currentVersion={current?.version ?? null} restoring={restoring} onRestore={(v) => void restore(v)} />
          </Stack>
        </Grid>
      </Stack>
    </FormProvider>
  );
}
