import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

type Answer = { categories: { id: string; questions: { id: string }[] }[]; total: number };

describe('GET /faq', () => {
  it('needs a signed-in user', async () => {
    const { status, body } = await callApi('GET', '/faq');
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Missing bearer token' });
  });

  it('gives the client every category with its questions', async () => {
    const { accessToken } = await loginAs('client@demo.com');
    const { status, body } = await callApi('GET', '/faq', { token: accessToken });
    expect(status).toBe(200);
    const answer = body as Answer;
    expect(answer.categories.map((c) => c.id)).toEqual(['payment', 'delivery', 'returns', 'orders', 'account']);
    expect(answer.total).toBe(20);
  });

  it('keeps the questions holding every word, ignoring case and accents, and drops empty categories', async () => {
    const { accessToken } = await loginAs('client@demo.com');
    const { body } = await callApi('GET', '/faq?q=PASSWÖRD%20reset', { token: accessToken });
    const answer = body as Answer;
    expect(answer.categories.map((c) => c.id)).toEqual(['account']);
    expect(answer.categories[0]!.questions.map((q) => q.id)).toEqual(['account-reset-password']);
    expect(answer.total).toBe(1);

    const none = (await callApi('GET', '/faq?q=submarine', { token: accessToken })).body as Answer;
    expect(none).toEqual({ categories: [], total: 0 });
  });

  it('narrows to one category, and refuses an unknown one or an overlong query', async () => {
    const { accessToken } = await loginAs('admin@demo.com');
    const one = (await callApi('GET', '/faq?category=delivery&q=days', { token: accessToken })).body as Answer;
    expect(one.categories.map((c) => c.id)).toEqual(['delivery']);
    expect(one.total).toBe(2);

    const unknown = await callApi('GET', '/faq?category=nope', { token: accessToken });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/category must be one of payment, delivery/);
    const long = await callApi('GET', `/faq?q=${'a'.repeat(101)}`, { token: accessToken });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/q must be at most 100 characters/);
  });
});

describe('who may call the FAQ search', () => {
  const calls = ['GET /faq'];

  it('answers 403 to a role that may not read AclDemo, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken([]), 'read AclDemo', calls);
    const token = await clientToken([{ action: 'read', subject: 'AclDemo' }]);
    expect((await callApi('GET', '/faq', { token })).status).toBe(200);
  });
});
