import { ResponsiveImage } from '../components/ResponsiveImage';
import { useSite } from '../../components/siteSettings';

const HEIGHT_PX = 32;

/** The business's logo beside its name (decorative: the name says who it is), else the default mark. */
export function Logo() {
  const { logo } = useSite().settings.business;
  if (logo) {
    const width = Math.ceil((HEIGHT_PX * logo.width) / logo.height);
    return <ResponsiveImage className="brand-logo" src={logo.src} info={logo} alt="" sizes={`${width}px`} priority />;
  }
  return (
    <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 3c5 7 9 11.6 9 16.5A9 9 0 0 1 7 19.5C7 14.6 11 10 16 3Z" fill="#dcae4a" />
      <path d="M12 20c0 2.5 1.8 4.5 4.5 4.8" fill="none" stroke="#163526" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
