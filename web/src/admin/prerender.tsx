/**
 * The login screen as HTML, drawn at build time into admin.html (web/build/prerenderedLogin.ts), so
 * the page shows it before its code has loaded; main.tsx hydrates it. Rendered as a first visit
 * sees it (nothing stored on the device, online); the app's own render in the browser, through the
 * same page and routes, takes it over.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { BackOfficePage, backOfficeRoutes } from './BackOfficePage';
import { system } from './theme/system';

export function renderLoginScreen(): string {
  return renderToString(<BackOfficePage router={createMemoryRouter(backOfficeRoutes, { initialEntries: ['/admin/login'] })} />);
}

/** The kit's global styles as CSS: what <ChakraProvider> inserts for the whole system, drawn into the page's head. */
export function renderGlobalStyles(): string {
  const html = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>);
  const styles = /^<style data-emotion="[^"]+"[^>]*>([\s\S]+)<\/style>$/.exec(html)?.[1];
  if (!styles) throw new Error(`renderGlobalStyles: expected one <style> of the global styles, got ${html.slice(0, 200)}`);
  return styles;
}
