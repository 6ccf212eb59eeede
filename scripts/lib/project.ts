import { fileURLToPath } from 'node:url';

/** The repository root; scripts chdir here so tenant paths read `tenants/<slug>/site.json`. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const TENANTS_DIR = 'tenants';
export const DIST_DIR = 'dist';
/** Scratch space: in-progress builds, build logs, test reports. Never uploaded. */
export const WORK_DIR = '.build';

export function enterProjectRoot(): void {
  process.chdir(PROJECT_ROOT);
}
