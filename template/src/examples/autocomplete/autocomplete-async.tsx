/**
 * Options fetched as you type: the query is debounced, the list says "Loading…" meanwhile, and a stale
 * answer never replaces a newer one. The lookup here is a local stand-in for an API call.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxItem } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const countryCodes = ['AR', 'AU', 'AT', 'BE', 'BR', 'CA', 'CL', 'DK', 'EG'];

function searchCountries(query: string, language: string, signal: AbortSignal): Promise<ComboboxItem[]> {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const q = query.toLocaleLowerCase(language);
      const countries = countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code }));
      resolve(countries.filter((c) => c.label.toLocaleLowerCase(language).includes(q)));
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The search was replaced by a newer one', 'AbortError'));
    });
  });
}

export function AutocompleteAsync() {
  const { t, i18n } = useTranslation('ui-forms');
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const [results, setResults] = useState<{ query: string; items: ComboboxItem[] }>({ query: '', items: [] });

  useEffect(() => {
    if (!debounced) return;
    const controller = new AbortController();
    searchCountries(debounced, i18n.language, controller.signal).then(
      (items) => setResults({ query: debounced, items }),
      () => undefined,
    );
    return () => controller.abort();
  }, [debounced, i18n.language]);

  const settled = results.query === query;
  return (
    <div className="max-w-md">
      <FormField label={t('autocomplete.country')} description={t('autocomplete.countryHint')}>
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
