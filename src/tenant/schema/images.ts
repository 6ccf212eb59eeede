import * as v from 'valibot';
import { doc } from './fields.ts';

const placeholderOnce = (name: string) =>
  v.check((format: string) => format.split(`{${name}}`).length === 2, `{${name}} exactly once`);

/** spec §7: the image CDN the site's photos come through. */
export const ImagesSchema = v.strictObject({
  cdn: doc(
    v.pipe(
      v.string(),
      v.regex(/^(\{src\}|\/|https:\/\/[^/?#{}]+[/?])/, 'a URL format starting with {src}, / or https://host/'),
      placeholderOnce('src'),
      placeholderOnce('width'),
      placeholderOnce('quality'),
    ),
    'The image CDN’s URL format: {src} (the photo’s URL, encoded when it is a query value), {width} and {quality}, e.g. "https://images.example.com/{src}?w={width}&q={quality}" (default "{src}?w={width}&q={quality}": the CDN in front of the site resizes on the query).',
  ),
});
