import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { jobSorts, jobViews, salaryBands, workTypes, type JobFilters, type JobView } from './types';

export const noJobFilters: JobFilters = { role: '', location: '', workType: '', salary: '', sort: 'best-match' };

interface JobListState extends JobFilters {
  view: JobView;
}

const defaults: JobListState = { ...noJobFilters, view: 'list' };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

function read(params: URLSearchParams): JobListState {
  return {
    role: params.get('role') ?? '',
    location: params.get('location') ?? '',
    workType: oneOf<JobFilters['workType']>(workTypes, params.get('workType'), ''),
    salary: oneOf<JobFilters['salary']>(salaryBands, params.get('salary'), ''),
    sort: oneOf(jobSorts, params.get('sort'), defaults.sort),
    view: oneOf(jobViews, params.get('view'), defaults.view),
  };
}

/**
 * The job board's filters, sort and list/grid choice, mirrored into the address so a reload or a
 * shared link shows the same results. The fields keep their own state (typing never waits for a
 * navigation); the address follows, replacing its entry. Values not on offer are ignored.
 */
export function useJobListParams() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState(() => read(params));

  useEffect(() => {
    const next = new URLSearchParams(params);
    for (const key of Object.keys(defaults) as (keyof JobListState)[]) {
      const value = state[key].trim();
      if (value === defaults[key]) next.delete(key);
      else next.set(key, value);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [state, params, setParams]);

  const { view, ...filters } = state;
  return {
    filters,
    view,
    setFilters: (next: JobFilters) => setState((s) => ({ ...s, ...next })),
    clearFilters: () => setState((s) => ({ ...noJobFilters, view: s.view })),
    setSort: (sort: JobFilters['sort']) => setState((s) => ({ ...s, sort })),
    setView: (next: JobView) => setState((s) => ({ ...s, view: next })),
  };
}
