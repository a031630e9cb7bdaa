import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A row's Edit link and Delete button, after any extra actions given as children. */
export function RowActions({ editTo, name, onDelete, children }: { editTo: string; name: string; onDelete: () => void; children?: ReactNode }) {
  return (
    <div className="admin-row-actions">
      {children}
      <Link className="admin-btn admin-btn--secondary admin-btn--small" to={editTo} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <button type="button" className="admin-btn admin-btn--danger admin-btn--small" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
  );
}
