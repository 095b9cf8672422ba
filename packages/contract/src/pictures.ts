// The club's own pictures: a hero image for the landing page (Manage Settings) and one
// picture per program (the program forms). The server reads what the upload really is, strips its
// metadata and keeps it in a few widths as WebP, named by a content hash so each address is cached
// for a year. The web app's build target (Vite's baseline-widely-available: Safari 16.4, Chrome 111,
// Firefox 114) decodes WebP everywhere it runs, so no JPEG copy is kept.
import { say, type FixedCode } from './messages.js';
import { z } from 'zod';

/** The largest file an admin may upload (the server refuses more before reading further). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Pixels a picture may have (about 8000 × 5000): a small file can unpack into a huge image. */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** The widths served (never wider than the upload itself; a narrower upload keeps its own width). */
export const PICTURE_WIDTHS = [480, 960, 1600] as const;
export const PICTURE_MAX_WIDTH = 1600;
/** What the file field takes; the server reads the real type from the first bytes. SVG is refused. */
export const PICTURE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** What the pictures are served as. */
export const PICTURE_CONTENT_TYPE = 'image/webp';

/** Which picture: the words name it in every message, the field is where the API reports it. */
export const PICTURE_SUBJECTS = {
  hero: { field: 'hero_image', name: 'hero image' },
  program: { field: 'image', name: 'program picture' },
} as const;
export type PictureSubject = keyof typeof PICTURE_SUBJECTS;

/** Each refusal of a picture, by subject: the catalogue's code (which names the picture). */
export const PICTURE_REASONS = {
  hero: {
    tooLarge: 'hero_image_too_large',
    notImage: 'hero_image_not_image',
    tooManyPixels: 'hero_image_too_many_pixels',
    unreadable: 'hero_image_unreadable',
  },
  program: {
    tooLarge: 'program_image_too_large',
    notImage: 'program_image_not_image',
    tooManyPixels: 'program_image_too_many_pixels',
    unreadable: 'program_image_unreadable',
  },
} as const satisfies Record<PictureSubject, Record<string, FixedCode>>;
export type PictureProblem = keyof (typeof PICTURE_REASONS)['hero'];

export const pictureMessages = (s: PictureSubject) => {
  const r = PICTURE_REASONS[s];
  return {
    tooLarge: say(r.tooLarge),
    notImage: say(r.notImage),
    tooManyPixels: say(r.tooManyPixels),
    unreadable: say(r.unreadable),
  };
};
export const PICTURE_MESSAGES = { hero: pictureMessages('hero'), program: pictureMessages('program') } as const;

/**
 * A picture as an <img> shows it: `url` is the widest copy (the fallback src), `srcset` every width
 * ("…/480 480w, …/960 960w"), and width and height the widest copy's size (so the page keeps its
 * place before the picture arrives).
 */
export const clubPicture = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ClubPicture = z.infer<typeof clubPicture>;

/** The body of an upload: the image file's own bytes. */
export const pictureFile = z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'must be an image file');

/** GET /api/clubs/{slug}/pictures/{hash}/{width}. */
export const pictureParams = z.object({
  slug: z.string().min(1).max(63),
  hash: z.string().regex(/^[0-9a-f]{64}$/, say('picture_hash')),
  width: z.coerce.number().int().min(1).max(PICTURE_MAX_WIDTH),
});
