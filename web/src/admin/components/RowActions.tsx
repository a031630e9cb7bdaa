import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A row's Edit link and Delete button, after any extra actions given as children. */
export function RowActions({ editTo, name, onDelete, children }: { editTo: string; name: string; onDelete: () => void; children?: ReactNode }) {
  return (
    <div className="bo-row-actions">
      {children}
      <Link to={editTo} className="bo-button outline small" aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <button type="button" className="bo-button danger small" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
  );
}
