/**
 * A profile's seed prose in the reader's language (mocks/locale.ts): the bio, the spoken languages
 * and skills, and the seed timeline worded in that language (data/users-fr.ts, data/users-ar.ts).
 * What a user saved stays as typed, for every reader. The entries the API adds later (a status
 * change, an edit, a new user's first entry) are worded in the reader's language too. Used through
 * user-relations.ts, so the demo backend and the reference server (server/) answer alike.
 */
import type { Locale } from '@/config/theme';
import type { UserActivity } from '@/features/users/types';
import { userProfiles, users, type StoredProfile, type UsersLanguage } from './data/users';
import { usersAr } from './data/users-ar';
import { usersFr } from './data/users-fr';
import { seedActivity, timelineEn } from './data/users-timeline';
import { translatedSeed, type Translations } from './locale';

type ProfileProse = Pick<StoredProfile, 'bio' | 'languages' | 'skills'>;
type EntryProse = Pick<UserActivity, 'title' | 'detail'>;

const profileById = new Map(userProfiles.map((profile) => [profile.id, profile]));

/** A list of names in a language: the ones it has a word for translated, tools' names as they are. */
const inWords = (names: string[], words: Record<string, string>) => names.map((name) => words[name] ?? name);

const byLocale = <T>(build: (language: UsersLanguage) => Record<string, T>): Translations<T> => ({
  fr: build(usersFr),
  ar: build(usersAr),
});

const profileTexts = byLocale<ProfileProse>((language) =>
  Object.fromEntries(
    userProfiles.map((p) => [
      p.id,
      {
        bio: language.bios[p.id]?.bio ?? p.bio,
        languages: inWords(p.languages, language.words),
        skills: inWords(p.skills, language.words),
      },
    ]),
  ),
);

const timelineTexts = byLocale<EntryProse>((language) =>
  Object.fromEntries(
    users.flatMap((user) => {
      const { teams, skills, joinedAt } = profileById.get(user.id)!;
      const team = teams[0] && ([teams[0].name, teams[0].members] as [string, number]);
      const role = language.roles[user.role] ?? user.role;
      const facts = { team, skill: inWords(skills, language.words)[0], role, joinedAt };
      return seedActivity(user, facts, language.timeline).map(({ id, title, detail }) => [id, { title, detail }]);
    }),
  ),
);

const seedProse = new Map(userProfiles.map(({ id, bio, languages, skills }) => [id, { bio, languages, skills }]));
const seedEntries = new Map(
  userProfiles.flatMap(({ activity }) => activity.map(({ id, title, detail }) => [id, { title, detail }])),
);

const sentences = ['inactive', 'active', 'allowed', 'pausedKept', 'updated'] as const;
const templates = ['joinedCompany', 'addedAs'] as const;

/** The name a one-name sentence of `template` holds, when `text` is such a sentence. */
function nameIn(template: (name: string) => string, text: string): string | undefined {
  const [before = '', after = ''] = template('\u0000').split('\u0000');
  const fits = text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after);
  return fits ? text.slice(before.length, text.length - after.length) : undefined;
}

/** A sentence the API wrote in English (timelineEn), in `language`; any other text as it is. */
function sentenceIn(text: string, { timeline: words, roles }: UsersLanguage): string {
  const sentence = sentences.find((key) => timelineEn[key] === text);
  if (sentence) return words[sentence];
  for (const key of templates) {
    const name = nameIn(timelineEn[key], text);
    // A company keeps its name; a job title the seed has is worded in the language.
    if (name !== undefined) return words[key](key === 'addedAs' ? (roles[name] ?? name) : name);
  }
  return text;
}

const languages = { fr: usersFr, ar: usersAr };

/** A timeline entry in `locale`: a seed entry by its id, one the API added by its sentences. */
function entryIn(entry: UserActivity, locale: Locale): UserActivity {
  const out = translatedSeed(entry, seedEntries.get(entry.id), entry.id, locale, timelineTexts);
  if (locale === 'en') return out;
  const language = languages[locale];
  return { ...out, title: sentenceIn(out.title, language), detail: sentenceIn(out.detail, language) };
}

/** A stored profile with its seed prose in `locale`. */
export function profileIn(profile: StoredProfile, locale: Locale): StoredProfile {
  const out = translatedSeed(profile, seedProse.get(profile.id), profile.id, locale, profileTexts);
  return { ...out, activity: out.activity.map((entry) => entryIn(entry, locale)) };
}
