import { unmetPasswordChecks } from './password-strength';

describe('password strength', () => {
  it('lists what a password still lacks', () => {
    expect(unmetPasswordChecks('')).toEqual(['length', 'lower', 'upper', 'digit']);
    expect(unmetPasswordChecks('abcdefgh')).toEqual(['upper', 'digit']);
    expect(unmetPasswordChecks('Abc1')).toEqual(['length']);
    expect(unmetPasswordChecks('Éclair2026')).toEqual([]);
  });
});
