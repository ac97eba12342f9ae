import { cardFormSchema, passwordFormSchema } from './form-schema';
import { cardBrandOf, expiryIsValid } from './types';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('card checks', () => {
  it('recognises the brand from the first digits', () => {
    expect(['4242', '5555', '2221', '3782', '3400', '6011', '9999'].map(cardBrandOf)).toEqual([
      'visa',
      'mastercard',
      'mastercard',
      'amex',
      'amex',
      'discover',
      'unknown',
    ]);
  });

  it('takes an expiry from this month on', () => {
    const now = new Date(2026, 10, 15);
    expect(expiryIsValid('1126', now)).toBe(true);
    expect(expiryIsValid('1026', now)).toBe(false);
    expect(expiryIsValid('1326', now)).toBe(false);
    expect(expiryIsValid('0135', now)).toBe(true);
  });

  it('asks American Express for 15 digits and a 4-digit code, the others for 16 and 3', () => {
    const card = { name: 'Jo', expiry: '1239' };
    expect(cardFormSchema.safeParse({ ...card, number: '378282246310005', cvc: '1234' }).success).toBe(true);
    expect(issuesOf(cardFormSchema.safeParse({ ...card, number: '378282246310005', cvc: '123' }))).toEqual({
      cvc: 'account:errors.cvc',
    });
    expect(issuesOf(cardFormSchema.safeParse({ ...card, number: '424242424242424', cvc: '123' }))).toEqual({
      number: 'account:errors.cardNumber',
    });
  });
});

describe('password form', () => {
  it('needs a strong new password typed twice alike', () => {
    const ok = { currentPassword: 'x', newPassword: 'Better123', confirmPassword: 'Better123' };
    expect(passwordFormSchema.safeParse(ok).success).toBe(true);
    expect(
      issuesOf(passwordFormSchema.safeParse({ ...ok, newPassword: 'better123', confirmPassword: 'better123' })),
    ).toEqual({
      newPassword: 'auth:reset.errors.weak',
    });
    expect(issuesOf(passwordFormSchema.safeParse({ ...ok, confirmPassword: 'Better124' }))).toEqual({
      confirmPassword: 'auth:reset.errors.mismatch',
    });
  });
});
