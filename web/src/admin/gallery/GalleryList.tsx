import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Flex, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { GALLERY_TEXTS, matchesSearch, textsInEveryLanguage, untranslatedCount, type GalleryItem } from '@catalogue/domain';
import { useDeleteGalleryItem, useGalleryItems, useToggleGalleryPopular } from '../../api/gallery.queries';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CompactPagination, paginate } from '../components/Pagination';
import { Thumb } from '../components/Thumb';
import { usePageTitle } from '../components/usePageTitle';
import { useIsMobile } from '../../components/browserValues';
import { useDeleteConfirm } from '../components/useDeleteConfirm';
import { useUndoableDelete } from '../components/useUndoableDelete';
import { ToggleBadge } from '../components/ToggleBadge';
import { RowActions } from '../components/RowActions';
import { PageHead } from '../components/PageHead';
import { SearchInput } from '../components/SearchInput';
import { Loading } from '../components/Loading';
import { TableHead } from '../components/TableHead';
import { toast } from '../components/toast';
import { NotInTamilFilter } from '../translations/NotInTamilFilter';
import { UntranslatedBadge } from '../translations/NotInTamilMark';

const untranslated = (item: GalleryItem) => untranslatedCount(item, GALLERY_TEXTS);

const ADMIN_GALLERY_PAGE_SIZE = 6;

const OTHER_FORMS = [
  { to: '/admin/gallery/simple/new', label: 'simple form' },
  { to: '/admin/gallery/simple2', label: 'quick add' },
  { to: '/admin/gallery/json', label: 'JSON test form' },
];

export function GalleryList() {
  usePageTitle('Gallery');
  const isMobile = useIsMobile();
  const gallery = useGalleryItems();
  const removeItem = useDeleteGalleryItem();
  const undoable = useUndoableDelete();
  const togglePopular = useToggleGalleryPopular();
  const [search, setSearch] = useState('');
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (gallery.isError) toast.error('Failed to fetch gallery items');
  }, [gallery.isError]);

  const filtered = useMemo(
    () =>
      (gallery.data ?? []).filter(
        (item) => matchesSearch([...textsInEveryLanguage(item, GALLERY_TEXTS), item.category], search) && (!untranslatedOnly || untranslated(item) > 0),
      ),
    [gallery.data, search, untranslatedOnly],
  );
  const { pageItems, pages, page: current } = paginate(filtered, page, ADMIN_GALLERY_PAGE_SIZE);

  const deletion = useDeleteConfirm(
    (item: GalleryItem) => removeItem.mutateAsync(item._id).then(
      () => ({ error: null }),
      (error: unknown) => ({ error }),
    ),
    (deleted, failed) => {
      if (failed) toast.error('Failed to delete gallery item');
      else undoable('Gallery item deleted successfully', deleted._id);
    },
  );

  const flipPopular = (item: GalleryItem) =>
    togglePopular.mutate(item._id, {
      onSuccess: (answer) => toast.success(answer.isPopular ? `"${item.title}" marked as popular` : `"${item.title}" is no longer popular`),
      onError: () => toast.error('Failed to update popular status'),
    });

  const popularButton = (item: GalleryItem) => (
    // One name in both states (aria-pressed tells them apart), and the visible text is part of it.
    <ToggleBadge
      pressed={item.isPopular}
      label={`Popular: ${item.title}`}
      onText="★ Popular"
      offText="☆ Popular"
      title={item.isPopular ? 'Remove from popular' : 'Mark as popular'}
      onToggle={() => flipPopular(item)}
    />
  );
  const actions = (item: GalleryItem) => <RowActions editTo={`/admin/gallery/edit/${item._id}`} name={item.title} onDelete={() => deletion.ask(item)} />;

  return (
    <Stack gap="4" maxW="1200px">
      <PageHead title="Gallery Management" addTo="/admin/gallery/new" addLabel="+ Add New" />
      <HStack>
        <SearchInput
          id="gallery-search"
          label="Search gallery items"
          placeholder="Search gallery items..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <NotInTamilFilter
          checked={untranslatedOnly}
          onChange={(checked) => {
            setUntranslatedOnly(checked);
            setPage(1);
          }}
        />
      </HStack>
      {gallery.isPending ? (
        <Loading />
      ) : filtered.length === 0 ? (
        <Text p="6" textAlign="center" color="fg.muted">
          No gallery items found.
        </Text>
      ) : isMobile ? (
        <Stack as="ul" listStyle="none" gap="3" aria-label="Gallery items">
          {pageItems.map((item) => (
            <Card.Root as="li" key={item._id} size="sm" flexDirection="row" data-testid="gallery-card">
              <Box p="3" pe="0">
                <Thumb src={item.image} info={item.imageInfo} alt={item.title} size={64} />
              </Box>
              <Card.Body gap="2" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {item.title}
                </Text>
                <UntranslatedBadge count={untranslated(item)} />
                <Text textStyle="sm" color="fg.muted">
                  {item.category || 'None'}
                </Text>
                <Box>{popularButton(item)}</Box>
                {actions(item)}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel">
          <Table.Root aria-label="Gallery items" interactive>
            <TableHead columns={['Image', 'Title', 'Category', 'Popular', 'Actions']} />
            <Table.Body>
              {pageItems.map((item) => (
                <Table.Row key={item._id} data-testid="gallery-row">
                  <Table.Cell>
                    <Thumb src={item.image} info={item.imageInfo} alt={item.title} />
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" align="center" wrap="wrap">
                      {item.title}
                      <UntranslatedBadge count={untranslated(item)} />
                    </Flex>
                  </Table.Cell>
                  <Table.Cell>{item.category || 'None'}</Table.Cell>
                  <Table.Cell>{popularButton(item)}</Table.Cell>
                  <Table.Cell>{actions(item)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <CompactPagination page={current} pages={pages} onPage={setPage} />
      <Text textStyle="sm" color="fg.muted">
        Other forms:{' '}
        {OTHER_FORMS.map((form, index) => (
          <span key={form.to}>
            {index > 0 && ' · '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={form.to}>{form.label}</RouterLink>
            </Link>
          </span>
        ))}
      </Text>
      <ConfirmDialog
        {...deletion.dialog}
        title="Confirm Delete"
        message="Are you sure you want to delete this gallery item? It moves to the trash for 30 days, where you can restore it."
      />
    </Stack>
  );
}
