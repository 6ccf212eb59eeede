import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One message the outbox SMS driver wrote (src/server/sms/outbox-sms.ts). */
export interface OutboxSms {
  to: string;
  /** The Date header, ISO 8601, as written. */
  date: string;
  tenant: string;
  text: string;
  /** The file's full path. */
  file: string;
}

function parseSmsFile(file: string): OutboxSms {
  const content = readFileSync(file, 'utf8');
  const split = content.indexOf('\n\n');
  if (split < 0) throw new Error(`${file}: no blank line after the headers`);
  const headers = new Map<string, string>();
  for (const line of content.slice(0, split).split('\n')) {
    const colon = line.indexOf(': ');
    if (colon < 0) throw new Error(`${file}: header line without ": "`);
    headers.set(line.slice(0, colon), line.slice(colon + 2));
  }
  const header = (name: string) => {
    const value = headers.get(name);
    if (value === undefined) throw new Error(`${file}: no ${name} header`);
    return value;
  };
  return { to: header('To'), date: header('Date'), tenant: header('Tenant'), text: content.slice(split + 2), file };
}

/**
 * Every message in {dataDir}/outbox-sms/, oldest first (the file names sort by time); none
 * when nothing was sent yet. Files still being written (dot-names) are left out.
 */
export function readSmsOutbox(dataDir: string): OutboxSms[] {
  const folder = join(dataDir, 'outbox-sms');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith('.txt') && !name.startsWith('.'))
    .sort()
    .map((name) => parseSmsFile(join(folder, name)));
}

/** The first run of exactly six digits in the newest message to `to` (E.164, as sent). */
export function latestSignInCode(dataDir: string, to: string): string | undefined {
  const newest = readSmsOutbox(dataDir)
    .filter((sms) => sms.to === to)
    .at(-1);
  return newest ? /(?<!\d)\d{6}(?!\d)/.exec(newest.text)?.[0] : undefined;
}
