import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { displayName, displayRole, useSession } from '../session/AuthProvider';
import { useIsMobile } from '../../components/hooks';
import { ChangePasswordDialog } from '../session/ChangePassword';
import { sessionPing } from '../../api/auth';

const LINKS = [
  { to: '/admin', label: 'Dashboard', icon: '◧', end: true },
  { to: '/admin/products', label: 'Products', icon: '▤', end: false },
  { to: '/admin/categories', label: 'Categories', icon: '▦', end: false },
  { to: '/admin/gallery', label: 'Gallery', icon: '▣', end: false },
  { to: '/admin/navigation', label: 'Navigation', icon: '☰', end: false },
];

/** The signed-in shell: sidebar (collapsible below 768 px), top bar, bottom tab bar on phones. */
export function AdminLayout() {
  const { user, loading, isAuthenticated, logout, logoutEverywhere } = useSession();
  const isMobile = useIsMobile();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(!isMobile);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false);

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

  if (loading) {
    return (
      <div className="admin-loading" role="status">
        Loading...
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to="/admin/login" replace />;

  const signOutEverywhere = async () => {
    setSigningOutEverywhere(true);
    const { error } = await logoutEverywhere();
    setSigningOutEverywhere(false);
    if (error) toast.error(error.message || 'Could not sign out everywhere. Please try again.');
    else toast.success('Signed out on every device');
  };

  const name = displayName(user);
  return (
    <div className={`admin-shell ${sidebarOpen ? 'admin-shell--open' : 'admin-shell--closed'}`}>
      <a href="#admin-main" className="admin-skip">
        Skip to content
      </a>
      <aside id="admin-sidebar" className="admin-sidebar" aria-label="Admin menu" hidden={isMobile && !sidebarOpen}>
        <div className="admin-sidebar__brand">
          <NavLink to="/admin" end>
            Admin Panel
          </NavLink>
        </div>
        <div className="admin-sidebar__user">
          <span className="admin-avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span>
            <span className="admin-sidebar__name">{name}</span>
            <span className="admin-sidebar__role">{displayRole(user)}</span>
          </span>
        </div>
        <nav aria-label="Admin sections">
          <ul className="admin-sidebar__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="admin-sidebar__link">
                  <span aria-hidden="true">{link.icon}</span> {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-sidebar__footer">
          <NavLink to="/" className="admin-sidebar__link">
            <span aria-hidden="true">↗</span> View website
          </NavLink>
          <button type="button" className="admin-sidebar__link admin-link-btn" onClick={() => setPasswordOpen(true)}>
            <span aria-hidden="true">⚙</span> Change password
          </button>
          <button
            type="button"
            className="admin-sidebar__link admin-link-btn"
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
      {isMobile && sidebarOpen && <div className="admin-scrim" onClick={() => setSidebarOpen(false)} aria-hidden="true" />}
      <div className="admin-body">
        <header className="admin-topbar">
          <button
            type="button"
            className="admin-btn admin-btn--ghost admin-topbar__toggle"
            aria-controls="admin-sidebar"
            aria-expanded={sidebarOpen}
            aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            ☰
          </button>
          <p className="admin-topbar__welcome">Welcome, {user?.name?.trim() || 'Admin'}</p>
          <button type="button" className="admin-btn admin-btn--secondary" onClick={() => void logout()}>
            Logout
          </button>
        </header>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <nav className="admin-tabbar" aria-label="Admin sections (tab bar)">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className="admin-tabbar__link">
            <span aria-hidden="true">{link.icon}</span>
            <span>{link.label}</span>
          </NavLink>
        ))}
      </nav>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </div>
  );
}
