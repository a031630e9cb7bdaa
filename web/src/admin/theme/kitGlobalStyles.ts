/**
 * The kit's global styles (its reset, global CSS and its tokens' 520 variables on <html>) are a
 * stylesheet of their own that the built page names in its head (web/build/prerenderedLogin.ts): the
 * login, the shell, the dashboard, Orders and the product list are drawn without the kit, and their
 * start neither fetches nor parses those 43 kB. The kit's screens load them as the kit loads.
 * They are drawn in a cascade layer (renderGlobalStyles.tsx), so where they sit in the page does not matter.
 */
export const KIT_GLOBAL_STYLES_ID = 'chakra-global-styles';
/** The page's meta tag naming the stylesheet. */
export const KIT_GLOBAL_STYLES_META = 'kit-global-styles';

let switchedOn: Promise<void> | undefined;

/** Resolves once the page has the kit's global styles (the first call loads them). */
export function switchOnKitGlobalStyles(): Promise<void> {
  switchedOn ??= (document.getElementById(KIT_GLOBAL_STYLES_ID) ? Promise.resolve() : draw()).catch((error: unknown) => {
    switchedOn = undefined;
    throw error;
  });
  return switchedOn;
}

async function draw() {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${KIT_GLOBAL_STYLES_META}"]`)?.content;
  if (href) return linkStylesheet(href);
  if (!import.meta.env.DEV) throw new Error(`switchOnKitGlobalStyles: the page names no stylesheet (meta ${KIT_GLOBAL_STYLES_META}); the build does (web/build/prerenderedLogin.ts)`);
  // The dev server's page is not built: the styles are drawn here, as the build draws them.
  const { renderGlobalStyles } = await import('./renderGlobalStyles');
  const style = document.createElement('style');
  style.id = KIT_GLOBAL_STYLES_ID;
  style.textContent = renderGlobalStyles();
  document.head.append(style);
}

function linkStylesheet(href: string) {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.id = KIT_GLOBAL_STYLES_ID;
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`The kit's styles (${href}) did not load`));
    };
    document.head.append(link);
  });
}
