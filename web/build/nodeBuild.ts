/** A build of one entry for Node (server rendering), with the web app's own config and mode. */
import { build, type ResolvedConfig } from 'vite';

export const nodeBuild = (config: ResolvedConfig, entry: string, outDir: string) =>
  build({
    root: config.root,
    configFile: config.configFile,
    configLoader: 'runner',
    mode: config.mode,
    logLevel: 'warn',
    // One file for Node: whether a dynamic import makes a chunk of its own does not matter here.
    build: { ssr: entry, outDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } },
    ssr: { noExternal: true },
  });
