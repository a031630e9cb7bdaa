import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle';

/** What a helper sees on a screen that is the administrator's (typed in, or an old link). */
export function NotForYourRole() {
  usePageTitle('Not available');
  return (
    <div className="bo-page narrow" data-testid="not-for-your-role">
      <h1 className="bo-h1">Not available for your role</h1>
      <p>This screen is for the shop's administrators. As a helper you work with the orders.</p>
      <RouterLink to="/admin/orders" className="bo-button start">
        Go to the orders
      </RouterLink>
    </div>
  );
}
