import { describe, expect, it } from 'vitest';
import { callApi, loginAs, useDemoServer } from '../testing';
import { seedEvents, type StoredEvent } from './calendar';

useDemoServer();

async function session(language?: string) {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  const options = { token, headers };
  const events = async () => (await callApi('GET', '/apps/calendar/events', options)).body as StoredEvent[];
  return { options, events, event: async (id: string) => (await events()).find((e) => e.id === id)! };
}

const seed = seedEvents();
const english = new Set(seed.flatMap((e) => [e.title, e.extendedProps.description]).filter(Boolean));

describe("calendar in the reader's language", () => {
  it('answers every seeded title and description in French and Arabic; dates, guests and links stay', async () => {
    const en = await (await session()).events();
    expect(en[0]).toMatchObject({ title: 'Quarterly planning' });
    for (const language of ['fr', 'ar']) {
      const events = await (await session(language)).events();
      const same = (e: StoredEvent) => [e.id, e.start, e.end, e.url, e.extendedProps.calendar, e.extendedProps.guests];
      expect(events.map(same)).toEqual(en.map(same));
      for (const e of events) {
        expect(english, `${language} ${e.id}`).not.toContain(e.title);
        expect(english, `${language} ${e.id}`).not.toContain(e.extendedProps.description);
      }
    }
    expect(await (await session('fr')).event('14')).toMatchObject({
      title: 'Renouveler le passeport',
      extendedProps: { description: 'Apporter deux photos et l’ancien passeport.' },
    });
    expect((await (await session('ar')).event('1')).title).toBe('التخطيط الفصلي');
  });

  it('keeps what a user typed as typed, in every language, and the seed text sent back unchanged', async () => {
    const fr = await session('fr');
    const planning = await fr.event('1');
    // Saved from the French dialog with only the description changed: the title is still the seed's.
    const description = 'Apporter les chiffres du T3.';
    const edited = { ...planning, extendedProps: { ...planning.extendedProps, description } };
    const { id: _id, ...body } = edited;
    const saved = await callApi('POST', '/apps/calendar/events/1', { ...fr.options, body: { event: body } });
    expect(saved.body.event).toMatchObject({ title: 'Planification trimestrielle', extendedProps: { description } });
    expect(await (await session()).event('1')).toMatchObject({
      title: 'Quarterly planning',
      extendedProps: { description },
    });
    expect((await (await session('ar')).event('1')).extendedProps.description).toBe(description);

    const added = await callApi('POST', '/apps/calendar/events', {
      ...fr.options,
      body: { event: { ...body, title: 'Club de lecture', extendedProps: { ...body.extendedProps, description: '' } } },
    });
    for (const language of [undefined, 'fr', 'ar'])
      expect((await (await session(language)).event(added.body.event.id)).title).toBe('Club de lecture');
  });
});
