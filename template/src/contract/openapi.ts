/**
 * The OpenAPI 3.1 document of the API, built from the endpoint table (contract/endpoints.ts) with
 * zod's own JSON Schema output: requests as the server takes them (`io: 'input'`), answers as the
 * app parses them. OpenAPI 3.1 schemas are JSON Schema 2020-12, so the output goes in as is.
 * Checks zod cannot express in JSON Schema (refinements, transforms) stay in the servers' zod.
 */
import { z } from 'zod/mini';
import { endpoints, pathParams } from './endpoints';
import type { Endpoint } from './types';

type Json = Record<string, unknown>;

/** JSON Schema of a zod schema, without the `$schema` key (the document declares the dialect once). */
export function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

const errorSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'object',
      description: 'Field path (dots between segments; `_` for the whole body) to its messages',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
} satisfies Json;

const errorMeaning: Record<number, string> = {
  400: 'Bad input: `errors` names each field with its messages',
  401: 'Missing, invalid or expired access token',
  403: 'The signed-in account may not do this',
  404: 'Unknown id',
  409: 'Conflict with stored data',
  429: 'Too many attempts: wait for the Retry-After header',
};

const json = (schema: Json) => ({ 'application/json': { schema } });
const errorRef = json({ $ref: '#/components/schemas/Error' });

function operation(endpoint: Endpoint): Json {
  const parameters = [
    ...pathParams(endpoint.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: !(schema as z.ZodMiniType).safeParse(undefined).success,
      schema: jsonSchemaOf(schema as z.ZodMiniType, 'input'),
    })),
  ];
  const status = String(endpoint.status ?? 200);
  const responses: Json = {
    [status]: endpoint.answer
      ? { description: 'Success', content: json(jsonSchemaOf(endpoint.answer, 'output')) }
      : { description: 'Success, no body' },
  };
  const errors = endpoint.public ? endpoint.errors : [401, 403, ...endpoint.errors];
  for (const code of [...new Set(errors)].sort()) {
    responses[String(code)] = { description: errorMeaning[code] ?? 'Error', content: errorRef };
  }
  const { ability } = endpoint;
  if (ability) {
    responses['403'] = {
      description: `The account's rules do not grant ${ability.action} ${ability.subject}`,
      content: errorRef,
    };
  }
  return {
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    // The CASL ability the account's rules must grant, as data for tools and as words for people.
    ...(ability
      ? { description: `Needs the ability to ${ability.action} ${ability.subject}.`, 'x-ability': ability }
      : {}),
    ...(endpoint.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: json(jsonSchemaOf(endpoint.body, 'input')) } } : {}),
    responses,
  };
}

/** The whole document; `serverUrl` is the API base the `servers` entry names. */
export function openApiDocument(serverUrl = '/api'): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Tessera API',
      version: '1.0.0',
      description:
        'What the Tessera app calls. Generated from the zod schemas the app and its demo backend use; ' +
        'check a server against it with `npm run check-api -- --base-url <url>`.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The access token from sign-in' } },
      schemas: { Error: errorSchema },
    },
  };
}
