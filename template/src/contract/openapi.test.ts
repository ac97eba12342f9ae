import { validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { endpoints } from './endpoints';
import { openApiDocument } from './openapi';

// The validator dereferences in place: each check gets its own copy.
const fresh = () => structuredClone(openApiDocument()) as unknown as OpenAPIV3_1.Document;

describe('the OpenAPI contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(fresh());
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('is refused by the validator when broken, so the check above can fail', async () => {
    const broken = fresh();
    // Two operations with one id: a generated client could not name them.
    broken.paths!['/auth/refresh']!.post!.operationId = 'login';
    expect((await validate(broken)).valid).toBe(false);
  });

  it('describes every endpoint of the table once, with bearer auth on the private ones', () => {
    const doc = fresh() as unknown as { paths: Record<string, Record<string, { operationId: string; security?: [] }>> };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((op) => op.operationId).sort()).toEqual(endpoints.map((e) => e.id).sort());
    expect(doc.paths['/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/notifications']!.get!.security).toBeUndefined();
  });

  it('gives request bodies their rules and answers their shapes', () => {
    const doc = fresh() as any;
    const patch = doc.paths['/notifications/{id}'].patch;
    expect(patch.requestBody.content['application/json'].schema).toMatchObject({
      required: ['isRead'],
      properties: { isRead: { type: 'boolean' } },
    });
    expect(patch.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(Object.keys(patch.responses)).toEqual(['200', '400', '401', '403', '404']);
    // #demo-start
    const invoiceBody = doc.paths['/invoices'].post.requestBody.content['application/json'].schema;
    expect(invoiceBody.required).toContain('products');
    expect(invoiceBody.additionalProperties).toBe(false);
    expect(invoiceBody.properties.products.minItems).toBe(1);
    expect(doc.paths['/user/delete/{id}'].delete.responses['204']).toEqual({ description: 'Success, no body' });
    const listInvoices = doc.paths['/invoices'].get;
    expect(listInvoices['x-ability']).toEqual({ action: 'read', subject: 'Invoice' });
    expect(listInvoices.description).toBe('Needs the ability to read Invoice.');
    expect(listInvoices.responses['403'].description).toBe("The account's rules do not grant read Invoice");
    expect(doc.paths['/notifications'].get['x-ability']).toBeUndefined();
    // #demo-end
  });
});
