/**
 * Field rules the servers share (the demo backend, the reference server in server/, the API
 * contract): their messages name the field, as a server's 400 answer does. The app's own forms use
 * lib/zod-rules.ts, whose messages are translated codes.
 */
import { z } from 'zod/mini';

/** A required text field, trimmed, of at most `max` characters; its messages name the field. */
export const requiredField = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
    );
