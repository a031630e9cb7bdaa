import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

/** The cascade layer of the kit's global styles: any style of the page outside a layer wins over them. */
const KIT_GLOBAL_LAYER = 'kit-globals';

/**
 * The kit's global styles as CSS: what <ChakraProvider> inserts for the whole system, in a layer of
 * their own. The screens drawn without the kit set their elements' look with classes; unlayered, the
 * kit's reset won a tie with them wherever it came later (its `[type='button'] { background-color:
 * transparent }` against `.bo-button`: a white label on nothing). The kit's own styles are unlayered
 * too, so they win over its reset as they did.
 */
export function renderGlobalStyles(): string {
  const html = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>);
  const styles = /^<style data-emotion="[^"]+"[^>]*>([\s\S]+)<\/style>$/.exec(html)?.[1];
  if (!styles) throw new Error(`renderGlobalStyles: expected one <style> of the global styles, got ${html.slice(0, 200)}`);
  return `@layer ${KIT_GLOBAL_LAYER}{${styles}}`;
}
