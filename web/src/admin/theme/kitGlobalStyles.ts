/**
 * The kit's global styles (its reset, global CSS and its tokens' 520 variables on <html>) are drawn
 * into the built page's head switched off (web/build/prerenderedLogin.ts): the login, the shell, the
 * dashboard, Orders and the product list are drawn without the kit, and every style recalculation of
 * theirs went through those rules too. The kit's screens switch them on as the kit loads, as its
 * provider inserts them itself on the dev server.
 */
export const KIT_GLOBAL_STYLES_ID = 'chakra-global-styles';

export function switchOnKitGlobalStyles() {
  document.getElementById(KIT_GLOBAL_STYLES_ID)?.removeAttribute('media');
}
