import { describe, expect, it } from 'vitest';
import { getDomain } from './public-suffix';

describe('getDomain (the demo backend stand-in for tldts)', () => {
  it('gives the last two labels of a host name', () => {
    expect(getDomain('demo.tessera.dev')).toBe('tessera.dev');
    expect(getDomain('tessera.dev')).toBe('tessera.dev');
    expect(getDomain('Shop.Example.COM.')).toBe('example.com');
  });

  it('has no answer for IP addresses and single-label hosts', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('')).toBeNull();
  });
});
