/**
 * Fills an empty database with the demo's data (template/src/mocks/data), so the app shows the
 * same screens against this server as against its demo backend. Passwords are hashed here.
 */
import { demoAccounts } from '@/mocks/data/auth';
import { invoices } from '@/mocks/data/invoices';
import { notificationSeed } from '@/mocks/data/notifications';
import { fulfilment, orders } from '@/mocks/data/orders';
import { products } from '@/mocks/data/products';
import { seedMembers, seedRoles } from '@/mocks/data/roles';
import { userProfiles, users } from '@/mocks/data/users';
import { hashPassword } from './auth';
import { roleStore } from './routes/roles';
import type { Db } from './db';

/** An account's rules: those of the role the demo gives it (the Client role's when it has none). */
function rulesOf(accountId: number) {
  const roleId = seedMembers().find((m) => m.id === `account:${accountId}`)?.roleId;
  const roles = seedRoles();
  return (roles.find((r) => r.id === roleId) ?? roles.find((r) => r.name === 'Client'))?.rules ?? [];
}

/** Each group of tables is filled when it is empty, so a database made before a migration gets the new ones' data. */
export async function seed(db: Db): Promise<void> {
  if (!db.get('SELECT id FROM users LIMIT 1')) seedUsersAndOrders(db);
  if (db.get('SELECT id FROM accounts LIMIT 1')) {
    if (!db.get('SELECT id FROM roles LIMIT 1')) seedRoleTables(db);
    return;
  }
  const accounts = await Promise.all(
    demoAccounts().map(async (a) => ({ ...a, passwordHash: await hashPassword(a.password) })),
  );
  db.transaction(() => {
    for (const a of accounts) {
      db.run(
        'INSERT INTO accounts (id, email, username, full_name, role, password_hash, ability_rules) VALUES (?, ?, ?, ?, ?, ?, ?)',
        a.id,
        a.email,
        a.username,
        a.fullName,
        a.role,
        a.passwordHash,
        JSON.stringify(rulesOf(a.id)),
      );
      for (const n of notificationSeed()) {
        // Each account gets its own copy, with ids of its own.
        const row = db.run(
          'INSERT INTO notifications (account_id, created_at, data) VALUES (?, ?, ?)',
          a.id,
          n.timestamp,
          '{}',
        );
        const id = Number(row.lastInsertRowid);
        db.run('UPDATE notifications SET data = ? WHERE id = ?', JSON.stringify({ ...n, id }), id);
      }
    }
    for (const invoice of invoices) {
      const number = Number(/(\d+)$/.exec(invoice.invoiceNumber)?.[1] ?? 0);
      db.run('INSERT INTO invoices (id, number, data) VALUES (?, ?, ?)', invoice.id, number, JSON.stringify(invoice));
    }
    for (const product of products) {
      db.run(
        'INSERT INTO products (uid, product_id, data) VALUES (?, ?, ?)',
        product.uid,
        product.id,
        JSON.stringify(product),
      );
    }
  });
  seedRoleTables(db);
}

function seedUsersAndOrders(db: Db) {
  const insert = (table: string, id: number, data: unknown) =>
    db.run(`INSERT INTO ${table} (id, data) VALUES (?, ?)`, id, JSON.stringify(data));
  db.transaction(() => {
    for (const user of users) insert('users', user.id, user);
    for (const profile of userProfiles) insert('user_profiles', profile.id, profile);
    for (const order of orders) insert('orders', order.orderId, { id: order.orderId, ...order });
    for (const facts of fulfilment) insert('order_fulfilment', facts.orderId, { id: facts.orderId, ...facts });
  });
}

/** The demo's roles, who has them, and the permissions they grant, dated as the roles are. */
function seedRoleTables(db: Db) {
  const store = roleStore(db);
  db.transaction(() => {
    for (const role of seedRoles()) {
      db.run(
        'INSERT INTO roles (id, name, rules, locked, created_at) VALUES (?, ?, ?, ?, ?)',
        role.id,
        role.name,
        JSON.stringify(role.rules),
        role.locked ? 1 : 0,
        role.createdAt,
      );
      store.record(role.rules, role.createdAt);
    }
    for (const member of seedMembers()) {
      db.run('INSERT INTO role_members (member_id, role_id) VALUES (?, ?)', member.id, member.roleId);
    }
  });
}
