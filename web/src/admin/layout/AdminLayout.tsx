import { Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { displayName, displayRole, useSession } from '../session/SessionProvider';
import { useIsMobile } from '../../components/browserValues';
import { ChangePasswordDialog } from '../session/ChangePassword';
import { sessionPing } from '../../api/session';
import { toast } from '../components/toast';
import { Loading } from '../components/Loading';
import { mayOpen } from './roleAccess';
import { NotForYourRole } from './NotForYourRole';
import { OfflineBanner } from '../offline/OfflineBanner';
import { PlainStyle } from '../components/PlainStyle';
import { Toaster } from '../components/Toaster';
import { ModalDialog } from '../components/ModalDialog';

/** The sections; `tabBar: false` keeps one out of the phone's tab bar (six fit at 375 px; the menu lists them all). */
const LINKS: { to: string; label: string; icon: string; end: boolean; tabBar?: false }[] = [
  { to: '/admin', label: 'Dashboard', icon: '◧', end: true },
  { to: '/admin/orders', label: 'Orders', icon: '✉', end: false },
  { to: '/admin/customers', label: 'Customers', icon: '☺', end: false, tabBar: false },
  { to: '/admin/products', label: 'Products', icon: '▤', end: false },
  { to: '/admin/stock', label: 'Stock', icon: '▥', end: false, tabBar: false },
  { to: '/admin/categories', label: 'Categories', icon: '▦', end: false },
  { to: '/admin/gallery', label: 'Gallery', icon: '▣', end: false },
  { to: '/admin/navigation', label: 'Navigation', icon: '☰', end: false, tabBar: false },
  { to: '/admin/site', label: 'Site', icon: '⌂', end: false },
  { to: '/admin/trash', label: 'Trash', icon: '♲', end: false, tabBar: false },
  { to: '/admin/backup', label: 'Backup', icon: '⇩', end: false, tabBar: false },
  { to: '/admin/team', label: 'Team', icon: '☺', end: false, tabBar: false },
];

/** The sidebar's contents: brand, signed-in user, sections, and the account actions. */
function Sidebar({ id, onChangePassword }: { id?: string; onChangePassword: () => void }) {
  const { user, logoutEverywhere } = useSession();
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false);
  const name = displayName(user);

  const signOutEverywhere = async () => {
    setSigningOutEverywhere(true);
    // On success the login screen says so.
    const { error } = await logoutEverywhere();
    setSigningOutEverywhere(false);
    if (error) toast.error(error.message || 'Could not sign out everywhere. Please try again.');
  };

  return (
    <aside id={id} aria-label="Admin menu" className="bo-sidebar">
      <NavLink to="/admin" end className="bo-brand">
        Admin Panel
      </NavLink>
      <div className="bo-user">
        <span aria-hidden="true" className="bo-avatar">
          {name.charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="bo-user-name">{name}</p>
          <p className="bo-user-role">{displayRole(user)}</p>
        </div>
      </div>
      <nav aria-label="Admin sections">
        <ul>
          {LINKS.filter((link) => mayOpen(user, link.to)).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="bo-sidebar-link">
                <span aria-hidden="true">{link.icon}</span> {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="bo-sidebar-actions">
        <NavLink to="/" className="bo-sidebar-link">
          <span aria-hidden="true">↗</span> View website
        </NavLink>
        <NavLink to="/admin/devices" className="bo-sidebar-link">
          <span aria-hidden="true">▭</span> Devices
        </NavLink>
        <button type="button" className="bo-sidebar-link" onClick={onChangePassword}>
          <span aria-hidden="true">⚙</span> Change password
        </button>
        <button
          type="button"
          className="bo-sidebar-link"
          onClick={() => void signOutEverywhere()}
          disabled={signingOutEverywhere}
          aria-describedby="admin-signout-everywhere-hint"
        >
          <span aria-hidden="true">⇥</span> {signingOutEverywhere ? 'Signing out...' : 'Sign out everywhere'}
        </button>
        <span id="admin-signout-everywhere-hint" hidden>
          Ends every signed-in session of this account, on every device, this one included.
        </span>
      </div>
    </aside>
  );
}

/**
 * The signed-in shell: sidebar (a drawer below 768 px), top bar, bottom tab bar on phones, and the
 * toasts. Drawn without the kit, as the dashboard, Orders and the product list are: a screen that
 * needs the kit brings it (KitScreens, BackOfficeKit.tsx).
 */
export function AdminLayout() {
  const { user, loading, isAuthenticated, logout } = useSession();
  const isMobile = useIsMobile();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(!isMobile);
  const [passwordOpen, setPasswordOpen] = useState(false);

  // Open by default on wide screens, closed on narrow ones.
  useEffect(() => setSidebarOpen(!isMobile), [isMobile]);
  // On phones the sidebar closes after following a link.
  useEffect(() => {
    if (isMobile) setSidebarOpen(false);
  }, [location.pathname, isMobile]);
  // Besides the 5-minute check, every move to another admin screen checks the session, so a session
  // ended elsewhere (revoked, password changed) is noticed at once even on screens that only read.
  useEffect(() => {
    if (isAuthenticated) void sessionPing();
  }, [location.pathname, isAuthenticated]);

  if (loading) return <Loading />;
  if (!isAuthenticated) return <Navigate to="/admin/login" replace />;

  const openPassword = () => {
    if (isMobile) setSidebarOpen(false);
    setPasswordOpen(true);
  };

  return (
    <div className={!isMobile && sidebarOpen ? 'bo-shell with-sidebar' : 'bo-shell'}>
      <PlainStyle />
      <a href="#admin-main" className="bo-skip">
        Skip to content
      </a>
      {isMobile ? (
        <ModalDialog open={sidebarOpen} onClose={() => setSidebarOpen(false)} className="bo-drawer" aria-label="Admin menu">
          <Sidebar id="admin-sidebar" onChangePassword={openPassword} />
        </ModalDialog>
      ) : (
        sidebarOpen && (
          <div className="bo-sidebar-pinned">
            <Sidebar id="admin-sidebar" onChangePassword={openPassword} />
          </div>
        )
      )}
      <div className="bo-main-column">
        <OfflineBanner />
        <header className="bo-header">
          <button
            type="button"
            className="bo-button ghost"
            aria-controls="admin-sidebar"
            aria-expanded={sidebarOpen}
            aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            ☰
          </button>
          <p className="bo-welcome">Welcome, {user?.name?.trim() || 'Admin'}</p>
          <button type="button" className="bo-button outline" onClick={() => void logout()}>
            Logout
          </button>
        </header>
        <main id="admin-main" tabIndex={-1} className="bo-main">
          <Suspense fallback={<Loading />}>{mayOpen(user, location.pathname) ? <Outlet /> : <NotForYourRole />}</Suspense>
        </main>
      </div>
      {isMobile && (
        <nav aria-label="Admin sections (tab bar)" className="bo-tabbar">
          {LINKS.filter((link) => link.tabBar !== false && mayOpen(user, link.to)).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end}>
              <span aria-hidden="true" className="bo-tab-icon">
                {link.icon}
              </span>
              <span>{link.label}</span>
            </NavLink>
          ))}
        </nav>
      )}
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <Toaster />
    </div>
  );
}
