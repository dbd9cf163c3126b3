import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/**
 * Reference data is the same for every caller and changes only with a deploy: its answers carry
 * a strong `ETag` and `Cache-Control`, and a request whose `If-None-Match` lists the current ETag
 * gets 304 without a body.
 */
export const conditionalGet = {
  headers: z.object({
    'if-none-match': z
      .string()
      .optional()
      .describe(
        'ETags of the copies the client holds (weak comparison, RFC 9110, section 13.1.2); a match answers 304',
      ),
  }),
};

export const notModified = { 304: c.noBody() } as const;
