/** A list card: today's tasks, each ticked off in place, with the count in the header. */
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';

const tasks = ['review', 'deploy', 'invoice', 'call'] as const;

export function CardsList() {
  const { t } = useTranslation('cards');
  const [done, setDone] = useState<string[]>(['review']);
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('list.title')}</h3>
        </CardTitle>
        <CardDescription>{t('list.progress', { done: done.length, total: tasks.length })}</CardDescription>
        <CardAction>
          <CalendarDays className="size-5 text-muted-foreground" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {tasks.map((id) => (
            <li key={id}>
              <label className="flex cursor-pointer items-center gap-3 py-2.5 text-sm">
                <Checkbox
                  checked={done.includes(id)}
                  onChange={(event) =>
                    setDone((list) => (event.target.checked ? [...list, id] : list.filter((x) => x !== id)))
                  }
                />
                <span className={done.includes(id) ? 'text-muted-foreground line-through' : undefined}>
                  {t(`list.tasks.${id}`)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
