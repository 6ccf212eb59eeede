import type { Site } from '../../tenant/schema/site.ts';
import { type ModelView, siteModelViews } from './model-views.ts';

/**
 * The model pages of this build, by path parameter ("toyota-rav4"). A model page that
 * would take another route's URL or another model's stops the build with the reasons,
 * rather than letting Astro quietly keep one page of the two.
 */
export function modelPagesOrThrow(site: Site): { param: string; view: ModelView }[] {
  const { views, problems } = siteModelViews(site);
  if (problems.length > 0) {
    throw new Error(
      [`tenants/${site.slug}: ${problems.length} model page URL(s) collide:`, ...problems.map((p) => `  - ${p}`)].join(
        '\n',
      ),
    );
  }
  return views.flatMap((view) => (view.pagePath ? [{ param: view.pagePath.slice(1), view }] : []));
}
