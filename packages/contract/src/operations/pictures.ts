// The public address of the club's own pictures (the hero image and a picture per program); their
// uploads are the settings' and the programs' calls.
import { access, defineOperation } from '../operation.js';
import { PICTURE_CONTENT_TYPE, pictureFile, pictureParams } from '../pictures.js';

export const pictureOperations = {
  picture: defineOperation({
    method: 'GET',
    path: '/api/clubs/:slug/pictures/:hash/:width',
    access: access.public,
    params: pictureParams,
    response: pictureFile,
    rawResponse: { contentTypes: [PICTURE_CONTENT_TYPE] },
    description:
      "One width of a club picture as WebP (the url and srcset of hero_image and of a program's image; no tenant header, as an <img> cannot send one). The hash names the content, so it is cached for a year.",
    tags: ['settings'],
  }),
};
