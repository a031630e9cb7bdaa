/** Inline SVG icons (decorative: hidden from assistive technology). */
interface IconProps {
  size?: number;
}
const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const);

export const ChatIcon = ({ size = 26 }: IconProps) => (
  <svg {...base(size)} fill="currentColor">
    <path d="M12 2a10 10 0 0 0-8.66 15l-1.3 4.75 4.87-1.28A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-2.89.76.77-2.82-.2-.31A8.2 8.2 0 1 1 12 20.2Zm4.5-6.13c-.25-.12-1.46-.72-1.69-.8-.23-.09-.39-.13-.55.12-.17.25-.64.8-.78.96-.14.17-.29.19-.53.07a6.7 6.7 0 0 1-3.35-2.93c-.25-.44.25-.4.72-1.34.08-.16.04-.3-.02-.42l-.76-1.83c-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04 4.77 4.77 0 0 0 1 2.53 10.9 10.9 0 0 0 4.18 3.7c1.55.67 2.16.73 2.94.61.47-.07 1.46-.6 1.67-1.18.2-.58.2-1.08.14-1.18-.06-.1-.22-.17-.47-.29Z" />
  </svg>
);

export const PhoneIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)} fill="currentColor">
    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z" />
  </svg>
);

export const MailIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

export const PinIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export const ClockIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const ChevronIcon = ({ size = 16, direction = 'down' }: IconProps & { direction?: 'down' | 'left' | 'right' | 'up' }) => {
  const rotate = { down: 0, left: 90, up: 180, right: 270 }[direction];
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth="2.5" style={{ transform: `rotate(${rotate}deg)` }}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
};

export const MenuIcon = ({ size = 24, open = false }: IconProps & { open?: boolean }) => (
  <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
  </svg>
);

export const StarIcon = ({ size = 18, filled = true }: IconProps & { filled?: boolean }) => (
  <svg {...base(size)} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
  </svg>
);

export const PauseIcon = ({ size = 18, paused = false }: IconProps & { paused?: boolean }) => (
  <svg {...base(size)} fill="currentColor">{paused ? <path d="M8 5v14l11-7L8 5Z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}</svg>
);

export const BagIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </svg>
);
