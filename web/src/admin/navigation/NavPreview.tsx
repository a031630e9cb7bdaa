import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { DropPosition } from '@catalogue/domain';
import { SortableList, type HandleProps } from '../components/SortableList';
import type { ManagerItem } from './navModel';

interface NavPreviewProps {
  items: ManagerItem[];
  maxVisibleItems: number;
  dropdownLabel: string;
  onDrop: (activeKey: string, overKey: string, position: DropPosition) => void;
}

/** The live 'Navigation Preview': the header as visitors will see it, on a desktop and on a phone. */
export function NavPreview({ items, maxVisibleItems, dropdownLabel, onDrop }: NavPreviewProps) {
  const [showNumbers, setShowNumbers] = useState(true);
  const visible = items.filter((item) => item.visible);
  const max = Number.isFinite(maxVisibleItems) && maxVisibleItems > 0 ? maxVisibleItems : visible.length;
  const inDropdown = (item: ManagerItem) => visible.indexOf(item) >= max;
  const label = dropdownLabel.trim() || 'More';

  const chip = (item: ManagerItem, handle: HandleProps) => {
    const position = visible.indexOf(item) + 1;
    return (
      <button
        type="button"
        className={`admin-nav-chip admin-nav-chip--${item.type} ${inDropdown(item) ? 'admin-nav-chip--dropdown' : ''}`}
        title={`${item.name} (order ${item.order})${inDropdown(item) ? ` — in '${label}'` : ''}`}
        aria-label={`${item.name}, position ${position}${inDropdown(item) ? `, in the ${label} dropdown` : ''}. Drag to reorder.`}
        {...handle}
      >
        {showNumbers && <span className="admin-nav-chip__num">{position}</span>}
        {item.name}
      </button>
    );
  };

  const firstDropdown = visible[max];
  const list = (axis: 'x' | 'y') => (
    <SortableList
      axis={axis}
      label={axis === 'x' ? 'Desktop navigation preview' : 'Mobile navigation preview'}
      className={axis === 'x' ? 'admin-preview-bar' : 'admin-preview-menu'}
      items={visible}
      getId={(item) => item.key}
      getName={(item) => item.name}
      onDrop={onDrop}
      renderItem={(item, handle) => (
        <>
          {item === firstDropdown && (
            <span className="admin-preview__more" aria-hidden="true">
              {label} ▾
            </span>
          )}
          {chip(item, handle)}
        </>
      )}
    />
  );

  return (
    <section className="admin-card admin-preview" aria-labelledby="preview-title">
      <div className="admin-card__head">
        <h2 id="preview-title" className="admin-h2">
          Navigation Preview
        </h2>
        <button type="button" className="admin-btn admin-btn--ghost admin-btn--small" aria-pressed={showNumbers} onClick={() => setShowNumbers((v) => !v)}>
          {showNumbers ? 'Hide position numbers' : 'Show position numbers'}
        </button>
      </div>
      <Tabs.Root defaultValue="desktop" className="admin-tabs">
        <Tabs.List className="admin-tabs__list admin-tabs__list--small" aria-label="Preview size">
          <Tabs.Trigger value="desktop" className="admin-tabs__trigger">
            Desktop
          </Tabs.Trigger>
          <Tabs.Trigger value="mobile" className="admin-tabs__trigger">
            Mobile
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="desktop" className="admin-tabs__panel">
          <div className="admin-preview__desktop">
            <span className="admin-preview__logo">Logo</span>
            {list('x')}
          </div>
        </Tabs.Content>
        <Tabs.Content value="mobile" className="admin-tabs__panel">
          <div className="admin-preview__phone">
            <div className="admin-preview__phonebar">
              <span className="admin-preview__logo">Logo</span>
              <span aria-hidden="true">☰</span>
            </div>
            {list('y')}
          </div>
        </Tabs.Content>
      </Tabs.Root>
      {visible.length === 0 && <p className="admin-muted">No visible items.</p>}
      <ul className="admin-legend" aria-label="Legend">
        <li>
          <span className="admin-nav-chip admin-nav-chip--fixed admin-legend__swatch" aria-hidden="true" /> Page
        </li>
        <li>
          <span className="admin-nav-chip admin-nav-chip--category admin-legend__swatch" aria-hidden="true" /> Category
        </li>
        <li>
          <span className="admin-nav-chip admin-nav-chip--dropdown admin-legend__swatch" aria-hidden="true" /> In the '{label}' dropdown
        </li>
      </ul>
      <p className="admin-muted admin-small">Drag items in the preview to reorder them. Changes made here are kept until you press 'Save All Settings'.</p>
    </section>
  );
}
