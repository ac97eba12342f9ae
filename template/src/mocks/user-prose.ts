/**
 * A profile's seed prose in the reader's language (mocks/locale.ts): the bio, the spoken languages
 * and skills, and the seed timeline worded in that language (data/users-fr.ts, data/users-ar.ts).
 * What a user saved stays as typed, for every reader; entries the API adds later (a status change,
 * a new user's "Joined") are not seed prose. Used through user-relations.ts, so the demo backend
 * and the reference server (server/) answer alike.
 */
import type { Locale } from '@/config/theme';
import type { UserActivity } from '@/features/users/types';
import { userProfiles, users, type StoredProfile, type UsersLanguage } from './data/users';
import { usersAr } from './data/users-ar';
import { usersFr } from './data/users-fr';
import { seedActivity } from './data/users-timeline';
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
      const facts = { team, skill: inWords(skills, language.words)[0], joinedAt };
      return seedActivity(user, facts, language.timeline).map(({ id, title, detail }) => [id, { title, detail }]);
    }),
  ),
);

const seedProse = new Map(userProfiles.map(({ id, bio, languages, skills }) => [id, { bio, languages, skills }]));
const seedEntries = new Map(
  userProfiles.flatMap(({ activity }) => activity.map(({ id, title, detail }) => [id, { title, detail }])),
);

/** A stored profile with its seed prose in `locale`. */
export function profileIn(profile: StoredProfile, locale: Locale): StoredProfile {
  const out = translatedSeed(profile, seedProse.get(profile.id), profile.id, locale, profileTexts);
  const activity = out.activity.map((entry) =>
    translatedSeed(entry, seedEntries.get(entry.id), entry.id, locale, timelineTexts),
  );
  return { ...out, activity };
}
