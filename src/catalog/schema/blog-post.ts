import * as v from 'valibot';
import { isoDate, sitePath, slug } from '../../tenant/schema/fields.ts';

/** A blog post, as marketing writes it in tenants/<slug>/blog.json. */
const BlogPostSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The post is published at /blog/{category}/{slug} (site-urls.ts blogPostHref). */
  slug,
  title: v.pipe(v.string(), v.nonEmpty()),
  /** One of the slugs of the site's content.blogCategories. */
  category: slug,
  published_at: isoDate,
  author: v.pipe(v.string(), v.nonEmpty()),
  excerpt: v.pipe(v.string(), v.nonEmpty()),
  body: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1, 'at least one paragraph')),
  image: v.strictObject({ url: sitePath, alt: v.string() }),
});

export const BlogFileSchema = v.array(BlogPostSchema);

export type BlogPost = v.InferOutput<typeof BlogPostSchema>;
