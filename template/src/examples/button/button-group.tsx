/** A button group joins related actions into one control; `aria-pressed` shows the active choice. */
import { useState } from 'react';
import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ButtonGroup } from '@/components/ui/button-group';

const alignments = [
  { id: 'start', Icon: AlignLeft },
  { id: 'center', Icon: AlignCenter },
  { id: 'end', Icon: AlignRight },
] as const;

export function ButtonGroupExample() {
  const { t } = useTranslation('ui-components');
  const [align, setAlign] = useState<string>('start');
  return (
    <div className="flex flex-wrap items-center gap-6">
      <ButtonGroup aria-label={t('button.demo.period')}>
        <Button variant="outline">{t('button.demo.day')}</Button>
        <Button variant="outline">{t('button.demo.week')}</Button>
        <Button variant="outline">{t('button.demo.month')}</Button>
      </ButtonGroup>
      <ButtonGroup aria-label={t('button.demo.alignment')}>
        {alignments.map(({ id, Icon }) => (
          <Button
            key={id}
            size="icon"
            variant={align === id ? 'solid' : 'tonal'}
            aria-label={t(`button.demo.align.${id}`)}
            aria-pressed={align === id}
            onClick={() => setAlign(id)}
          >
            <Icon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup aria-label={t('button.demo.saveOptions')}>
        <Button color="success">{t('button.demo.save')}</Button>
        <Button color="success" variant="tonal">
          {t('button.demo.saveDraft')}
        </Button>
      </ButtonGroup>
    </div>
  );
}
