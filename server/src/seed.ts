/**
 * Fills an empty database with the demo's data (template/src/mocks/data), so the app shows the
 * same screens against this server as against its demo backend. Passwords are hashed here.
 */
import { demoAccounts } from '@/mocks/data/auth';
import { invoices } from '@/mocks/data/invoices';
import { notificationSeed } from '@/mocks/data/notifications';
import { products } from '@/mocks/data/products';
import { seedMembers, seedRoles } from '@/mocks/data/roles';
import { hashPassword } from './auth';
import type { Db } from './db';

/** An account's rules: those of the role the demo gives it (the Client role's when it has none). */
function rulesOf(accountId: number) {
  const roleId = seedMembers().find((m) => m.id === `account:${accountId}`)?.roleId;
  const roles = seedRoles();
  return (roles.find((r) => r.id === roleId) ?? roles.find((r) => r.name === 'Client'))?.rules ?? [];
}

export async function seed(db: Db): Promise<void> {
  if (db.get('SELECT id FROM accounts LIMIT 1')) return;
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
}
