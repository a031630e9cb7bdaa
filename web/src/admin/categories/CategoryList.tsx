import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { CATEGORY_TEXTS, untranslatedCount, type Category, type DropPosition } from '@catalogue/domain';
import { useCategories, useDeleteCategory, useReorderCategories } from '../../api/categories.queries';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DragHandle, SortableList, type HandleProps } from '../components/SortableList';
import { byOrder, dropReorder } from '../components/reorder';
import { Thumb } from '../components/Thumb';
import { usePageTitle } from '../components/usePageTitle';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { useUndoableDelete } from '../components/useUndoableDelete';
import { RowActions } from '../components/RowActions';
import { PageHead } from '../components/PageHead';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { toast } from '../components/toast';
import { NotInTamilFilter } from '../translations/NotInTamilFilter';
import { UntranslatedBadge } from '../translations/NotInTamilMark';

type Row = Category & { id: string };
const untranslated = (category: Category) => untranslatedCount(category, CATEGORY_TEXTS);
const toRows = (list: Category[]): Row[] =>
  byOrder(list.map((c, index) => ({ ...c, id: c._id, order: Number.isFinite(c.order) ? c.order : 1000 + index })));

export function CategoryList() {
  usePageTitle('Categories');
  const query = useCategories();
  const reorderCategories = useReorderCategories();
  const removeCategory = useDeleteCategory();
  const undoable = useUndoableDelete();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const categories = useMemo(() => toRows(query.data ?? []), [query.data]);
  /** With the filter: every category and subcategory with a text not yet in Tamil, in the list's order (not reordered here). */
  const untranslatedRows = useMemo(
    () => categories.flatMap((category) => [category, ...toRows(category.subcategories ?? [])]).filter((category) => untranslated(category) > 0),
    [categories],
  );

  /** Reorders a list (main categories, or the subcategories of one parent): shown at once, saved at once. */
  const reorder = (list: Row[], activeId: string, overId: string, position: DropPosition, parentId: string | null) => {
    const result = dropReorder(list, activeId, overId, position);
    if (!result) return;
    reorderCategories.mutate(
      {
        categories: parentId ? categories.map((c) => (c._id === parentId ? { ...c, subcategories: result.items } : c)) : result.items,
        changes: result.changes,
      },
      {
        onSuccess: () => toast.success('Category order updated'),
        onError: () => toast.error('Failed to update category order.'),
      },
    );
  };

  const deletion = useDeleteConfirm(
    (category: Category) =>
      removeCategory.mutateAsync(category._id).then(
        () => ({}),
        (failure: unknown) => ({ error: failure }),
      ),
    (category, failed) => {
      if (!failed) undoable('Category deleted successfully', category._id);
    },
  );

  const row = (category: Row, handle: HandleProps | null, isSub: boolean) => {
    const subs = category.subcategories ?? [];
    const open = Boolean(expanded[category._id]);
    return (
      <Flex align="center" gap="3" px="2.5" py="2" bg={isSub ? 'bg.subtle' : 'bg.panel'} borderWidth="1px" rounded="l2" wrap="wrap" data-testid="category-row">
        {handle && <DragHandle name={category.name} handle={handle} />}
        <Thumb src={category.image} info={category.imageInfo} alt={category.name} size={44} />
        <Flex flex="1" minW="140px" align="center" gap="1.5" wrap="wrap">
          <Text as="span" fontWeight="semibold">
            {category.name}
          </Text>
          <Badge colorPalette={isSub ? 'gray' : 'brand'}>{isSub ? 'Subcategory' : 'Main Category'}</Badge>
          {!isSub && category.showInNav && <Badge colorPalette="gold">In navigation</Badge>}
          <UntranslatedBadge count={untranslated(category)} />
        </Flex>
        {handle && !isSub && subs.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={`subs-${category._id}`}
            onClick={() => setExpanded((state) => ({ ...state, [category._id]: !open }))}
          >
            {open ? '▾ Hide' : '▸ Show'} {subs.length} {subs.length === 1 ? 'subcategory' : 'subcategories'}
          </Button>
        )}
        <RowActions editTo={`/admin/categories/edit/${category._id}`} name={category.name} onDelete={() => deletion.ask(category)} />
      </Flex>
    );
  };

  return (
    <Stack gap="4" maxW="1200px">
      <PageHead title="Categories Management" addTo="/admin/categories/new" addLabel="+ Add New" />
      <Text bg="brand.subtle" px="3.5" py="2.5" rounded="l2" fontSize="sm">
        Tip: drag categories by their handle (⠿) to reorder them; the new order is saved immediately and used by the website&apos;s
        navigation. With the keyboard, focus a handle, press Space, move with the arrow keys and press Space again.
      </Text>
      <NotInTamilFilter checked={untranslatedOnly} onChange={setUntranslatedOnly} />
      <ErrorAlert message={query.isError ? query.error.message || 'Failed to fetch categories' : ''} />
      {removeCategory.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Content>
            <Alert.Title>Failed to delete category. It may be associated with products.</Alert.Title>
            <Alert.Description>{removeCategory.error.message}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => removeCategory.reset()} />
        </Alert.Root>
      )}
      {query.isPending ? (
        <Loading />
      ) : untranslatedOnly ? (
        untranslatedRows.length === 0 ? (
          <Text p="6" textAlign="center" color="fg.muted">
            Every category is in Tamil.
          </Text>
        ) : (
          <Stack as="ul" aria-label="Categories not yet in Tamil" listStyle="none" gap="1.5">
            {untranslatedRows.map((category) => (
              <li key={category._id}>{row(category, null, Boolean(category.parent))}</li>
            ))}
          </Stack>
        )
      ) : categories.length === 0 ? (
        <Text p="6" textAlign="center" color="fg.muted">
          No categories found. Add your first category to get started.
        </Text>
      ) : (
        <SortableList
          label="Categories"
          items={categories}
          getId={(c) => c.id}
          getName={(c) => c.name}
          onDrop={(a, o, p) => reorder(categories, a, o, p, null)}
          renderItem={(category, handle, { dragging }) => (
            <>
              {row(category, handle, false)}
              {!dragging && expanded[category._id] && (category.subcategories?.length ?? 0) > 0 && (
                <Box id={`subs-${category._id}`} ms={{ base: '4', md: '10' }} mt="1.5" mb="1">
                  <SortableList
                    label={`Subcategories of ${category.name}`}
                    items={toRows(category.subcategories ?? [])}
                    getId={(c) => c.id}
                    getName={(c) => c.name}
                    onDrop={(a, o, p) => reorder(toRows(category.subcategories ?? []), a, o, p, category._id)}
                    renderItem={(sub, subHandle) => row(sub, subHandle, true)}
                  />
                </Box>
              )}
            </>
          )}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete category"
        message="Are you sure you want to delete this category? This will also delete all subcategories. They move to the trash for 30 days, where you can restore them."
      />
    </Stack>
  );
}
