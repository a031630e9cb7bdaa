import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FIXED_NAV_ITEMS, SHOWN_FIXED_KEYS, type NavConfigVersion } from '@catalogue/domain';
import { TableHead } from '../components/TableHead';

interface NavHistoryProps {
  history: NavConfigVersion[];
  currentVersion: number | null;
  restoring: number | null;
  onRestore: (version: NavConfigVersion) => void;
}

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

/** Earlier versions of the navigation settings; restoring one saves it again as a new version. */
export function NavHistory({ history, currentVersion, restoring, onRestore }: NavHistoryProps) {
  const [viewing, setViewing] = useState<NavConfigVersion | null>(null);
  return (
    <section className="admin-card" aria-labelledby="history-title">
      <h2 id="history-title" className="admin-h2">
        Version History
      </h2>
      {history.length === 0 ? (
        <p className="admin-muted">No saved versions yet: the website uses the default settings.</p>
      ) : (
        <ol className="admin-history" aria-label="Saved versions">
          {history.map((entry) => (
            <li key={entry.version} className="admin-history__item" data-testid="nav-version">
              <div>
                <strong>Version {entry.version}</strong>
                {entry.version === currentVersion && <span className="admin-badge admin-badge--nav">Current</span>}
                <span className="admin-muted admin-small">
                  {when(entry.savedAt)}
                  {entry.savedBy ? ` · ${entry.savedBy}` : ''} · {entry.maxVisibleItems} visible · '{entry.moreDropdownLabel}'
                </span>
              </div>
              <div className="admin-row-actions">
                <button type="button" className="admin-btn admin-btn--ghost admin-btn--small" onClick={() => setViewing(entry)} aria-label={`View version ${entry.version}`}>
                  View
                </button>
                {entry.version !== currentVersion && (
                  <button
                    type="button"
                    className="admin-btn admin-btn--secondary admin-btn--small"
                    disabled={restoring !== null}
                    onClick={() => onRestore(entry)}
                    aria-label={`Restore version ${entry.version}`}
                  >
                    {restoring === entry.version ? 'Restoring...' : 'Restore'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Dialog.Root open={Boolean(viewing)} onOpenChange={(open) => !open && setViewing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="admin-dialog__overlay" />
          <Dialog.Content className="admin-dialog">
            <Dialog.Title className="admin-dialog__title">Version {viewing?.version}</Dialog.Title>
            <Dialog.Description className="admin-dialog__text">
              Saved {viewing ? when(viewing.savedAt) : ''}
              {viewing?.savedBy ? ` by ${viewing.savedBy}` : ''}.
            </Dialog.Description>
            {viewing && (
              <>
                <dl className="admin-dl">
                  <dt>Maximum visible items</dt>
                  <dd>{viewing.maxVisibleItems}</dd>
                  <dt>Dropdown label</dt>
                  <dd>{viewing.moreDropdownLabel}</dd>
                </dl>
                <table className="admin-table admin-table--compact">
                  <TableHead columns={['Page', 'Shown', 'Order']} />
                  <tbody>
                    {SHOWN_FIXED_KEYS.slice()
                      .sort((a, b) => (viewing.fixedItemsOrder[a] ?? 0) - (viewing.fixedItemsOrder[b] ?? 0))
                      .map((key) => (
                        <tr key={key}>
                          <td>{FIXED_NAV_ITEMS[key].name}</td>
                          <td>{viewing.showFixedItems[key] === false ? 'Hidden' : 'Shown'}</td>
                          <td>{viewing.fixedItemsOrder[key]}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </>
            )}
            <div className="admin-dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="admin-btn admin-btn--secondary">
                  Close
                </button>
              </Dialog.Close>
              {viewing && viewing.version !== currentVersion && (
                <button
                  type="button"
                  className="admin-btn admin-btn--primary"
                  onClick={() => {
                    onRestore(viewing);
                    setViewing(null);
                  }}
                >
                  Restore this version
                </button>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
