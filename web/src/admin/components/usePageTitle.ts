import { usePageMeta } from '../../components/usePageMeta';

/** A back-office page's title: "<page> · Admin". */
export const usePageTitle = (title: string) => usePageMeta(`${title} · Admin`);
