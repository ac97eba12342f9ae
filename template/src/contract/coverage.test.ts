/**
 * The contract covers every endpoint the app calls: each route of the demo backend (which serves
 * exactly what the screens call) must be an endpoint of the contract, with the same method and path,
 * and every endpoint of the contract must be served. A new handler without its contract entry fails here.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { api } from '@/mocks/http';
import { endpoints } from './endpoints';

const modules = import.meta.glob<{ handlers?: RequestHandler[] }>(
  ['../mocks/handlers/*.ts', '!../mocks/handlers/index.ts', '!../mocks/handlers/*.test.ts'],
  { eager: true },
);

/** Routes of the demo backend that are no part of the contract, and why. */
const notInContract: Record<string, string> = {
  'post /demo/reset': "the demo backend's own maintenance (the customizer's Reset demo data): no real server has it",
};

/** `get /orders/{}`: a route with its parameters unnamed, so `:uid` and `{id}` compare equal. */
const route = (method: string, path: string) => `${method.toLowerCase()} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;
const base = new URL(api('/'), 'http://x').pathname.replace(/\/$/, '');

const served = Object.values(modules)
  .flatMap((module) => module.handlers ?? [])
  .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
  .map(({ info }) => route(String(info.method), new URL(String(info.path), 'http://x').pathname.slice(base.length)));
const contract = endpoints.map((e) => route(e.method, e.path));

describe('the contract', () => {
  it('has every endpoint the demo backend serves', () => {
    expect(served.length).toBeGreaterThan(100);
    const missing = served.filter((r) => !contract.includes(r) && !Object.hasOwn(notInContract, r));
    expect(missing.sort()).toEqual([]);
  });

  it('has no endpoint the demo backend does not serve, and no route twice', () => {
    expect(contract.filter((r) => !served.includes(r))).toEqual([]);
    expect(new Set(contract).size).toBe(contract.length);
    expect(Object.keys(notInContract).filter((r) => !served.includes(r))).toEqual([]);
  });
});
