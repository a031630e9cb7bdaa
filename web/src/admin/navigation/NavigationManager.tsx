import { useCallback, useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { toast } from 'sonner';
import {
  DEFAULT_NAV_CONFIG,
  FIXED_NAV_ITEMS,
  NAV_MAX_VISIBLE_MAX,
  NAV_MAX_VISIBLE_MIN,
  navConfigSchema,
  SHOWN_FIXED_KEYS,
  type Category,
  type DropPosition,
  type FixedNavKey,
  type NavConfig,
  type NavConfigVersion,
} from '@catalogue/domain';
import { getNavConfig, getNavConfigHistory, saveNavConfig } from '../../api/navConfig';
import { listCategories, updateCategoryNavSettings } from '../../api/categories';
import { SortableList } from '../components/SortableList';
import { dropReorder } from '../components/reorder';
import { usePageTitle } from '../components/misc';
import { Loading } from '../components/Loading';
import { changedCategories, managerItems, previewDrop, splitChanges, type OrderChanges } from './navModel';
import { NavPreview } from './NavPreview';
import { NavHistory } from './NavHistory';

const configOf = (value: NavConfig): NavConfig => ({
  maxVisibleItems: value.maxVisibleItems,
  moreDropdownLabel: value.moreDropdownLabel,
  showFixedItems: { ...DEFAULT_NAV_CONFIG.showFixedItems, ...value.showFixedItems },
  fixedItemsOrder: { ...DEFAULT_NAV_CONFIG.fixedItemsOrder, ...value.fixedItemsOrder },
});

export function NavigationManager() {
  usePageTitle('Navigation Manager');
  const form = useForm<NavConfig>({
    resolver: yupResolver(navConfigSchema) as unknown as Resolver<NavConfig>,
    defaultValues: DEFAULT_NAV_CONFIG,
  });
  const { register, handleSubmit, reset, setValue, watch, formState } = form;
  const [serverCategories, setServerCategories] = useState<Category[]>([]);
  const [categories, setCategories] = useState<Category[]>([]);
  const [current, setCurrent] = useState<NavConfigVersion | null>(null);
  const [history, setHistory] = useState<NavConfigVersion[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [tab, setTab] = useState('order');

  const load = useCallback(async () => {
    const [config, cats, versions] = await Promise.all([getNavConfig(), listCategories(), getNavConfigHistory()]);
    if (config.error || cats.error) toast.error('Failed to load navigation data');
    if (config.data) {
      setCurrent(config.data);
      reset(configOf(config.data));
    }
    const main = (cats.data ?? []).filter((c) => !c.parent);
    setServerCategories(main);
    setCategories(main);
    setHistory(versions.data ?? []);
    setLoading(false);
  }, [reset]);

  useEffect(() => {
    void load();
  }, [load]);

  const values = watch();
  const config = configOf(values);
  const items = managerItems(config, categories);
  const pendingCategories = changedCategories(categories, serverCategories);
  const dirty = formState.isDirty || pendingCategories.length > 0;

  const applyLocal = (changes: OrderChanges) => {
    for (const [key, order] of Object.entries(changes.fixed)) {
      setValue(`fixedItemsOrder.${key as FixedNavKey}`, order, { shouldDirty: true });
    }
    if (Object.keys(changes.categories).length) {
      setCategories((list) => list.map((c) => (c._id in changes.categories ? { ...c, order: changes.categories[c._id] } : c)));
    }
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
    const outcomes = await Promise.all(ids.map((id) => updateCategoryNavSettings(id, { order: changes.categories[id] })));
    if (outcomes.some((outcome) => outcome.error)) {
      toast.error('Failed to update item order');
      setCategories((list) => list.map((c) => (c._id in changes.categories ? { ...c, order: serverCategories.find((s) => s._id === c._id)?.order ?? c.order } : c)));
      return;
    }
    setServerCategories((list) => list.map((c) => (c._id in changes.categories ? { ...c, order: changes.categories[c._id] } : c)));
  };

  /** The preview's drop: reorder and renumber in steps of 10, locally until saved. */
  const onPreviewDrop = (activeKey: string, overKey: string, position: DropPosition) => {
    const changes = previewDrop(items, activeKey, overKey, position);
    if (!changes) return;
    applyLocal(changes);
    toast.success('Navigation order updated');
  };

  const toggleCategory = (id: string, showInNav: boolean) =>
    setCategories((list) => list.map((c) => (c._id === id ? { ...c, showInNav } : c)));

  const save = handleSubmit(
    async (formValues) => {
      setSaving(true);
      const saved = await saveNavConfig(configOf(formValues));
      const outcomes = saved.error
        ? []
        : await Promise.all(pendingCategories.map((c) => updateCategoryNavSettings(c._id, { order: c.order, showInNav: c.showInNav })));
      if (saved.error || outcomes.some((outcome) => outcome.error)) {
        setSaving(false);
        toast.error('Failed to save navigation settings');
        return;
      }
      await load();
      setSaving(false);
      toast.success('Navigation settings saved successfully');
    },
    () => {
      setTab('settings');
      toast.error('Failed to save navigation settings');
    },
  );

  const restore = async (version: NavConfigVersion) => {
    setRestoring(version.version);
    const saved = await saveNavConfig(configOf(version));
    if (saved.error || !saved.data) {
      setRestoring(null);
      toast.error('Failed to save navigation settings');
      return;
    }
    await load();
    setRestoring(null);
    toast.success(`Version ${version.version} restored (saved as version ${saved.data.version})`);
  };

  if (loading) return <Loading />;

  const errors = formState.errors;
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-h1">Navigation Manager</h1>
          <p className="admin-muted admin-small">
            {current && current.version > 0 ? `Current version: ${current.version}` : 'Using the default settings'}
            {dirty && <span className="admin-unsaved"> · Unsaved changes</span>}
          </p>
        </div>
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => void save()} disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save All Settings'}
        </button>
      </div>
      <div className="admin-nav-grid">
        <Tabs.Root value={tab} onValueChange={setTab} className="admin-tabs admin-card">
          <Tabs.List className="admin-tabs__list" aria-label="Navigation manager">
            <Tabs.Trigger value="order" className="admin-tabs__trigger">
              Category Order
            </Tabs.Trigger>
            <Tabs.Trigger value="settings" className="admin-tabs__trigger">
              Navigation Settings
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="order" className="admin-tabs__panel">
            <p className="admin-muted admin-small">
              Drag items to change their order. Categories are saved as soon as you drop them; pages are saved with 'Save All Settings'.
            </p>
            <SortableList
              label="Navigation order"
              items={items}
              disabled={saving || restoring !== null}
              getId={(item) => item.key}
              getName={(item) => item.name}
              onDrop={(a, o, p) => void onOrderDrop(a, o, p)}
              renderItem={(item, handle) => (
                <div className={`admin-nav-row ${item.visible ? '' : 'admin-nav-row--hidden'}`} data-testid="nav-order-row">
                  <button type="button" className="admin-drag-handle" aria-label={`Drag to reorder ${item.name}`} {...handle}>
                    ⠿
                  </button>
                  <span className="admin-nav-row__name">{item.name}</span>
                  <span className={`admin-badge ${item.type === 'category' ? 'admin-badge--nav' : ''}`}>{item.type === 'category' ? 'Category' : 'Page'}</span>
                  {!item.visible && <span className="admin-badge admin-badge--muted">Hidden</span>}
                  <span className="admin-muted admin-small admin-nav-row__order">order {Number(item.order.toFixed(2))}</span>
                </div>
              )}
            />
          </Tabs.Content>
          <Tabs.Content value="settings" className="admin-tabs__panel">
            <form className="admin-form" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
              <div className="admin-grid-2">
                <div className="admin-field">
                  <label htmlFor="nav-max">Maximum visible items</label>
                  <input
                    id="nav-max"
                    type="number"
                    min={NAV_MAX_VISIBLE_MIN}
                    max={NAV_MAX_VISIBLE_MAX}
                    step={1}
                    aria-invalid={errors.maxVisibleItems ? true : undefined}
                    {...register('maxVisibleItems', { valueAsNumber: true })}
                  />
                  <p className="admin-field__hint">
                    Items in the header ({NAV_MAX_VISIBLE_MIN} to {NAV_MAX_VISIBLE_MAX}); the rest go into the dropdown.
                  </p>
                  {errors.maxVisibleItems && <p className="admin-field__error">{errors.maxVisibleItems.message}</p>}
                </div>
                <div className="admin-field">
                  <label htmlFor="nav-label">Dropdown label</label>
                  <input id="nav-label" type="text" maxLength={60} aria-invalid={errors.moreDropdownLabel ? true : undefined} {...register('moreDropdownLabel')} />
                  {errors.moreDropdownLabel && <p className="admin-field__error">{errors.moreDropdownLabel.message}</p>}
                </div>
              </div>
              <fieldset className="admin-fieldset">
                <legend>Pages shown in the navigation</legend>
                {SHOWN_FIXED_KEYS.map((key) => (
                  <label key={key} className="admin-check">
                    <input type="checkbox" {...register(`showFixedItems.${key}`)} /> {FIXED_NAV_ITEMS[key].name}
                  </label>
                ))}
              </fieldset>
              <fieldset className="admin-fieldset">
                <legend>Categories shown in the navigation</legend>
                {categories.length === 0 && <p className="admin-muted">No categories yet.</p>}
                {categories.map((c) => (
                  <label key={c._id} className="admin-check">
                    <input type="checkbox" checked={Boolean(c.showInNav)} onChange={(e) => toggleCategory(c._id, e.target.checked)} /> {c.name}
                  </label>
                ))}
              </fieldset>
              <p className="admin-muted admin-small">Changes here are kept until you press 'Save All Settings'.</p>
            </form>
          </Tabs.Content>
        </Tabs.Root>
        <div className="admin-nav-side">
          <NavPreview
            items={items}
            maxVisibleItems={Number(values.maxVisibleItems)}
            dropdownLabel={values.moreDropdownLabel ?? ''}
            onDrop={onPreviewDrop}
          />
          <NavHistory history={history} currentVersion={current?.version ?? null} restoring={restoring} onRestore={(v) => void restore(v)} />
        </div>
      </div>
    </div>
  );
}
