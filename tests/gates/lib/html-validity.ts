import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The W3C Nu HTML checker, from the vnu-jar package; it runs on Java, which CI installs (.ci/run). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface HtmlError {
  /** Absolute path of the checked file. */
  file: string;
  line: number | null;
  message: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** Why the checker cannot run here (no Java), or null when it can. */
export function checkerUnavailable(): string | null {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error === undefined && java.status === 0) return null;
  return (
    'The HTML validity gate runs the Nu HTML checker (vnu.jar) on Java, and `java` does not run here ' +
    `(${java.error?.message ?? `exit code ${java.status}`}). Install it: apt-get install default-jre-headless ` +
    '(.ci/run does so when java is missing).'
  );
}

/**
 * Every error the checker finds in the files, in one JVM (its start takes seconds, a page
 * about a tenth of one). Warnings are not errors and are left out by the checker itself.
 */
/**
 * Valid CSS the checker's CSS validator predates, so it reports it as an error: exactly these
 * messages are left out. `interpolate-size` (CSS Values 5) and `allow-discrete` (CSS
 * Transitions 2, the `transition-behavior` keyword) let the accordions animate to their
 * natural height, and `@starting-style` (CSS Transitions 2) gives a search filter section the
 * height it slides open from; browsers without them open the accordion at once.
 */
const CHECKER_GAPS = [
  /^CSS: “interpolate-size”: Property “interpolate-size” doesn't exist\.$/,
  /^CSS: “transition”: “allow-discrete” is not a “transition” value\.$/,
  /^CSS: Unrecognized at-rule “@starting-style”$/,
];

export function htmlErrors(files: readonly string[]): HtmlError[] {
  if (files.length === 0) return [];
  // the quick compiler alone halves the checker's CPU time on a run this short (its deeper
  // frames need a bigger thread stack); one GC thread leaves the other cores to the tests
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const run = spawnSync('java', [...jvm, '-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // the JSON report goes to stderr; exit code 1 only says that some file has errors
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`vnu.jar gave no JSON report (exit code ${run.status}): ${run.stderr.slice(0, 2000)}`);
  }
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !CHECKER_GAPS.some((gap) => gap.test(message.message)))
    .map((message) => ({
      file: message.url ? fileURLToPath(message.url) : '(no file)',
      line: message.lastLine ?? null,
      message: message.message,
    }));
}
