-- Users (the directory the app manages, not the accounts that sign in) with their profiles, and
-- orders with their fulfilment facts. Same portable shape as 001: the API record as JSON in `data`.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  data TEXT NOT NULL
);

-- `following` (whom the user follows) lives in the profile, as in the demo's data.
CREATE TABLE user_profiles (
  id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  data TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  data TEXT NOT NULL
);

-- Ids of deleted orders: deleting one again answers like the first time (a retried DELETE).
CREATE TABLE deleted_orders (
  id INTEGER PRIMARY KEY
);

CREATE TABLE order_fulfilment (
  id INTEGER PRIMARY KEY,
  data TEXT NOT NULL
);
