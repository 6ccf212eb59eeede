import * as v from 'valibot';
import { type ConfigProblem, problemsFromIssues } from '../tenant/issues.ts';
import { TENANTS_DIR } from '../tenant/load.ts';
import type { Site } from '../tenant/schema/site.ts';
import { BlogFileSchema, type BlogPost } from './schema/blog-post.ts';
import { duplicateProblems, readTenantJson } from './tenant-file.ts';

export type BlogResult = { ok: true; posts: BlogPost[] } | { ok: false; problems: ConfigProblem[] };

function blogFilePath(slug: string, root = TENANTS_DIR): string {
  return `${root}/${slug}/blog.json`;
}

/**
 * tenants/<slug>/blog.json, validated against the site's blog categories, newest
 * first; a missing file means no posts.
 */
export function loadBlogPosts(site: Pick<Site, 'slug' | 'content'>, root = TENANTS_DIR): BlogResult {
  const file = blogFilePath(site.slug, root);
  const read = readTenantJson(file);
  if (!read.ok) return read;
  const parsed = v.safeParse(BlogFileSchema, read.value, { abortPipeEarly: true });
  if (!parsed.success) return { ok: false, problems: problemsFromIssues(file, parsed.issues) };
  const posts = parsed.output;
  const categories = site.content.blogCategories.map((c) => c.slug);
  const problems = [
    ...duplicateProblems(file, posts, (p) => p.id, 'id', 'an id no other post uses'),
    ...duplicateProblems(file, posts, (p) => p.slug, 'slug', 'a slug no other post uses'),
    ...posts.flatMap((post, i) =>
      categories.includes(post.category)
        ? []
        : [
            {
              file,
              path: `$[${i}].category`,
              expected: `one of the site's blog categories (${categories.map((c) => `"${c}"`).join(', ')})`,
              received: JSON.stringify(post.category),
            },
          ],
    ),
  ];
  if (problems.length) return { ok: false, problems };
  return { ok: true, posts: [...posts].sort((a, b) => b.published_at.localeCompare(a.published_at) || a.id - b.id) };
}
