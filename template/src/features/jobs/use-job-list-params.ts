import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListView } from '@/components/data-table/list-view';
import { jobSorts, jobViews, salaryBands, workTypes, type JobFilters, type JobView } from './types';

export const noJobFilters: JobFilters = { role: '', location: '', workType: '', salary: '', sort: 'best-match' };

interface JobListState extends JobFilters {
  view: JobView;
}

const defaults: JobListState = { ...noJobFilters, view: 'list' };
const filterKeys = ['role', 'location', 'workType', 'salary', 'sort'] as const;

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
 * The job board's state in the address, so a reload or a shared link shows the same results:
 * - its own filters, sort and list/grid choice (`role`, `location`, `workType`, `salary`, `sort`,
 *   `view`): the fields keep their own state (typing never waits for a navigation) and the
 *   address follows, replacing its entry. Values not on offer are ignored. Two free-text boxes and
 *   named orders do not fit the shared list view's single search and column sorts, so they stay here;
 * - its page and page size (`page`, `itemsPerPage`), as every list keeps them (`useListView`).
 * A change of filters or sort goes back to the first page.
 */
export function useJobListParams() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState(() => read(params));
  const [paging, updatePaging] = useListView({ id: 'jobs' });

  useEffect(() => {
    const next = new URLSearchParams(params);
    for (const key of Object.keys(defaults) as (keyof JobListState)[]) {
      const value = state[key].trim();
      if (value === defaults[key]) next.delete(key);
      else next.set(key, value);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [state, params, setParams]);

  // Once the address holds new filters, the page goes back to the first one, in a navigation of
  // its own (a second one in the same effect pass would start from the address before the first).
  // Read as the board understands them, so an address merely tidied up (a value not on offer
  // dropped) is not a new question.
  const fromAddress = read(params);
  const asked = filterKeys.map((key) => fromAddress[key].trim()).join('\n');
  const lastAsked = useRef(asked);
  useEffect(() => {
    if (asked === lastAsked.current) return;
    lastAsked.current = asked;
    if (paging.page > 0) updatePaging({ page: 0 }, { replace: true });
  }, [asked, paging.page, updatePaging]);

  const { view, ...filters } = state;
  return {
    filters,
    view,
    /** 0-based page and page size, from the address. */
    page: paging.page,
    pageSize: paging.pageSize,
    setPage: (page: number) => updatePaging({ page }),
    setPageSize: (pageSize: number) => updatePaging({ pageSize }),
    setFilters: (next: JobFilters) => setState((s) => ({ ...s, ...next })),
    clearFilters: () => setState((s) => ({ ...noJobFilters, view: s.view })),
    setSort: (sort: JobFilters['sort']) => setState((s) => ({ ...s, sort })),
    setView: (next: JobView) => setState((s) => ({ ...s, view: next })),
  };
}
