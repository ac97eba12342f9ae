import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  email,
  firstError,
  integer,
  maxLength,
  minLength,
  numeric,
  parseRuleToken,
  pattern,
  required,
  ruleToken,
  useRuleMessage,
} from './form-rules';
import { z } from 'zod/mini';
import { ruleCheck } from './form-schema';
import { i18n, initI18n } from './i18n';

describe('form rules', () => {
  it('required refuses empty, blank, null, empty lists and false', () => {
    for (const value of ['', '   ', null, undefined, [], false])
      expect(required(value), String(value)).toEqual({ key: 'required' });
    for (const value of ['a', 0, ['x'], true]) expect(required(value), String(value)).toBeNull();
  });

  it('email, numeric, integer and format check filled values only', () => {
    expect(email('ada@demo.com')).toBeNull();
    expect(email('ada@demo')).toEqual({ key: 'email' });
    expect(email('')).toBeNull();
    expect(numeric('0123')).toBeNull();
    expect(numeric('12.5')).toEqual({ key: 'numeric' });
    expect(integer('-42')).toBeNull();
    expect(integer('4.2')).toEqual({ key: 'integer' });
    expect(pattern(/^[A-Z]{3}$/)('ABC')).toBeNull();
    expect(pattern(/^[A-Z]{3}$/)('abc')).toEqual({ key: 'format' });
  });

  it('length rules carry their limit for the message', () => {
    expect(maxLength(3)('abcd')).toEqual({ key: 'maxLength', values: { count: 3 } });
    expect(minLength(6)('abc')).toEqual({ key: 'minLength', values: { count: 6 } });
    expect(minLength(6)('abcdef')).toBeNull();
  });

  it('firstError returns the first failing rule in order', () => {
    expect(firstError('', [required, email])).toEqual({ key: 'required' });
    expect(firstError('x', [required, email])).toEqual({ key: 'email' });
    expect(firstError('x@y.io', [required, email])).toBeNull();
  });
});

describe('rules in zod schemas', () => {
  it('report the first failing rule as a token that survives the round trip', () => {
    const schema = z.string().check(ruleCheck(required, minLength(3)));
    expect(schema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['required']);
    expect(schema.safeParse('ab').error?.issues.map((i) => i.message)).toEqual(['minLength:3']);
    expect(schema.safeParse('abc').success).toBe(true);
    expect(parseRuleToken(ruleToken({ key: 'maxLength', values: { count: 20 } }))).toEqual({
      key: 'maxLength',
      values: { count: 20 },
    });
    expect(parseRuleToken('Pick a plan')).toBeNull();
  });
});

describe('rule messages', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

  async function messagesIn(lng: 'en' | 'ar') {
    await initI18n(lng);
    await i18n.changeLanguage(lng);
    await i18n.loadNamespaces('auth');
    return renderHook(() => useRuleMessage(), { wrapper }).result.current;
  }

  it('use the documented wording in English', async () => {
    const message = await messagesIn('en');
    expect(message(required('')!)).toBe('This field is required');
    expect(message(email('x@')!)).toBe('Please enter a valid email');
    expect(message(numeric('x')!)).toBe('This field can only contain numbers');
    expect(message(integer('1.5')!)).toBe('This field can only contain integer values');
    expect(message(maxLength(5)('abcdef')!)).toBe('You must enter a maximum of 5 characters');
    expect(message(minLength(6)('abc')!)).toBe('You must enter a minimum of 6 characters');
    expect(message(pattern(/^a$/)('b')!)).toBe('Invalid format');
  });

  it('follow Arabic plural forms for lengths', async () => {
    const message = await messagesIn('ar');
    expect(message({ key: 'minLength', values: { count: 1 } })).toBe('يجب إدخال حرف واحد على الأقل');
    expect(message({ key: 'minLength', values: { count: 2 } })).toBe('يجب إدخال حرفين على الأقل');
    expect(message({ key: 'minLength', values: { count: 6 } })).toBe('يجب إدخال 6 أحرف على الأقل');
    expect(message({ key: 'minLength', values: { count: 11 } })).toBe('يجب إدخال 11 حرفًا على الأقل');
    expect(message({ key: 'maxLength', values: { count: 100 } })).toBe('يجب ألا يتجاوز الإدخال 100 حرف');
  });
});
