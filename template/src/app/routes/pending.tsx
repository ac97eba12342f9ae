import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';

/** Screens planned for a later release: says so plainly instead of pretending. */
export default function PendingScreen() {
  const { t } = useTranslation(['common', 'nav']);
  const match = useMatches().at(-1);
  const name = (match?.handle as { name?: string } | undefined)?.name ?? '';
  // In the blank layout (landing, pricing...) the card gets the page margins the content layout gives.
  return (
    <Card className="in-data-[slot=blank-layout]:mx-auto in-data-[slot=blank-layout]:my-16 in-data-[slot=blank-layout]:w-[calc(100%-2rem)] in-data-[slot=blank-layout]:max-w-3xl">
      <CardContent className="flex items-start gap-4 p-8">
        <span
          aria-hidden
          className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/12 text-primary-text"
        >
          <Hourglass className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-semibold">{t(`nav:routes.${name}`, { defaultValue: name })}</h1>
          <p className="mt-2 text-muted-foreground">{t('common:pending.text')}</p>
        </div>
      </CardContent>
    </Card>
  );
}
