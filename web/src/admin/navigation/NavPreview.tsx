import { useState, type ReactNode } from 'react';
import { Box, Button, Card, chakra, Flex, Heading, HStack, Tabs, Text, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import type { DropPosition } from '@catalogue/domain';
import { SortableList, type HandleProps } from '../components/SortableList';
import type { ManagerItem } from './navModel';

interface NavPreviewProps {
  items: ManagerItem[];
  maxVisibleItems: number;
  dropdownLabel: string;
  onDrop: (activeKey: string, overKey: string, position: DropPosition) => void;
}

const chipStyles = {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2.5',
    py: '1.5',
    minH: '9',
    rounded: 'l2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    cursor: 'grab',
    touchAction: 'none',
    borderWidth: '2px',
    borderColor: 'transparent',
    focusVisibleRing: 'outside',
    focusRingColor: 'gold.400',
  },
  fixed: { bg: 'cream.200', color: 'brand.800' },
  category: { bg: 'gold.200', color: 'gold.900' },
  dropdown: { borderStyle: 'dashed', borderColor: 'gold.400' },
} satisfies Record<string, SystemStyleObject>;

const Swatch = ({ css }: { css: SystemStyleObject }) => <Box aria-hidden="true" w="22px" h="4" rounded="l1" borderWidth="2px" borderColor="transparent" css={css} />;

/** The live 'Navigation Preview': the header as visitors will see it, on a desktop and on a phone. */
export function NavPreview({ items, maxVisibleItems, dropdownLabel, onDrop }: NavPreviewProps) {
  const [showNumbers, setShowNumbers] = useState(true);
  const visible = items.filter((item) => item.visible);
  const max = Number.isFinite(maxVisibleItems) && maxVisibleItems > 0 ? maxVisibleItems : visible.length;
  const inDropdown = (item: ManagerItem) => visible.indexOf(item) >= max;
  const label = dropdownLabel.trim() || 'More';

  /** A draggable chip named by its visible text; its position and dropdown are read out as its description. */
  const chip = (item: ManagerItem, handle: HandleProps, axis: 'x' | 'y') => {
    const position = visible.indexOf(item) + 1;
    const descriptionId = `nav-preview-${axis}-${item.key}`;
    return (
      <>
        <chakra.button
          type="button"
          css={[chipStyles.base, chipStyles[item.type === 'category' ? 'category' : 'fixed'], inDropdown(item) ? chipStyles.dropdown : {}]}
          w={axis === 'y' ? 'full' : undefined}
          title={`${item.name} (order ${item.order})${inDropdown(item) ? ` — in '${label}'` : ''}`}
          {...handle}
          aria-describedby={[descriptionId, handle['aria-describedby']].filter(Boolean).join(' ')}
        >
          {showNumbers && (
            <Box as="span" aria-hidden="true" display="inline-grid" placeItems="center" minW="5" h="5" rounded="full" bg="brand.solid" color="brand.contrast" fontSize="2xs">
              {position}
            </Box>
          )}
          {item.name}
        </chakra.button>
        <VisuallyHidden id={descriptionId}>
          Position {position}
          {inDropdown(item) ? `, in the ${label} dropdown` : ''}. Drag to reorder.
        </VisuallyHidden>
      </>
    );
  };

  const firstDropdown = visible[max];
  const logo = (
    <Text as="span" color="gold.400" fontFamily="heading" fontWeight="bold">
      Logo
    </Text>
  );
  const list = (axis: 'x' | 'y') => (
    <SortableList
      axis={axis}
      label={axis === 'x' ? 'Desktop navigation preview' : 'Mobile navigation preview'}
      items={visible}
      getId={(item) => item.key}
      getName={(item) => item.name}
      onDrop={onDrop}
      renderItem={(item, handle) => (
        <Flex direction={axis === 'x' ? 'row' : 'column'} align={axis === 'x' ? 'center' : 'stretch'} gap="1.5" w={axis === 'y' ? 'full' : undefined}>
          {item === firstDropdown && (
            <Text as="span" aria-hidden="true" color="gold.200" fontSize="xs" fontWeight="bold" px="1">
              {label} ▾
            </Text>
          )}
          {chip(item, handle, axis)}
        </Flex>
      )}
    />
  );

  return (
    <Card.Root as="section" aria-labelledby="preview-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" id="preview-title" size="lg">
            Navigation Preview
          </Heading>
          <Button variant="ghost" size="sm" aria-pressed={showNumbers} onClick={() => setShowNumbers((v) => !v)}>
            {showNumbers ? 'Hide position numbers' : 'Show position numbers'}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <Tabs.Root defaultValue="desktop" size="sm" variant="line" lazyMount unmountOnExit>
          <Tabs.List aria-label="Preview size" mb="3">
            <Tabs.Trigger value="desktop">Desktop</Tabs.Trigger>
            <Tabs.Trigger value="mobile">Mobile</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="desktop">
            <Flex align="center" gap="3.5" wrap="wrap" bg="brand.800" p="3" rounded="l2">
              {logo}
              {list('x')}
            </Flex>
          </Tabs.Content>
          <Tabs.Content value="mobile">
            <PhoneFrame>
              <Flex justify="space-between" color="white">
                {logo}
                <span aria-hidden="true">☰</span>
              </Flex>
              {list('y')}
            </PhoneFrame>
          </Tabs.Content>
        </Tabs.Root>
        {visible.length === 0 && <Text color="fg.muted">No visible items.</Text>}
        <HStack as="ul" aria-label="Legend" listStyle="none" gap="3.5" wrap="wrap" fontSize="sm">
          <HStack as="li" gap="1.5">
            <Swatch css={chipStyles.fixed} /> Page
          </HStack>
          <HStack as="li" gap="1.5">
            <Swatch css={chipStyles.category} /> Category
          </HStack>
          <HStack as="li" gap="1.5">
            <Swatch css={{ ...chipStyles.dropdown, bg: 'white' }} /> In the '{label}' dropdown
          </HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          Drag items in the preview to reorder them. Changes made here are kept until you press 'Save All Settings'.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The phone frame of the mobile preview. */
function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <Box display="grid" gap="2" w="280px" maxW="full" mx="auto" borderWidth="8px" borderColor="gray.800" rounded="3xl" p="2.5" bg="brand.800">
      {children}
    </Box>
  );
}
