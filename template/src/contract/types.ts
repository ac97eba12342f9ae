/** Types of the contract's endpoint table (endpoints.ts) and what its samples share. */
import type { z } from 'zod/mini';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Endpoint {
  /** operationId: unique, stable, what the check's report names. */
  id: string;
  method: Method;
  path: string;
  tag: string;
  summary: string;
  public?: boolean;
  /** Query parameters, one property each. */
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** The success answer, and its status when not 200. */
  answer?: z.ZodMiniType;
  status?: number;
  /**
   * The CASL ability the signed-in account's rules must grant (`requireAbility` in the demo backend,
   * `allow` in the reference server); any other account is refused with 403.
   */
  ability?: Ability;
  /** Error statuses besides 401 (every private endpoint) that the endpoint may answer. */
  errors: number[];
  /**
   * What the contract check (contract/check.ts) sends as good input, from the answers of the
   * endpoints checked before it (the table's order); undefined when those answers are missing.
   */
  sample?: (answerOf: AnswerOf) => Sample | undefined;
  /** Why the check sends no good input, when it cannot make one up. */
  unsampled?: string;
  /** The check changes data it cannot put back (it runs only with `--destructive`). */
  destructive?: boolean;
}

export interface Ability {
  action: 'read' | 'create' | 'update' | 'delete';
  subject: string;
}

export interface Sample {
  path?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Answers the check has seen so far, by endpoint id. */
export type Answers = Record<string, unknown>;
/** An earlier endpoint's answer (parsed JSON: the check has already matched it to its schema). */
export type AnswerOf = <T>(id: string) => T | undefined;

/** Something no server holds: unknown ids that still pass every id format (digits). */
export const unknownId = '987654321';
/** A unique address per run, so a check can create accounts and users without clashing. */
export const freshEmail = (what: string) => `check-${what}-${Date.now().toString(36)}@example.com`;
