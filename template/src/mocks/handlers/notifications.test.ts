import { callApi, clientToken, loginAs, useDemoServer } from '../testing';

useDemoServer();

async function token() {
  return (await loginAs('admin@demo.com')).accessToken;
}

describe('GET /notifications', () => {
  it('answers the 24 seed notifications, newest first, to a signed-in user', async () => {
    const { status, body } = await callApi('GET', '/notifications', { token: await token() });
    expect(status).toBe(200);
    const list = body.notifications as { type: string; timestamp: string; isRead: boolean }[];
    expect(list).toHaveLength(24);
    expect(new Set(list.map((n) => n.type))).toEqual(
      new Set(['email', 'reminder', 'notification', 'alert', 'announcement', 'chat', 'payment']),
    );
    const times = list.map((n) => Date.parse(n.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list[0]).toMatchObject({ type: 'email', isRead: false });
    expect(Date.now() - times[0]!).toBeLessThan(60 * 60 * 1000);
    expect(list.filter((n) => !n.isRead)).toHaveLength(4);
  });

  it('answers every signed-in account, even one whose role grants nothing (the bell is in every shell)', async () => {
    const { status, body } = await callApi('GET', '/notifications', { token: await clientToken([]) });
    expect(status).toBe(200);
    expect(body.notifications).toHaveLength(24);
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
    expect(body.notifications).toHaveLength(23);
  });
});

describe('bulk changes', () => {
  const readOf = async (t: string) =>
    new Map(
      (
        (await callApi('GET', '/notifications', { token: t })).body.notifications as { id: number; isRead: boolean }[]
      ).map((n) => [n.id, n.isRead]),
    );

  it('marks the chosen notifications read or unread and answers the whole list', async () => {
    const t = await token();
    const read = await callApi('PATCH', '/notifications', { token: t, body: { ids: [1, 2, 4], isRead: true } });
    expect(read.status).toBe(200);
    expect(read.body.notifications).toHaveLength(24);
    expect(
      read.body.notifications.filter((n: { isRead: boolean }) => !n.isRead).map((n: { id: number }) => n.id),
    ).toEqual([6]);
    const unread = await callApi('PATCH', '/notifications', { token: t, body: { ids: [3, 20], isRead: false } });
    expect(unread.status).toBe(200);
    const stored = await readOf(t);
    expect([1, 2, 3, 4, 20].map((id) => stored.get(id))).toEqual([true, true, false, true, false]);
  });

  it('deletes the chosen notifications for good', async () => {
    const t = await token();
    expect(await callApi('POST', '/notifications/delete', { token: t, body: { ids: [5, 9, 24] } })).toMatchObject({
      status: 200,
      body: { ids: [5, 9, 24] },
    });
    const left = await readOf(t);
    expect(left.size).toBe(21);
    expect([5, 9, 24].some((id) => left.has(id))).toBe(false);
  });

  it('changes nothing and answers 404 naming the unknown ids when one is unknown', async () => {
    const t = await token();
    expect(
      await callApi('PATCH', '/notifications', { token: t, body: { ids: [1, 998, 999], isRead: true } }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Notifications 998, 999 not found' },
    });
    expect((await readOf(t)).get(1)).toBe(false);
    expect(await callApi('POST', '/notifications/delete', { token: t, body: { ids: [2, 999] } })).toMatchObject({
      status: 404,
      body: { message: 'Notification 999 not found' },
    });
    expect((await readOf(t)).has(2)).toBe(true);
  });

  it('answers 400 with field messages for a bad list of ids', async () => {
    const t = await token();
    const cases: [unknown, string][] = [
      [{ ids: [], isRead: true }, 'ids must name at least one notification'],
      [{ ids: [1, 1], isRead: true }, 'ids must not repeat'],
      [{ ids: [1.5], isRead: true }, 'Each id must be a whole number'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), isRead: true }, 'ids may name at most 100 notifications'],
      [{ ids: 'all', isRead: true }, 'ids must be a list of notification ids'],
    ];
    for (const [body, message] of cases) {
      const reply = await callApi('PATCH', '/notifications', { token: t, body });
      expect(reply.status).toBe(400);
      expect(Object.values(reply.body.errors).flat()).toContain(message);
    }
    const noFlag = await callApi('PATCH', '/notifications', { token: t, body: { ids: [1] } });
    expect(noFlag.body.errors.isRead).toEqual(['isRead must be true or false']);
    const extra = await callApi('POST', '/notifications/delete', { token: t, body: { ids: [1], isRead: true } });
    expect(extra.status).toBe(400);
    expect((await callApi('POST', '/notifications/delete', { token: t, rawBody: '{oops' })).status).toBe(400);
    expect((await callApi('POST', '/notifications/delete', { body: { ids: [1] } })).status).toBe(401);
  });
});

describe('the reader’s language', () => {
  it('answers the messages in the language Accept-Language names, English otherwise', async () => {
    const t = await token();
    const first = async (language?: string) =>
      (await callApi('GET', '/notifications', { token: t, headers: language ? { 'Accept-Language': language } : {} }))
        .body.notifications[0].message;
    expect(await first()).toBe('You have a new email from John Doe.');
    expect(await first('fr')).toBe('Vous avez reçu un nouvel e-mail de John Doe.');
    expect(await first('ar-EG,ar;q=0.9')).toBe('لديك رسالة بريد إلكتروني جديدة من جون دو.');
    expect(await first('de-DE,fr;q=0.5')).toBe('Vous avez reçu un nouvel e-mail de John Doe.');
    expect(await first('de')).toBe('You have a new email from John Doe.');
    const patched = await callApi('PATCH', '/notifications/1', {
      token: t,
      body: { isRead: true },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(patched.body.message).toBe('Vous avez reçu un nouvel e-mail de John Doe.');
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
