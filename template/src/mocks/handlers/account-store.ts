/** The account settings store: one entry per user, created from the defaults on first use. */
import { accountSettingsSeed, defaultAccountSettings, type StoredAccountSettings } from '../data/account';
import { collection } from '../db';

const settings = collection<StoredAccountSettings>('account-settings', () => accountSettingsSeed());

/** The user's stored settings (a user without an entry gets the defaults, stored at once). */
export function settingsOf(userId: number): StoredAccountSettings {
  return settings.find(userId) ?? settings.insert(defaultAccountSettings(userId));
}

export function saveSettings(userId: number, patch: Partial<StoredAccountSettings>): StoredAccountSettings {
  settingsOf(userId);
  return settings.update(userId, patch)!;
}

export function forgetSettings(userId: number): void {
  settings.remove(userId);
}
