import { email, firstError, integer, maxLength, minLength, numeric, pattern, required } from './form-rules';

describe('form rules (spec §5)', () => {
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
