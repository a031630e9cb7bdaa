/**
 * Chakra UI's createSystem computes the kit's global styles (its reset, global CSS and the tokens'
 * variables) as it creates the system, for <ChakraProvider>'s <Global>: on a phone, a long task of
 * the back office's start (about 200 ms at Lighthouse's 4× slower CPU). A build draws them into the
 * page instead (prerenderedLogin.ts) and the app renders without them (src/admin/theme/system.ts
 * `appSystem`), so the build makes them lazy: computed when read, as the build's own render reads them.
 * Fails the build when Chakra's code no longer has these lines, so an upgrade cannot undo it unseen.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const COMPUTED = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';
const LAZY = '\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n';

export function lazyChakraGlobals(): Plugin {
  return {
    name: 'lazy-chakra-globals',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(COMPUTED) || !code.includes(RETURNED)) {
        this.error(`${id} no longer computes _global as build/lazyChakraGlobals.ts expects: update the plugin for this Chakra UI version.`);
      }
      return code.replace(COMPUTED, 'let _global;').replace(RETURNED, LAZY);
    },
  };
}
