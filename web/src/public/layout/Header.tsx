import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { MOBILE_BREAKPOINT_PX } from '../../components/browserValues';
import { useSite } from '../../components/siteSettings';
import { ChevronIcon, MenuIcon } from '../components/Icons';
import { useLocalizedPath } from '../i18n/language';
import { OrderListLink } from '../orderList/OrderListLink';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MoreDropdown } from './MoreDropdown';
import { fitNavItems, useNavigation } from './useNavigation';
import { useText } from '../i18n/useText';
import { dropdownLabel, navItemName } from '../i18n/navNames';
import './Header.css';

const HEADER_SOLID_AFTER_PX = 50;

/** Pixels kept free between the brand and the items, against rounding. */
const SAFETY_PX = 2;

/**
 * The public header: navigation from the configuration (header items, then a dropdown), a
 * slide-down menu on phones, solid after 50 px of scrolling. On wider screens the row shows as many
 * items as fit, at most the owner's maximum; the rest move into the dropdown. The row is measured
 * before it is first shown (an invisible copy of every item), so nothing moves when it appears.
 */
export function Header() {
  const nav = useNavigation();
  const { name } = useSite().settings.business;
  const text = useText();
  const [solid, setSolid] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const localized = useLocalizedPath();
  const innerRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLAnchorElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // How many items the row shows; null until measured (the server and the first render cannot know).
  const [fit, setFit] = useState<number | null>(null);
  const items = [...nav.header, ...nav.dropdown];
  const shown = Math.min(fit ?? nav.header.length, nav.header.length);
  const header = items.slice(0, shown);
  const dropdown = items.slice(shown);

  useLayoutEffect(() => {
    const update = () => {
      const inner = innerRef.current;
      const brand = brandRef.current;
      const measure = measureRef.current;
      const actions = actionsRef.current;
      if (!inner || !brand || !measure || !actions) return;
      // Phones use the slide-down menu (CSS, below the breakpoint): it lists the owner's split as it is.
      if (window.innerWidth < MOBILE_BREAKPOINT_PX || !inner.clientWidth) return setFit(nav.header.length);
      const style = getComputedStyle(inner);
      const gap = parseFloat(style.columnGap || '0');
      const available =
        inner.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - brand.offsetWidth - actions.offsetWidth - 2 * gap - SAFETY_PX;
      const boxes = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = boxes.pop() ?? 0;
      setFit(fitNavItems({ widths: boxes, moreWidth, gap: parseFloat(getComputedStyle(measure).columnGap || '0'), available, max: nav.header.length }));
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (innerRef.current) observer?.observe(innerRef.current);
    // The copy changes size when the web fonts arrive.
    if (measureRef.current) observer?.observe(measureRef.current);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [nav.header.length, nav.dropdown.length, nav.dropdownLabel]);

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
      className={`site-header${solid || menuOpen ? ' is-solid' : ''}`}
      data-solid={solid ? 'true' : 'false'}
    >
      <div className="container header-inner" ref={innerRef}>
        <Link to={localized('/')} className="brand" ref={brandRef}>
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
          <span className="visually-hidden">{text(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
        </button>
        <nav
          id="site-nav"
          aria-label={text('nav.main')}
          className={`site-nav${menuOpen ? ' open' : ''}${fit === null ? '' : ' measured'}`}
        >
          <ul className="nav-list">
            {header.map((item) => (
              <li key={`${item.type}-${item.id}`}>
                <NavLink to={localized(item.path)} end={item.path === '/'} className="nav-link">
                  {navItemName(item, text)}
                </NavLink>
              </li>
            ))}
            {dropdown.length > 0 && (
              <li>
                <MoreDropdown label={dropdownLabel(nav.dropdownLabel, text)} items={dropdown} />
              </li>
            )}
          </ul>
          {/* On phones the header's row has no room for the language switch: it is in the menu. */}
          <LanguageSwitch className="nav-link menu-language-switch" />
        </nav>
        {/* Side by side, without the row's gap between them: the language switch costs the items as little room as it can. */}
        <div className="header-actions" ref={actionsRef}>
          <LanguageSwitch className="language-switch" />
          <OrderListLink />
        </div>
        {/* An invisible copy of every item and of the dropdown button (last), to tell how many fit. */}
        <div className="nav-measure" ref={measureRef} aria-hidden="true">
          {items.map((item) => (
            <span key={`${item.type}-${item.id}`} className="nav-link">
              {navItemName(item, text)}
            </span>
          ))}
          <span className="nav-link">
            {dropdownLabel(nav.dropdownLabel, text)}
            <ChevronIcon size={14} />
          </span>
        </div>
      </div>
    </header>
  );
}
