import { describe, expect, it } from 'vitest';
import { api } from '../http';
import { domainFiles } from './index';

const pathOf = (path: string) => new URL(api(path), 'http://localhost').pathname;

describe('domainFiles', () => {
  it('answers a path from the file named by its first segment, or by its owner', () => {
    expect(domainFiles(pathOf('/orders/12'))).toEqual(['./orders.ts']);
    expect(domainFiles(pathOf('/user/add'))).toEqual(['./users.ts', './social.ts']);
    expect(domainFiles(pathOf('/network/following/3'))).toEqual(['./social.ts']);
    expect(domainFiles(pathOf('/apps/calendar/events'))).toEqual(['./calendar.ts']);
    expect(domainFiles(pathOf('/academy/dashboard'))).toEqual(['./academy.ts', './academy-dashboard.ts']);
    // The dashboards are one file each: a dashboard loads only its own seed and handlers.
    expect(domainFiles(pathOf('/dashboards/crm/activities'))).toEqual(['./dashboards-crm.ts']);
    expect(domainFiles(pathOf('/dashboards/operations'))).toEqual(['./dashboards-operations.ts']);
    expect(domainFiles(pathOf('/dashboards/nothing'))).toEqual([]);
  });

  it('names no file for an unknown segment (the request answers 404) or a helper module', () => {
    expect(domainFiles(pathOf('/nothing-here'))).toEqual([]);
    expect(domainFiles(pathOf('/'))).toEqual([]);
  });
});
