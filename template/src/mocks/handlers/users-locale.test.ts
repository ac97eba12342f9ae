import { describe, expect, it } from 'vitest';
import type { UserDetails } from '@/features/users/types';
import { userProfiles } from '../data/users';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

async function session(language?: string) {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  const options = { token, headers };
  return { options, details: async (id: number) => (await callApi('GET', `/user/${id}`, options)).body as UserDetails };
}

const english = new Set(
  userProfiles.flatMap((p) => [p.bio, ...p.languages, ...p.activity.flatMap((a) => [a.title, a.detail])]),
);

describe("profiles in the reader's language", () => {
  it('answers every seed bio, language, skill and timeline entry in French and Arabic; names stay', async () => {
    const en = await session();
    for (const language of ['fr', 'ar']) {
      const reader = await session(language);
      for (const { id } of userProfiles) {
        const [mine, theirs] = [(await reader.details(id)).profile, (await en.details(id)).profile];
        expect([mine.location, mine.teams, mine.phone]).toEqual([theirs.location, theirs.teams, theirs.phone]);
        expect(mine.activity.map((a) => [a.id, a.kind, a.at])).toEqual(
          theirs.activity.map((a) => [a.id, a.kind, a.at]),
        );
        for (const text of [mine.bio, ...mine.languages, ...mine.activity.flatMap((a) => [a.title, a.detail])])
          expect(english, `${language} user ${id}`).not.toContain(text);
      }
    }
    const amara = (await (await session('fr')).details(1)).profile;
    expect(amara.languages).toEqual(['anglais', 'igbo', 'français']);
    expect(amara.skills).toEqual(['Feuilles de route', 'Recherche utilisateur', 'SQL', 'Tarification']);
    expect(amara.activity.map((a) => a.title)).toContain('Arrivée dans l’équipe Insights Platform');
    const daniel = (await (await session('ar')).details(2)).profile;
    expect(daniel.activity[0]).toMatchObject({ kind: 'status', title: 'تحويل الحساب إلى غير نشط' });
    expect(daniel.activity.find((a) => a.kind === 'team')?.detail).toBe('يضم الفريق الآن 22 شخصًا.');
    expect(amara.activity.find((a) => a.kind === 'joined')?.detail).toBe('Premier poste : cheffe de produit.');
    const amaraAr = (await (await session('ar')).details(1)).profile;
    expect(amaraAr.activity.find((a) => a.kind === 'joined')?.detail).toBe('بداية العمل بمنصب مديرة المنتجات.');
  });

  it('keeps what a user saved as typed, in every language, and the seed texts sent back unchanged', async () => {
    const fr = await session('fr');
    const { profile } = await fr.details(3);
    // Saved from the French settings form with only the bio changed: languages and skills come back in French.
    const bio = 'Conçoit des interfaces calmes ; en congé parental jusqu’en mars.';
    const body = { bio, languages: profile.languages, skills: [...profile.skills, 'Rédaction UX'] };
    const saved = await callApi('PATCH', '/user/3', { ...fr.options, body });
    expect(saved.body.profile).toMatchObject({ bio, languages: ['espagnol', 'anglais', 'catalan'] });

    const en = (await (await session()).details(3)).profile;
    expect(en).toMatchObject({ bio, languages: ['Spanish', 'English', 'Catalan'] });
    // The skills list was changed, so it stays as typed for everyone.
    expect(en.skills).toEqual(body.skills);
    const ar = (await (await session('ar')).details(3)).profile;
    expect(ar).toMatchObject({ bio, languages: ['الإسبانية', 'الإنجليزية', 'الكتالونية'], skills: body.skills });
  });

  it('words the entries the API adds in the reader’s language too', async () => {
    const fr = await session('fr');
    const saved = await callApi('PATCH', '/user/2', {
      ...fr.options,
      body: { status: 'active', phone: '+1 312 555 0100' },
    });
    expect(saved.body.profile.activity.slice(0, 2)).toMatchObject([
      { kind: 'status', title: 'Compte passé en actif', detail: 'La connexion est de nouveau autorisée.' },
      { kind: 'profile', title: 'Informations du profil mises à jour', detail: '' },
    ]);
    const en = (await (await session()).details(2)).profile.activity;
    expect(en.slice(0, 2).map((a) => a.title)).toEqual(['Account set to active', 'Profile details updated']);

    const body = {
      name: 'Priya Raman',
      email: 'priya@example.com',
      company: 'Orbit Analytics',
      role: 'QA Engineer',
      status: 'active',
    };
    const added = await callApi('POST', '/user/add', { ...fr.options, body });
    const ar = (await (await session('ar')).details(added.body.id)).profile.activity;
    expect(ar).toMatchObject([
      { kind: 'joined', title: 'الانضمام إلى Orbit Analytics', detail: 'الإضافة بمنصب QA Engineer.' },
    ]);
    expect((await fr.details(added.body.id)).profile.activity[0]!.title).toBe('Arrivée chez Orbit Analytics');

    // A job title the seed has is worded in the reader's language; one it has not stays as typed, as above.
    const analyst = await callApi('POST', '/user/add', {
      ...fr.options,
      body: { ...body, email: 'omar.n@example.com', name: 'Omar Nasser', role: 'Data Scientist' },
    });
    expect((await (await session('ar')).details(analyst.body.id)).profile.activity[0]!.detail).toBe(
      'الإضافة بمنصب عالم بيانات.',
    );
    expect((await fr.details(analyst.body.id)).profile.activity[0]!.detail).toBe(
      'Ajout en tant que scientifique des données.',
    );
  });
});
