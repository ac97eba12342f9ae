/** Icons at both ends that are buttons too: each one moves the value a step down or up. */
import { Volume1, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';

export function SliderIcons() {
  const { t } = useTranslation('ui-forms');
  const [volume, setVolume] = useState([40]);
  const nudge = (by: number) => setVolume(([v = 0]) => [Math.min(100, Math.max(0, v + by))]);
  return (
    <div className="flex max-w-md items-center gap-3">
      <Button
        size="icon-sm"
        variant="ghost"
        color="secondary"
        aria-label={t('sliders.quieter')}
        onClick={() => nudge(-10)}
      >
        <Volume1 aria-hidden />
      </Button>
      <Slider value={volume} onValueChange={setVolume} aria-label={t('sliders.volume')} />
      <Button
        size="icon-sm"
        variant="ghost"
        color="secondary"
        aria-label={t('sliders.louder')}
        onClick={() => nudge(10)}
      >
        <Volume2 aria-hidden />
      </Button>
    </div>
  );
}
