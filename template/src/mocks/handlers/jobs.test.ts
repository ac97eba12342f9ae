import { describe, expect, it } from 'vitest';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

const admin = async () => (await loginAs('admin@demo.com')).accessToken;

describe('jobs', () => {
  it('lists ten jobs with MM/DD/YYYY posted dates', async () => {
    const token = await admin();
    const { status, body } = await callApi('GET', '/jobs', { token });
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body[0]).toMatchObject({ id: 1, name: 'Front-End Developer', employment: ['Full-Time', 'On-Site'] });
    expect(body[0].postedDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body[0]).not.toHaveProperty('postedDaysAgo');
  });

  it('filters by role, location, work type and salary band, and sorts', async () => {
    const token = await admin();
    const names = async (query: string) =>
      (await callApi('GET', `/jobs?${query}`, { token })).body.map((j: { name: string }) => j.name);
    expect(await names('role=engineer&workType=Hybrid')).toEqual([
      'Back-End Engineer',
      'DevOps Engineer',
      'Machine Learning Engineer',
    ]);
    expect(await names('location=usa&salary=300-500')).toEqual(['Engineering Manager']);
    expect(await names('workType=Remote&sort=salary-asc')).toEqual([
      'UX Researcher',
      'Mobile Developer',
      'Product Designer',
    ]);
    expect((await names('sort=newest'))[0]).toBe('Front-End Developer');
    expect(await names('role=astronaut')).toEqual([]);
  });

  it('rejects unknown filter values', async () => {
    const token = await admin();
    const bad = await callApi('GET', '/jobs?salary=1-2&sort=random', { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['salary', 'sort']);
  });

  it('reads one job and persists a bookmark', async () => {
    const token = await admin();
    expect((await callApi('GET', '/jobs/3', { token })).body.companyName).toBe('Cobalt Systems');
    expect((await callApi('GET', '/jobs/42', { token })).status).toBe(404);
    const saved = await callApi('PUT', '/jobs/3/bookmark', { token, body: { bookmarked: true } });
    expect(saved.body.bookmarked).toBe(true);
    expect((await callApi('GET', '/jobs/3', { token })).body.bookmarked).toBe(true);
    expect((await callApi('PUT', '/jobs/3/bookmark', { token, body: { bookmarked: 'yes' } })).status).toBe(400);
    expect((await callApi('PUT', '/jobs/42/bookmark', { token, body: { bookmarked: true } })).status).toBe(404);
  });

  it("answers the openings' prose in the reader's language, English without one", async () => {
    const token = await admin();
    const job = async (language?: string) =>
      (await callApi('GET', '/jobs/3', { token, headers: language ? { 'Accept-Language': language } : {} })).body;
    const [en, fr, ar] = [await job(), await job('fr'), await job('ar')];
    expect(en.about).toBe('Cobalt Systems runs payment infrastructure for online marketplaces.');
    expect(fr.about).toBe('Cobalt Systems fait tourner l’infrastructure de paiement de places de marché en ligne.');
    expect(ar.about).toBe('تدير Cobalt Systems البنية التحتية للدفع في الأسواق الإلكترونية.');
    expect(fr.role).toContain('profil senior en ingénierie back-end');
    expect(fr.qualifications[0]).toBe('Au moins 6 ans d’expérience professionnelle dans un poste similaire.');
    expect(ar.qualifications[0]).toBe('خبرة مهنية لا تقل عن 6 سنوات في منصب مماثل.');
    expect(ar.benefits).toContain('ميزانية سنوية للتعلّم قدرها 2000 دولار.');
    // The lists keep their length; the title, company and place stay as published.
    for (const key of ['responsibilities', 'qualifications', 'benefits'] as const) {
      expect(fr[key]).toHaveLength(en[key].length);
      expect(ar[key]).toHaveLength(en[key].length);
    }
    const published = { name: 'Back-End Engineer', companyName: 'Cobalt Systems', location: 'Seattle, USA' };
    expect(fr).toMatchObject(published);
    expect(ar).toMatchObject(published);
    const list = (await callApi('GET', '/jobs?sort=newest', { token, headers: { 'Accept-Language': 'ar' } })).body;
    expect(list[0]).toMatchObject({ name: 'Front-End Developer', about: expect.stringContaining('Northwind Labs') });
    expect(list[0].about).toMatch(/\p{Script=Arabic}/u);
  });

  it('needs a bearer token', async () => {
    expect((await callApi('GET', '/jobs')).status).toBe(401);
  });
});

describe('who may call the jobs endpoints', () => {
  const calls = ['GET /jobs', 'GET /jobs/1', 'PUT /jobs/1/bookmark'];

  it('answers 403 to a role that may not read Job, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Job', calls);
    const token = await clientToken([{ action: 'read', subject: 'Job' }]);
    expect((await callApi('GET', '/jobs', { token })).status).toBe(200);
  });
});
