import { callApi, useDemoServer } from '../testing';

useDemoServer();

describe('POST /newsletter', () => {
  it('subscribes an address once, without a session', async () => {
    const first = await callApi('POST', '/newsletter', { body: { email: ' Ada@Demo.com ' } });
    expect(first).toEqual({ status: 201, body: { email: 'ada@demo.com', subscribed: true } });
    const again = await callApi('POST', '/newsletter', { body: { email: 'ada@demo.com' } });
    expect(again).toEqual({ status: 200, body: { email: 'ada@demo.com', subscribed: false } });
  });

  it('refuses a missing or malformed address with the form-rule message', async () => {
    const missing = await callApi('POST', '/newsletter', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: ['This field is required'] });
    const bad = await callApi('POST', '/newsletter', { body: { email: 'nope' } });
    expect(bad.body.errors).toEqual({ email: ['Please enter a valid email'] });
    const noBody = await callApi('POST', '/newsletter', { rawBody: '{oops' });
    expect(noBody).toEqual({ status: 400, body: { message: 'Request body must be valid JSON' } });
  });
});
