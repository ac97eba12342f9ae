/**
 * User management, as the demo backend serves it (mocks/handlers/users.ts): the directory and the
 * profiles, with the profile answers, connections and timeline entries worked out alike
 * (mocks/user-relations.ts), a profile's seed prose in the reader's language (Accept-Language) as
 * well. E-mail addresses are unique, compared without case.
 */
import { Hono } from 'hono';
import { userAddInputSchema, userIdParamSchema, userPatchInputSchema, type User } from '@/features/users/types';
import type { StoredProfile } from '@/mocks/data/users';
import { localeOf } from '@/mocks/locale';
import { changeEntries, connectionsOf, detailsOf, newProfile, type Directory } from '@/mocks/user-relations';
import type { Db } from '../db';
import { ApiError, bodyOf, notFound, type Allow, type Env } from '../http';

const rows = <T>(db: Db, table: 'users' | 'user_profiles') =>
  db.all<{ data: string }>(`SELECT data FROM ${table} ORDER BY id`).map((r) => JSON.parse(r.data) as T);

export function userRoutes(db: Db, allow: Allow) {
  const directory = (): Directory => ({
    users: rows<User>(db, 'users'),
    profiles: rows<StoredProfile>(db, 'user_profiles'),
  });
  const saveProfile = (profile: StoredProfile) =>
    db.run(
      'INSERT INTO user_profiles (id, data) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data',
      profile.id,
      JSON.stringify(profile),
    );
  /** The user behind `:id` (400 for a malformed id, 404 for an unknown one). */
  const userAt = (raw: string): User => {
    const id = userIdParamSchema.safeParse(raw);
    if (!id.success) throw new ApiError(400, id.error.issues[0]?.message ?? 'Invalid user id');
    const row = db.get<{ data: string }>('SELECT data FROM users WHERE id = ?', id.data);
    if (!row) throw notFound(`User ${id.data}`);
    return JSON.parse(row.data) as User;
  };
  const refuseTakenEmail = (email: string, except?: number) => {
    const taken = rows<User>(db, 'users').some(
      (u) => u.id !== except && u.email.trim().toLowerCase() === email.trim().toLowerCase(),
    );
    if (taken)
      throw new ApiError(400, 'Invalid body: email: Email is already in use', { email: ['Email is already in use'] });
  };
  const app = new Hono<Env>();

  app.get('/users', allow('read', 'User'), (c) => c.json(rows<User>(db, 'users').reverse()));

  app.post('/user/add', allow('create', 'User'), async (c) => {
    const { id: _ignored, ...fields } = await bodyOf(c, userAddInputSchema);
    refuseTakenEmail(fields.email);
    const created = db.transaction(() => {
      const { next } = db.get<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM users')!;
      const user: User = { ...fields, id: next };
      db.run('INSERT INTO users (id, data) VALUES (?, ?)', next, JSON.stringify(user));
      saveProfile(newProfile(next, user));
      return user;
    });
    return c.json(created, 201);
  });

  app.delete('/user/delete/:id', allow('delete', 'User'), (c) => {
    const user = userAt(c.req.param('id'));
    db.transaction(() => {
      db.run('DELETE FROM users WHERE id = ?', user.id);
      // Nobody keeps following someone who is gone.
      for (const profile of rows<StoredProfile>(db, 'user_profiles')) {
        if (profile.following.includes(user.id)) {
          saveProfile({ ...profile, following: profile.following.filter((id) => id !== user.id) });
        }
      }
    });
    return c.body(null, 204);
  });

  app.get('/user/:id', allow('read', 'User'), (c) =>
    c.json(detailsOf(userAt(c.req.param('id')), directory(), localeOf(c.req.raw))),
  );

  app.patch('/user/:id', allow('update', 'User'), async (c) => {
    const user = userAt(c.req.param('id'));
    const body = await bodyOf(c, userPatchInputSchema);
    if (Object.keys(body).length === 0) throw new ApiError(400, 'Send at least one field to update');
    if (body.email !== undefined) refuseTakenEmail(body.email, user.id);
    const { bio, phone, location, languages, skills, notifications, ...account } = body;
    const updated: User = { ...user, ...account };
    const stored = directory().profiles.find((p) => p.id === user.id) ?? newProfile(user.id, user);
    const profileFields = Object.fromEntries(
      Object.entries({ bio, phone, location, languages, skills, notifications }).filter(([, v]) => v !== undefined),
    );
    const activity = [...changeEntries(user, updated, Object.keys(body)), ...stored.activity].slice(0, 20);
    db.transaction(() => {
      db.run('UPDATE users SET data = ? WHERE id = ?', JSON.stringify(updated), user.id);
      saveProfile({ ...stored, ...profileFields, activity });
    });
    return c.json(detailsOf(updated, directory(), localeOf(c.req.raw)));
  });

  for (const kind of ['followers', 'friends'] as const) {
    app.get(`/user/:id/${kind}`, allow('read', 'User'), (c) =>
      c.json({ users: connectionsOf(userAt(c.req.param('id')), kind, directory()) }),
    );
  }

  return app;
}
