/** Command-line options of the scripts: node:util parseArgs, with one way to show usage and mistakes. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses `args` (default: this process's arguments) strictly. `--help` / `-h` prints `usage` and
 * exits 0; an unknown option or a missing value prints the mistake and `usage` and exits 2.
 */
export function parseOptions<T extends Options>(usage: string, options: T, args = process.argv.slice(2)) {
  return parseCommand(usage, options, args, false).values;
}

/** As parseOptions, also taking arguments that are not options (`positionals`, in order). */
export function parseCommand<T extends Options>(usage: string, options: T, args = process.argv.slice(2), allowPositionals = true) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    return usageError(usage, (error as Error).message);
  }
}

/** Prints a mistake in the command line with the usage, and exits 2. */
export function usageError(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}
