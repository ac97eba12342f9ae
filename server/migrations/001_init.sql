-- Tessera reference server: the first schema. Portable SQL: it runs on SQLite as is and on
-- PostgreSQL with TEXT JSON columns (or jsonb). Records keep their API shape as JSON in `data`,
-- next to the columns the server looks them up or orders them by.

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  username TEXT NOT NULL UNIQUE,
  full_name TEXT NOT NULL,
  role TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  ability_rules TEXT NOT NULL
);

-- Refresh tokens are stored hashed. A sign-in starts a family; each refresh uses one token and
-- issues the next of the same family. A used token presented again revokes the whole family.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at BIGINT NOT NULL,
  used_at BIGINT,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  number INTEGER NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE products (
  uid TEXT PRIMARY KEY,
  product_id INTEGER NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  data TEXT NOT NULL
);
