/** A mistake in how a command was called: printed as one line, without a stack. */
export class UsageError extends Error {}

/** `--tenant a --tenant b` or `--tenant=a,b`; every other argument is left for the caller. */
export function parseTenantArgs(argv: readonly string[]): { tenants: string[]; rest: string[] } {
  const tenants: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--tenant' || arg === '-t') {
      const value = argv[++i];
      if (!value || value.startsWith('-'))
        throw new UsageError(`${arg} needs a tenant slug, e.g. ${arg} harbourside-toyota`);
      tenants.push(...splitList(value));
    } else if (arg.startsWith('--tenant=')) {
      tenants.push(...splitList(arg.slice('--tenant='.length)));
    } else {
      rest.push(arg);
    }
  }
  return { tenants: [...new Set(tenants)], rest };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The tenants a command works on: those asked for, or all; an unknown slug is an error. */
export function selectTenants(requested: readonly string[], known: readonly string[]): string[] {
  if (requested.length === 0) return [...known];
  const unknown = requested.filter((slug) => !known.includes(slug));
  if (unknown.length) {
    throw new UsageError(
      `Unknown tenant ${unknown.map((s) => `"${s}"`).join(', ')}: tenants are ${known.join(', ') || '(none)'}`,
    );
  }
  return [...requested];
}

/** Runs a script's main, turning a UsageError into a one-line message and exit code 2. */
export function runMain(main: () => Promise<number> | number): void {
  Promise.resolve()
    .then(main)
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        console.error(error instanceof UsageError ? error.message : error);
        process.exitCode = 2;
      },
    );
}
