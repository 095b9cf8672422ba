// Programs and their weekly slots: anyone on the club's site reads them, admins create and change
// them and their pictures.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { PICTURE_MAX_BYTES, PICTURE_REASONS, PICTURE_SUBJECTS, pictureFile } from '../pictures.js';
import { createProgramBody, program, programWithSlots, slot, updateProgramBody } from '../programs.js';

export const programOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/programs',
    access: access.visitor,
    response: z.array(program),
    tags: ['programs'],
  }),
  slots: defineOperation({
    method: 'GET',
    path: '/api/programs-slot',
    access: access.visitor,
    response: z.array(slot),
    tags: ['programs'],
  }),
  withSlots: defineOperation({
    method: 'GET',
    path: '/api/programs/programs-with-slots',
    access: access.visitor,
    response: z.array(programWithSlots),
    tags: ['programs'],
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/programs/add-with-slots',
    access: access.admin,
    body: createProgramBody,
    response: programWithSlots,
    status: 201,
    description: 'Create New Program: the program and its weekly slots in one transaction; a taken key is 409.',
    tags: ['programs'],
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/programs/:id',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    body: updateProgramBody,
    response: programWithSlots,
    description:
      'Programs Management: the program, its kept slots (with id) and new ones (without), and deletedSlotIds. Deleting a slot with enrolled athletes is 409; nothing is saved unless everything is.',
    tags: ['programs'],
  }),
  uploadProgramImage: defineOperation({
    method: 'POST',
    path: '/api/programs/:id/image',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    body: pictureFile,
    rawBody: {
      field: PICTURE_SUBJECTS.program.field,
      contentTypes: ['image/*', 'application/octet-stream'],
      maxBytes: PICTURE_MAX_BYTES,
      tooLarge: PICTURE_REASONS.program.tooLarge,
    },
    response: programWithSlots,
    errors: [413],
    description:
      "A program's picture, shown on its card and its page: the image file itself (PNG, JPEG, WebP or GIF, at most 5 MB), kept as the hero image is. It replaces the program's previous picture.",
    tags: ['programs'],
  }),
  removeProgramImage: defineOperation({
    method: 'DELETE',
    path: '/api/programs/:id/image',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    response: programWithSlots,
    description: "Removes a program's picture: its card shows the designed default instead.",
    tags: ['programs'],
  }),
};
