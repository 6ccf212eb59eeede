import { type ConfigProblem, formatProblem } from '../tenant/issues.ts';
import type { Site } from '../tenant/schema/site.ts';
import { loadBlogPosts } from './blog.ts';
import { loadOffers, offersShownOn } from './offers.ts';
import type { BlogPost } from './schema/blog-post.ts';
import type { Offer } from './schema/offer.ts';

function exitWith(problems: ConfigProblem[]): never {
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}

/** Read, checked and sanitised once per build: each model page asks again. */
const offersBySite = new Map<string, readonly Offer[]>();

/** The offers a build shows; an invalid offers.json stops the build, like site.json. */
export function offersOrExit(site: Site): readonly Offer[] {
  let offers = offersBySite.get(site.slug);
  if (!offers) {
    const result = loadOffers(site.slug);
    offers = result.ok ? offersShownOn(site, result.offers) : exitWith(result.problems);
    offersBySite.set(site.slug, offers);
  }
  return offers;
}

/** The blog posts a build shows, newest first; an invalid blog.json stops the build. */
export function blogPostsOrExit(site: Site): BlogPost[] {
  const result = loadBlogPosts(site);
  return result.ok ? result.posts : exitWith(result.problems);
}
