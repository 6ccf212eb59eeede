import type { BlogPost } from '../../catalog/schema/blog-post.ts';
import { blogCategoryHref, blogPostHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';

export interface BlogCategoryView {
  slug: string;
  name: string;
  href: string;
  count: number;
}

export interface PostView {
  post: BlogPost;
  href: string;
  category: { name: string; href: string };
  /** "12 November 2026" */
  date: string;
}

const DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A post's publication date (YYYY-MM-DD, no time of day) as Australians write it. */
function formatPostDate(isoDate: string): string {
  return DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** The site's blog categories in its order (spec §2: 4 to 5), with their post counts. */
export function blogCategoryViews(site: Pick<Site, 'content'>, posts: readonly BlogPost[]): BlogCategoryView[] {
  return site.content.blogCategories.map((category) => ({
    slug: category.slug,
    name: category.name,
    href: blogCategoryHref(category),
    count: posts.filter((post) => post.category === category.slug).length,
  }));
}

export function postView(post: BlogPost, categories: readonly BlogCategoryView[]): PostView {
  const category = categories.find((c) => c.slug === post.category);
  return {
    post,
    href: blogPostHref(post),
    category: {
      name: category?.name ?? post.category,
      href: category?.href ?? blogCategoryHref({ slug: post.category }),
    },
    date: formatPostDate(post.published_at),
  };
}
