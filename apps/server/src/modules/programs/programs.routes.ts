// Program and slot listings (visitor-readable: the public site and registration need them).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { program, programWithSlots, slot } from '@springboard/contract/programs';
import { access } from '../../platform/access.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { listPrograms, listProgramsWithSlots, listSlots } from './programs.service.js';

export const programsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/programs',
    { config: { access: access.visitor }, schema: { tags: ['programs'], response: { 200: envelope(z.array(program)), ...errorResponses } } },
    async (req) => ok(await req.tenantTx(listPrograms)),
  );

  app.get(
    '/api/programs-slot',
    { config: { access: access.visitor }, schema: { tags: ['programs'], response: { 200: envelope(z.array(slot)), ...errorResponses } } },
    async (req) => ok(await req.tenantTx(listSlots)),
  );

  app.get(
    '/api/programs/programs-with-slots',
    {
      config: { access: access.visitor },
      schema: { tags: ['programs'], response: { 200: envelope(z.array(programWithSlots)), ...errorResponses } },
    },
    async (req) => ok(await req.tenantTx(listProgramsWithSlots)),
  );
};
