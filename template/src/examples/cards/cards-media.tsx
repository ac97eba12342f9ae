/** A media card with a caption: a video still (a drawn scene) with its play button, the title and length below. */
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { formatNumber } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-sets';

export function CardsMedia() {
  const { t } = useTranslation('cards');
  const [playing, setPlaying] = useState(false);
  return (
    <Card asChild className="max-w-md overflow-hidden">
      <figure>
        <div className="relative isolate grid aspect-video place-items-center">
          {/* The video's still: decorative, the caption names the video. */}
          <Picture
            src={pictureUrl('slides', 'workspace')}
            alt=""
            width={960}
            height={360}
            sizes="28rem"
            className="absolute inset-0 -z-10 size-full bg-muted object-cover"
          />
          <button
            type="button"
            aria-pressed={playing}
            onClick={() => setPlaying((v) => !v)}
            className="grid size-14 place-items-center rounded-full bg-card/70 text-primary-text shadow-card backdrop-blur"
          >
            <ChevronRight aria-hidden className={playing ? 'size-7 fill-current' : 'size-7'} />
            <span className="sr-only">{playing ? t('media.pause') : t('media.play')}</span>
          </button>
          <span className="absolute end-4 bottom-3 rounded bg-card/70 px-1.5 py-0.5 text-xs font-medium">4:12</span>
        </div>
        <figcaption className="flex flex-col gap-1 p-5">
          <span className="font-semibold">{t('media.title')}</span>
          <span className="text-sm text-muted-foreground">{t('media.caption', { views: formatNumber(12_480) })}</span>
        </figcaption>
      </figure>
    </Card>
  );
}
