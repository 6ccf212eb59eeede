import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock, type Clock } from '../clock.ts';
import { checkSmsMessage, type SmsMessage, type SmsSender } from './sender.ts';

/**
 * Counts the messages this process wrote, so two written in the same millisecond (a test's
 * clock standing still, a code sent again at once) still sort in the order they were sent.
 */
let written = 0;

/**
 * '2026-11-28T17-20-01-123Z-000001-1a2b3c4d.txt': the time first so a listing sorts oldest
 * first, then the counter, then random hex so two processes never pick the same name.
 */
function smsFileName(date: Date): string {
  written += 1;
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(written).padStart(6, '0')}-${randomBytes(4).toString('hex')}.txt`;
}

function smsFileContent(message: SmsMessage, date: Date): string {
  return `To: ${message.to}\nDate: ${date.toISOString()}\nTenant: ${message.tenant}\n\n${message.text}`;
}

/**
 * The embedded default: each message becomes one file in {dataDir}/outbox-sms/, so a
 * sign-in can be completed by hand or by a test reading the code from it. The file is
 * written under a dot-name first and then renamed, so a reader sees a whole file or none.
 */
export function outboxSmsSender(options: { dataDir: string; clock?: Clock }): SmsSender {
  const folder = join(options.dataDir, 'outbox-sms');
  const clock = options.clock ?? systemClock;
  return {
    async send(message) {
      checkSmsMessage(message);
      const date = clock.now();
      const name = smsFileName(date);
      const temporary = join(folder, `.${name}.tmp`);
      try {
        await mkdir(folder, { recursive: true });
        await writeFile(temporary, smsFileContent(message, date), { flag: 'wx' });
        await rename(temporary, join(folder, name));
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        const code = (error as { code?: unknown } | null)?.code;
        throw new Error(`could not write the SMS to outbox-sms: ${typeof code === 'string' ? code : 'error'}`, {
          cause: error,
        });
      }
    },
  };
}
