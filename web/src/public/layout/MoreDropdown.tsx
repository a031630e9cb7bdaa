import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavItem } from '@catalogue/domain';
import { ChevronIcon } from '../components/Icons';
import { useText } from '../i18n/useText';
import { navItemName } from '../i18n/navNames';
import { useLocalizedPath } from '../i18n/language';

/**
 * The header's "More" dropdown: a disclosure button (aria-expanded, aria-controls) with a list of
 * links. Closes on route change, outside click and Escape (focus returns to the button); arrow
 * keys move between the links.
 */
export function MoreDropdown({ label, items }: { label: string; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const localized = useLocalizedPath();
  const text = useText();
  const active = items.some((item) => location.pathname === localized(item.path));

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      all[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      all[all.length - 1]?.focus();
    }
  };

  return (
    <div
      className="nav-dropdown"
      ref={containerRef}
      onBlur={(event) => {
        if (open && event.relatedTarget && !containerRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link nav-dropdown-button${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronIcon size={14} direction={open ? 'up' : 'down'} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys and Escape pressed on the focused links inside */}
      <ul id={listId} ref={listRef} className="nav-dropdown-list" hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <NavLink to={localized(item.path)} end={item.path === '/'} className="nav-dropdown-link">
              {navItemName(item, text)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
