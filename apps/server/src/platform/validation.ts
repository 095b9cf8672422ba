// Validates params, query and body with the operation's zod schemas. A refusal becomes the 400 the
// error handler sends: one detail per bad field with its catalogue code (from the contract's
// issueDetail), the input reported so a missing field reads as `required` rather than a wrong type.
import type { FastifySchemaCompiler } from 'fastify';
import { issueDetail } from '@springboard/contract/issue-reasons';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { detailsError } from './app-error.js';

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (!result.error) return { value: result.data };
    const where = httpPart ?? 'body';
    return {
      error: detailsError(
        'VALIDATION',
        result.error.issues.map((i) => issueDetail(i, where)),
        where,
      ),
    };
  };
