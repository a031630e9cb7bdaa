import { Link } from 'react-router-dom';
import type { Crumb } from '../seo/structuredData';
import { useText } from '../i18n/useText';
import { useLocalizedPath } from '../i18n/language';

/** The trail to the current page (its last step), as links. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const localized = useLocalizedPath();
  const text = useText();
  return (
    <nav aria-label={text('nav.breadcrumb')} className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={localized(crumb.path)}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
