/**
 * Options fetched as you type: the query is debounced, the list says "Loading…" meanwhile, and a stale
 * answer never replaces a newer one. The lookup here is a local stand-in for an API call.
 */
import { useEffect, useState } from 'react';
import { Combobox, type ComboboxItem } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const countries = ['Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Denmark', 'Egypt'];

function searchCountries(query: string, signal: AbortSignal): Promise<ComboboxItem[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const q = query.toLowerCase();
      resolve(countries.filter((c) => c.toLowerCase().includes(q)).map((c) => ({ value: c, label: c })));
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The search was replaced by a newer one', 'AbortError'));
    });
  });
}

export function AutocompleteAsync() {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const [results, setResults] = useState<{ query: string; items: ComboboxItem[] }>({ query: '', items: [] });

  useEffect(() => {
    if (!debounced) return;
    const controller = new AbortController();
    searchCountries(debounced, controller.signal).then(
      (items) => setResults({ query: debounced, items }),
      () => undefined,
    );
    return () => controller.abort();
  }, [debounced]);

  const settled = results.query === query;
  return (
    <div className="max-w-md">
      <FormField label="Country" description="Try “au”.">
        {(control) => (
          <Combobox
            {...control}
            options={settled ? results.items : []}
            loading={query !== '' && !settled}
            onQueryChange={setQuery}
          />
        )}
      </FormField>
    </div>
  );
}
