import { Link } from 'react-router-dom';

/** A list page's heading with its add button. */
export function PageHead({ title, addTo, addLabel }: { title: string; addTo: string; addLabel: string }) {
  return (
    <div className="admin-page__head">
      <h1 className="admin-h1">{title}</h1>
      <Link to={addTo} className="admin-btn admin-btn--primary">
        {addLabel}
      </Link>
    </div>
  );
}
