import { CreditCard, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { useMakeCardDefault, useRemoveCard } from '../api/billing';
import type { PaymentMethod } from '../types';

// The card form (its checks, masks and form library) loads when the person asks to add a card, not
// with the tab: asked for as the pointer or the focus reaches the button, it is in by the click.
const loadCardForm = () => import('./card-form');
const CardForm = lazy(() => loadCardForm().then((module) => ({ default: module.CardForm })));
const preloadCardForm = () => void loadCardForm().catch(() => undefined);

/** Saved cards: add one, make one the default, remove one (asked first). */
export function PaymentMethodsCard({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation('account');
  const makeDefault = useMakeCardDefault();
  const remove = useRemoveCard();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const label = (m: PaymentMethod) => t('cards.ending', { brand: t(`cards.brands.${m.brand}`), last4: m.last4 });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cards.title')}</CardTitle>
        {!adding && (
          <CardAction>
            <Button
              size="sm"
              onPointerEnter={preloadCardForm}
              onFocus={preloadCardForm}
              onClick={() => setAdding(true)}
            >
              <Plus aria-hidden />
              {t('cards.addTitle')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {adding && (
          <Suspense fallback={null}>
            <CardForm onDone={() => setAdding(false)} />
          </Suspense>
        )}
        {methods.length === 0 && !adding && <EmptyState title={t('cards.none')} />}
        <ul className="flex flex-col gap-3" aria-label={t('cards.title')}>
          {methods.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-4 rounded-card border border-border p-4">
              <CreditCard className="size-6 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {label(m)}
                  {m.isDefault && <Badge color="primary">{t('cards.default')}</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {m.name} · {t('cards.expires', { date: `${m.expiry.slice(0, 2)}/${m.expiry.slice(2)}` })}
                </p>
              </div>
              <div className="flex gap-2">
                {!m.isDefault && (
                  <Button
                    size="sm"
                    variant="tonal"
                    aria-label={t('cards.makeDefaultOf', { card: label(m) })}
                    onClick={() => makeDefault.mutate(m.id, { onSuccess: () => toast.success(t('cards.defaultSet')) })}
                  >
                    {t('cards.makeDefault')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="tonal"
                  color="error"
                  aria-label={t('cards.removeOf', { card: label(m) })}
                  onClick={() => setRemoving(m)}
                >
                  {t('cards.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? t('cards.removeTitle', { card: label(removing) }) : ''}
        confirmLabel={t('cards.remove')}
        onConfirm={() =>
          removing ? remove.mutateAsync(removing.id).then(() => toast.success(t('cards.removed'))) : undefined
        }
      />
    </Card>
  );
}
