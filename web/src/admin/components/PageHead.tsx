import { Link } from 'react-router-dom';

/** A list page's heading with its add button. */
export function PageHead({ title, addTo, addLabel }: { title: string; addTo: string; addLabel: string }) {
  return (
    <div className="bo-page-head">
      <h1 className="bo-h1">{title}</h1>
      <Link to={addTo} className="bo-button">
        {addLabel}
      </Link>
    </div>
  );
}
