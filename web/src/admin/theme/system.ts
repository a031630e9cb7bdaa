/**
 * The back office's Chakra UI system: Chakra's base tokens and styles, only the recipes the
 * admin screens use, and the shop's palette and fonts (the public site's tokens, web/src/theme/tokens.css).
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes no screen uses (the back office's own are brand, gold and cream; its badges
 * and the recipes' statuses use gray, red, orange, green and blue): left out, they are fewer tokens to
 * build as the back office starts and fewer variables in its page.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

const withoutUnusedPalettes = <T extends { colors?: Record<string, unknown> }>(group: T): T => ({
  ...group,
  colors: Object.fromEntries(Object.entries(group.colors ?? {}).filter(([palette]) => !UNUSED_PALETTES.has(palette))),
});

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  // Unlayered, so the recipes win over the site's element styles (web/src/theme/global.css, also unlayered).
  disableLayers: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutUnusedPalettes(tokens),
    semanticTokens: withoutUnusedPalettes(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The shop's colours (green and gold on cream) and fonts. */
const shopTheme = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    // The site's stylesheet gives these elements margins and colours meant for the public pages; it can
    // be loaded again after these styles (with a screen's chunk), so the reset outranks its element selectors.
    'html :is(h1, h2, h3, h4, p, dl, dd, figure)': { margin: 0 },
    'html :is(h1, h2, h3, h4)': { color: 'brand.fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f1f6f2' },
          100: { value: '#e3eee5' },
          200: { value: '#c2d9c8' },
          300: { value: '#93bb9f' },
          400: { value: '#5f9670' },
          500: { value: '#3b7652' },
          600: { value: '#2a5f43' },
          700: { value: '#1f4a34' },
          800: { value: '#163526' },
          900: { value: '#0f2419' },
          950: { value: '#09160f' },
        },
        gold: {
          50: { value: '#fdf8ea' },
          100: { value: '#f9edc9' },
          200: { value: '#f3dfa8' },
          300: { value: '#e9c774' },
          400: { value: '#dcae4a' },
          500: { value: '#c8962e' },
          600: { value: '#a8741a' },
          700: { value: '#845a14' },
          800: { value: '#6b4a0f' },
          900: { value: '#5b3e09' },
          950: { value: '#332205' },
        },
        cream: {
          50: { value: '#fffdf7' },
          100: { value: '#faf5e9' },
          200: { value: '#f1e8d3' },
          300: { value: '#ddd3bd' },
          400: { value: '#c9bea4' },
        },
        ink: { value: '#1f1d17' },
        inkMuted: { value: '#4e4a3e' },
      },
      fonts: {
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif" },
        heading: { value: "Georgia, 'Times New Roman', serif" },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.cream.100}' },
          subtle: { value: '{colors.cream.50}' },
          muted: { value: '{colors.cream.200}' },
          panel: { value: '{colors.white}' },
        },
        fg: {
          DEFAULT: { value: '{colors.ink}' },
          muted: { value: '{colors.inkMuted}' },
          // Chakra's red.500 reads at 3.8:1 on white, under WCAG's 4.5:1 for a field's error text.
          error: { value: '{colors.red.700}' },
        },
        border: {
          DEFAULT: { value: '{colors.cream.300}' },
          emphasized: { value: '{colors.cream.400}' },
        },
        brand: {
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.800}' },
          subtle: { value: '{colors.brand.100}' },
          muted: { value: '{colors.brand.200}' },
          emphasized: { value: '{colors.brand.300}' },
          solid: { value: '{colors.brand.700}' },
          focusRing: { value: '{colors.gold.600}' },
          border: { value: '{colors.brand.600}' },
        },
        gold: {
          contrast: { value: '{colors.brand.900}' },
          fg: { value: '{colors.gold.800}' },
          subtle: { value: '{colors.gold.200}' },
          muted: { value: '{colors.gold.300}' },
          emphasized: { value: '{colors.gold.400}' },
          solid: { value: '{colors.gold.500}' },
          focusRing: { value: '{colors.gold.600}' },
          border: { value: '{colors.gold.600}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, shopTheme);

/**
 * The system the app renders with, without the kit's global styles: a build's page holds them, drawn at
 * build time (web/build/prerenderedLogin.ts), and the build computes them only when asked
 * (web/build/lazyChakraGlobals.ts), which was a long task of the back office's start on a phone. The
 * dev server's page draws them as the kit's screens open (kitGlobalStyles.ts), where the build has them.
 */
export const appSystem = Object.create(system, { _global: { value: [] } }) as SystemContext;
