import { describe, expect, it } from 'vitest';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

const admin = async () => (await loginAs('admin@demo.com')).accessToken;
const subjects = (body: { items: { subject: string }[] }) => body.items.map((m) => m.subject);
const draft = { to: [], cc: [], bcc: [], subject: 'Plan', html: '<p>Hello</p>', attachments: [], mode: 'draft' };

describe('email', () => {
  it('pages a folder newest first with previews and no bodies', async () => {
    const token = await admin();
    const first = await callApi('GET', '/email/messages?folder=inbox&itemsPerPage=5', { token });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(5);
    expect(first.body.total).toBe(22);
    expect(first.body.items[0]).toMatchObject({ subject: 'Server migration this weekend', folder: 'inbox' });
    expect(first.body.items[0]).not.toHaveProperty('html');
    expect(first.body.items[0].preview).toMatch(/^Heads up: we migrate/);
    const dates = first.body.items.map((m: { date: string }) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await callApi('GET', '/email/messages?folder=inbox&itemsPerPage=5&page=5', { token });
    expect(last.body.items).toHaveLength(2);
  });

  it('filters by label, search and the starred view', async () => {
    const token = await admin();
    const list = async (query: string) => (await callApi('GET', `/email/messages?${query}`, { token })).body;
    expect(subjects(await list('folder=inbox&label=private'))).toEqual(['Quarterly numbers', 'Interview feedback']);
    expect(subjects(await list('folder=sent&q=hannah'))).toEqual(['Re: Partnership proposal']);
    // Search reads bodies too, not only subjects.
    expect(subjects(await list('folder=inbox&q=customs'))).toEqual(['Shipment delayed']);
    expect(subjects(await list('folder=starred'))).toEqual(['Re: Q4 design review', 'Partnership proposal']);
    expect((await list('folder=trash&q=nothing-like-this')).total).toBe(0);
  });

  it('rejects bad list queries with field messages', async () => {
    const token = await admin();
    const bad = await callApi('GET', '/email/messages?folder=archive&itemsPerPage=101&label=x&page=0', { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['folder', 'itemsPerPage', 'label', 'page']);
    expect((await callApi('GET', '/email/messages?itemsPerPage=1', { token })).body.items).toHaveLength(1);
    expect((await callApi('GET', '/email/messages?itemsPerPage=100', { token })).body.items).toHaveLength(22);
  });

  it('counts unread and total messages per folder view', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/email/counts', { token });
    expect(body.inbox).toEqual({ unread: 8, total: 22 });
    expect(body.drafts).toEqual({ unread: 0, total: 2 });
    expect(body.starred.total).toBe(2);
    expect(body.spam).toEqual({ unread: 2, total: 3 });
  });

  it('reads a message with its thread, oldest first, and 404s unknown ids', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/email/messages/3', { token });
    expect(body.mail.subject).toBe('Re: Q4 design review');
    expect(body.mail.html).toContain('<li>Annual toggle');
    expect(body.thread.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    expect((await callApi('GET', '/email/messages/999', { token })).status).toBe(404);
    expect((await callApi('GET', '/email/messages/abc', { token })).status).toBe(400);
  });

  it('sends to Sent, keeps drafts in Drafts, and sends a draft later', async () => {
    const token = await admin();
    const sent = await callApi('POST', '/email/messages', {
      token,
      body: { ...draft, to: ['emma.clarke@pixel-studio.com'], mode: 'send', subject: 'Hello there' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ folder: 'sent', subject: 'Hello there', from: { email: 'admin@demo.com' } });
    const saved = await callApi('POST', '/email/messages', { token, body: draft });
    expect(saved.body.folder).toBe('drafts');
    const edited = await callApi('PUT', `/email/messages/${saved.body.id}`, {
      token,
      body: { ...draft, subject: 'Plan v2' },
    });
    expect(edited.body).toMatchObject({ id: saved.body.id, folder: 'drafts', subject: 'Plan v2' });
    const out = await callApi('PUT', `/email/messages/${saved.body.id}`, {
      token,
      body: { ...draft, subject: 'Plan v2', to: ['liam@northwind.io'], mode: 'send' },
    });
    expect(out.body.folder).toBe('sent');
    expect((await callApi('PUT', `/email/messages/${saved.body.id}`, { token, body: draft })).status).toBe(400);
    expect((await callApi('PUT', '/email/messages/999', { token, body: draft })).status).toBe(404);
    expect(subjects((await callApi('GET', '/email/messages?folder=sent&itemsPerPage=2', { token })).body)).toEqual([
      'Plan v2',
      'Hello there',
    ]);
  });

  it('checks each address, needs a recipient to send, and checks attachments', async () => {
    const token = await admin();
    const bad = await callApi('POST', '/email/messages', {
      token,
      body: {
        ...draft,
        mode: 'send',
        cc: ['ok@example.com', 'not-an-address'],
        attachments: [{ name: 'tool.exe', size: 10, type: 'application/x-msdownload' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['attachments.0.type', 'cc.1', 'to']);
    const tooBig = await callApi('POST', '/email/messages', {
      token,
      body: { ...draft, attachments: [{ name: 'a.pdf', size: 6 * 1024 * 1024, type: 'application/pdf' }] },
    });
    expect(Object.keys(tooBig.body.errors)).toEqual(['attachments.0.size']);
    expect((await callApi('POST', '/email/messages', { token, body: { ...draft, mode: 'post' } })).status).toBe(400);
    // Nothing of the refused messages was stored.
    expect((await callApi('GET', '/email/counts', { token })).body.sent.total).toBe(7);
  });

  it('updates one or many messages and removes for good', async () => {
    const token = await admin();
    const one = await callApi('PATCH', '/email/messages/11', { token, body: { read: true, labels: ['private'] } });
    expect(one.body).toMatchObject({ id: 11, read: true, labels: ['private'] });
    expect((await callApi('PATCH', '/email/messages/11', { token, body: { folder: 'starred' } })).status).toBe(400);
    expect((await callApi('PATCH', '/email/messages/999', { token, body: { read: true } })).status).toBe(404);
    await callApi('PATCH', '/email/messages', { token, body: { ids: [11, 12], addLabels: ['company'] } });
    const labelsOf = async (id: number) => (await callApi('GET', `/email/messages/${id}`, { token })).body.mail.labels;
    // Each message keeps its own labels beside the added one.
    expect(await labelsOf(11)).toEqual(['company', 'private']);
    expect(await labelsOf(12)).toEqual(['company']);
    await callApi('PATCH', '/email/messages', { token, body: { ids: [11], removeLabels: ['private'] } });
    expect(await labelsOf(11)).toEqual(['company']);
    const moved = await callApi('PATCH', '/email/messages', { token, body: { ids: [11, 12], folder: 'trash' } });
    expect(moved.body).toEqual({ updated: 2 });
    expect((await callApi('GET', '/email/counts', { token })).body.trash.total).toBe(5);
    const unknown = await callApi('PATCH', '/email/messages', { token, body: { ids: [11, 999], read: false } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('999');
    expect((await callApi('GET', '/email/messages/11', { token })).body.mail.read).toBe(true);
    expect((await callApi('POST', '/email/messages/delete', { token, body: { ids: [] } })).status).toBe(400);
    expect((await callApi('POST', '/email/messages/delete', { token, body: { ids: [11, 12] } })).body).toEqual({
      deleted: 2,
    });
    expect((await callApi('GET', '/email/messages/11', { token })).status).toBe(404);
  });

  it('needs a bearer token', async () => {
    expect((await callApi('GET', '/email/messages')).status).toBe(401);
    expect((await callApi('GET', '/email/counts')).status).toBe(401);
  });
});

describe('who may call the email endpoints', () => {
  const calls = [
    'GET /email/messages',
    'GET /email/counts',
    'GET /email/messages/1',
    'POST /email/messages',
    'PUT /email/messages/1',
    'PATCH /email/messages/1',
    'PATCH /email/messages',
    'POST /email/messages/delete',
  ];

  it('answers 403 to a role that may not read Email, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Email', calls);
    const token = await clientToken([{ action: 'read', subject: 'Email' }]);
    expect((await callApi('GET', '/email/messages', { token })).status).toBe(200);
  });
});
