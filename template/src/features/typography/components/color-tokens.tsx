import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The semantic colour tokens of styles/tokens.css, grouped as components use them. */
const groups = {
  brand: ['primary', 'primary-foreground', 'secondary', 'secondary-foreground'],
  status: ['success', 'info', 'warning', 'error'],
  surface: ['background', 'foreground', 'card', 'muted', 'muted-foreground', 'accent', 'border', 'input'],
} as const;

const allTokens = Object.values(groups).flat();

/** Current value of every token, read from <html> after paint and again when mode, skin or preset change. */
function useTokenValues(): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const read = () => {
      const style = getComputedStyle(document.documentElement);
      setValues(Object.fromEntries(allTokens.map((name) => [name, style.getPropertyValue(`--${name}`).trim()])));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'data-skin', 'data-preset'],
    });
    return () => observer.disconnect();
  }, []);
  return values;
}

export function ColorTokens() {
  const { t } = useTranslation('typography');
  const values = useTokenValues();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('colors.title')}</CardTitle>
        <CardDescription>{t('colors.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {Object.entries(groups).map(([group, tokens]) => (
          <section key={group} aria-labelledby={`tokens-${group}`}>
            <h3 id={`tokens-${group}`} className="mb-3 text-sm font-semibold">
              {t(`colors.groups.${group}`)}
            </h3>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {tokens.map((name) => (
                <li key={name} className="overflow-hidden rounded-lg border">
                  <span aria-hidden className="block h-14 border-b" style={{ background: `var(--${name})` }} />
                  <span className="block p-2.5" dir="ltr">
                    <code className="block truncate font-mono text-xs font-medium">--{name}</code>
                    <span className="block min-h-4 font-mono text-[0.6875rem] text-muted-foreground">
                      {values[name] ?? ''}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
