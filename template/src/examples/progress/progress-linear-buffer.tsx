/** A buffer bar behind the value: e.g. how much of a video is loaded ahead of the play head. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';

export function ProgressLinearBuffer() {
  const { t } = useTranslation('ui-components');
  const [value, setValue] = useState(10);
  useEffect(() => {
    const timer = window.setInterval(() => setValue((v) => (v >= 100 ? 0 : v + 5)), 800);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <Progress value={value} buffer={Math.min(100, value + 25)} label={t('progress.demo.videoPlayed')} />
      <Progress value={35} buffer={70} color="info" label={t('progress.demo.download')} />
    </div>
  );
}
