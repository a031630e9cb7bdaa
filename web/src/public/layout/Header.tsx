import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { HEADER_SOLID_AFTER_PX, MOBILE_BREAKPOINT_PX } from '@catalogue/domain';
import { useSite } from '../../components/site';
import { MenuIcon } from '../../components/Icons';
import { Logo } from './Logo';
import { MoreDropdown } from './MoreDropdown';
import { useNavigation } from './useNavigation';
import './Header.css';

/**
 * The public header: navigation from the configuration (header items, then a dropdown), a
 * slide-down menu on phones, solid after 50 px of scrolling.
 */
export function Header() {
  const nav = useNavigation();
  const { name } = useSite().settings.business;
  const [solid, setSolid] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const innerRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLAnchorElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // Compact = the slide-down menu: on phones, and whenever the configured items do not fit in one row.
  const [compact, setCompact] = useState(() => window.innerWidth < MOBILE_BREAKPOINT_PX);

  useLayoutEffect(() => {
    const update = () => {
      const inner = innerRef.current;
      const brand = brandRef.current;
      const measure = measureRef.current;
      if (!inner || !brand || !measure) return;
      const narrow = window.innerWidth < MOBILE_BREAKPOINT_PX;
      if (!inner.clientWidth) return setCompact(narrow);
      const style = getComputedStyle(inner);
      const available = inner.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - brand.offsetWidth - 24;
      setCompact(narrow || measure.scrollWidth > available);
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (innerRef.current) observer?.observe(innerRef.current);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [nav.header, nav.dropdown, nav.dropdownLabel]);

  useEffect(() => {
    const onScroll = () => setSolid(window.scrollY > HEADER_SOLID_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={`site-header${solid || menuOpen ? ' is-solid' : ''}${compact ? ' compact' : ''}`}
      data-solid={solid ? 'true' : 'false'}
    >
      <div className="container header-inner" ref={innerRef}>
        <Link to="/" className="brand" ref={brandRef}>
          <Logo />
          <span>{name}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id="site-nav" aria-label="Main" className={`site-nav${menuOpen ? ' open' : ''}${nav.ready ? ' ready' : ''}`}>
          <ul className="nav-list">
            {nav.header.map((item) => (
              <li key={`${item.type}-${item.id}`}>
                <NavLink to={item.path} end={item.path === '/'} className="nav-link">
                  {item.name}
                </NavLink>
              </li>
            ))}
            {nav.dropdown.length > 0 && (
              <li>
                <MoreDropdown label={nav.dropdownLabel} items={nav.dropdown} />
              </li>
            )}
          </ul>
        </nav>
        {/* An invisible copy of the row of items, to tell whether it fits. */}
        <div className="nav-measure" ref={measureRef} aria-hidden="true">
          {nav.header.map((item) => (
            <span key={`${item.type}-${item.id}`} className="nav-link">
              {item.name}
            </span>
          ))}
          {nav.dropdown.length > 0 && <span className="nav-link">{nav.dropdownLabel}&nbsp;&nbsp;&nbsp;&nbsp;</span>}
        </div>
      </div>
    </header>
  );
}
