-- Roles with their CASL rules, who has which role, and every permission ever granted (with the
-- date it was first granted). Members are sign-in accounts (`account:<id>`) and people of the users
-- directory (`user:<id>`). An account's `ability_rules` (001) is kept equal to its role's rules, so
-- the guard of every route reads one row. Portable SQL, as 001.

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- JSON array of { action, subject }.
  rules TEXT NOT NULL,
  -- The Administrator: it cannot be deleted and keeps "manage all".
  locked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
-- Names are unique whatever their case.
CREATE UNIQUE INDEX roles_name ON roles (lower(name));

CREATE TABLE role_members (
  member_id TEXT PRIMARY KEY,
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE
);
CREATE INDEX role_members_role ON role_members (role_id);

-- `<action>:<subject>`, e.g. `read:Invoice`.
CREATE TABLE permissions (
  id TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  created_at TEXT NOT NULL
);
