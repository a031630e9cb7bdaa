/**
 * The kit's global styles (its reset, global CSS and its tokens' 520 variables on <html>) are drawn
 * into the built page's head switched off (web/build/prerenderedLogin.ts): the login, the shell, the
 * dashboard, Orders and the product list are drawn without the kit, and every style recalculation of
 * theirs went through those rules too. The kit's screens switch them on as the kit loads.
 * They are drawn in a cascade layer (renderGlobalStyles.tsx), so where they sit in the page does not matter.
 */
export const KIT_GLOBAL_STYLES_ID = 'chakra-global-styles';

export async function switchOnKitGlobalStyles() {
  const drawn = document.getElementById(KIT_GLOBAL_STYLES_ID) ?? (import.meta.env.DEV ? await drawOnDevServer() : null);
  if (!drawn) throw new Error(`switchOnKitGlobalStyles: the page has no #${KIT_GLOBAL_STYLES_ID}; the build draws it (web/build/prerenderedLogin.ts)`);
  drawn.removeAttribute('media');
}

/** The dev server's page is not built: the styles are drawn here, as the build draws them. */
async function drawOnDevServer() {
  const { renderGlobalStyles } = await import('./renderGlobalStyles');
  const style = document.createElement('style');
  style.id = KIT_GLOBAL_STYLES_ID;
  style.textContent = renderGlobalStyles();
  document.head.append(style);
  return style;
}
