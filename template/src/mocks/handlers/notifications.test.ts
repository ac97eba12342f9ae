import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

async function token() {
  return (await loginAs('admin@demo.com')).accessToken;
}

describe('GET /notifications', () => {
  it('answers the seven seed notifications, newest first, to a signed-in user', async () => {
    const { status, body } = await callApi('GET', '/notifications', { token: await token() });
    expect(status).toBe(200);
    const list = body.notifications as { type: string; timestamp: string; isRead: boolean }[];
    expect(list).toHaveLength(7);
    expect(new Set(list.map((n) => n.type))).toEqual(
      new Set(['email', 'reminder', 'notification', 'alert', 'announcement', 'chat', 'payment']),
    );
    const times = list.map((n) => Date.parse(n.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list[0]).toMatchObject({ type: 'email', isRead: false });
    expect(Date.now() - times[0]!).toBeLessThan(60 * 60 * 1000);
    expect(list.filter((n) => !n.isRead)).toHaveLength(4);
  });

  it('refuses a caller without a token', async () => {
    const { status, body } = await callApi('GET', '/notifications');
    expect(status).toBe(401);
    expect(body.message).toMatch(/token/i);
  });
});

describe('changes persist in the store', () => {
  it('toggles one notification and keeps it', async () => {
    const t = await token();
    const patched = await callApi('PATCH', '/notifications/1', { token: t, body: { isRead: true } });
    expect(patched).toMatchObject({ status: 200, body: { id: 1, isRead: true } });
    const { body } = await callApi('GET', '/notifications', { token: t });
    expect(body.notifications.find((n: { id: number }) => n.id === 1).isRead).toBe(true);
  });

  it('marks all as read', async () => {
    const t = await token();
    const { status, body } = await callApi('POST', '/notifications/read-all', { token: t });
    expect(status).toBe(200);
    expect(body.notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  it('hides (deletes) a notification', async () => {
    const t = await token();
    expect(await callApi('DELETE', '/notifications/4', { token: t })).toMatchObject({ status: 200, body: { id: 4 } });
    const { body } = await callApi('GET', '/notifications', { token: t });
    expect(body.notifications.map((n: { id: number }) => n.id)).not.toContain(4);
    expect(body.notifications).toHaveLength(6);
  });
});

describe('bad input', () => {
  it('answers 404 JSON for an unknown id', async () => {
    const t = await token();
    expect(await callApi('PATCH', '/notifications/999', { token: t, body: { isRead: true } })).toMatchObject({
      status: 404,
      body: { message: 'Notification 999 not found' },
    });
    expect(await callApi('DELETE', '/notifications/999', { token: t })).toMatchObject({ status: 404 });
  });

  it('answers 400 JSON for a malformed id or body', async () => {
    const t = await token();
    expect((await callApi('PATCH', '/notifications/abc', { token: t, body: { isRead: true } })).status).toBe(400);
    const wrongType = await callApi('PATCH', '/notifications/1', { token: t, body: { isRead: 'yes' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.isRead).toBeDefined();
    expect((await callApi('PATCH', '/notifications/1', { token: t, body: { isRead: true, extra: 1 } })).status).toBe(
      400,
    );
    expect((await callApi('PATCH', '/notifications/1', { token: t, rawBody: '{oops' })).status).toBe(400);
  });
});
