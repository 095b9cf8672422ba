// Programs and slots: listings anyone on the club's site reads (the public site and registration
// need them), and the admin's Create New Program and Programs Management saves and the program's
// picture (upload, remove).
import type { FastifyInstance } from 'fastify';
import { programOperations } from '@springboard/contract/operations/programs';
import { registerOperations, result } from '../../platform/operations.js';
import { preparePicture, removePicture, storePicture } from '../pictures/pictures.service.js';
import {
  createProgramWithSlots,
  getProgramWithSlots,
  listPrograms,
  listProgramsWithSlots,
  listSlots,
  lockProgram,
  updateProgramWithSlots,
} from './programs.service.js';

export async function programsRoutes(app: FastifyInstance) {
  registerOperations(app, programOperations, {
    list: { handle: async ({ run }) => result(await run(listPrograms)) },
    slots: { handle: async ({ run }) => result(await run((tx) => listSlots(tx))) },
    withSlots: { handle: async ({ run }) => result(await run(listProgramsWithSlots)) },
    create: {
      handle: async ({ run, tenant, body }) => {
        const data = await run(async (tx) => getProgramWithSlots(tx, await createProgramWithSlots(tx, tenant.id, body)));
        return result(data, 'Program and slots created successfully!');
      },
    },
    update: {
      handle: async ({ run, tenant, params, body }) => {
        const data = await run(async (tx) => {
          await updateProgramWithSlots(tx, tenant.id, params.id, body);
          return getProgramWithSlots(tx, params.id);
        });
        return result(data, 'Program updated successfully');
      },
    },
    uploadProgramImage: {
      handle: async ({ run, tenant, params, body }) => {
        // A program of another club is 404 before the file is even looked at.
        await run((tx) => lockProgram(tx, params.id));
        const picture = await preparePicture(body, 'program');
        const data = await run(async (tx) => {
          await lockProgram(tx, params.id);
          await storePicture(tx, tenant.id, { kind: 'program', programId: params.id }, picture);
          return getProgramWithSlots(tx, params.id);
        });
        return result(data, 'Program picture uploaded successfully');
      },
    },
    removeProgramImage: {
      handle: async ({ run, params }) => {
        const data = await run(async (tx) => {
          await lockProgram(tx, params.id);
          await removePicture(tx, { kind: 'program', programId: params.id });
          return getProgramWithSlots(tx, params.id);
        });
        return result(data, 'Program picture removed');
      },
    },
  });
}
