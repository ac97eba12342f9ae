import { Download, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { pictureUrl } from '@/lib/picture-sets';
import { formatDate } from '@/lib/format';
import type { AcademyDashboard } from '../types';
import { certificateSvg, downloadFile } from '../certificate';
import { localDate } from '@/lib/today';
import { courseDetailsHref } from '../links';

const bannerButton =
  'inline-flex h-9.5 items-center gap-2 rounded-[calc(var(--radius)*0.8)] px-4.5 text-sm font-medium transition-colors [&_svg]:size-[1.125rem]';

/** The banner's card and its layout, shared by the loaded banner and its placeholder. */
const frame = '@container h-full overflow-hidden border-0 bg-primary';
const layout = 'flex h-full flex-col gap-6 p-6 @xl:flex-row @xl:items-center';

export interface CertificateBannerProps {
  /** `null`: no course finished yet; `undefined`: still loading. */
  certificate?: AcademyDashboard['certificate'];
  learner?: string;
}

/** Congratulates the learner on the last course they finished and hands over its certificate. */
export function CertificateBanner({ certificate, learner }: CertificateBannerProps) {
  const { t, i18n } = useTranslation('academy');
  if (certificate === undefined) return <CertificateBannerSkeleton />;
  const date = certificate && formatDate(localDate(certificate.completedOn), { dateStyle: 'long' });
  const download = () => {
    if (!certificate) return;
    const svg = certificateSvg(
      {
        heading: t('dashboard.certificate.file.heading'),
        intro: t('dashboard.certificate.file.intro'),
        learner: learner ?? '',
        completed: t('dashboard.certificate.file.completed'),
        course: certificate.name,
        footer: t('dashboard.certificate.file.footer', { tutor: certificate.tutor, date }),
      },
      { rtl: i18n.dir() === 'rtl' },
    );
    downloadFile(`certificate-${certificate.courseId}.svg`, svg, 'image/svg+xml');
  };
  return (
    <Card className={cn(frame, 'text-primary-foreground')}>
      <section aria-labelledby="certificate-title" className={layout}>
        <div className="flex flex-1 flex-col gap-2">
          <h2 id="certificate-title" className="text-xl font-semibold">
            {certificate ? t('dashboard.certificate.title') : t('dashboard.certificate.noneTitle')}
          </h2>
          <p>
            {certificate
              ? t('dashboard.certificate.text', { course: certificate.name, tutor: certificate.tutor, date })
              : t('dashboard.certificate.noneText')}
          </p>
          {certificate && (
            <div className="mt-2 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={download}
                className={cn(bannerButton, 'bg-card text-primary-text hover:bg-card/90')}
              >
                <Download aria-hidden />
                {t('dashboard.certificate.download')}
              </button>
              <Link
                to={courseDetailsHref(certificate.courseId)}
                className={cn(bannerButton, 'border border-primary-foreground/70 hover:bg-primary-foreground/10')}
              >
                <Eye aria-hidden />
                {t('dashboard.certificate.view')}
              </Link>
            </div>
          )}
        </div>
        <CertificatePicture />
      </section>
    </Card>
  );
}

/** The certificate itself, drawn on a transparent ground so the banner's colour shows around it. */
function CertificatePicture() {
  return (
    <Picture
      src={pictureUrl('cutouts', 'certificate')}
      alt=""
      width={400}
      height={300}
      sizes="13rem"
      className="h-auto w-48 shrink-0 self-end @xl:w-52 @xl:self-auto"
    />
  );
}

/**
 * The banner while the dashboard loads: its title, three lines of text, the buttons and the
 * picture in the places the loaded banner puts them, so the row it shares keeps its height. The
 * text's lines sit in one block like the paragraph's, and the buttons are drawn round their own
 * (hidden) labels, so they wrap where the real ones do in every language and width.
 */
function CertificateBannerSkeleton() {
  const { t } = useTranslation('academy');
  const bar = 'bg-primary-foreground/25';
  const line = 'flex h-6 items-center';
  return (
    <Card aria-hidden className={frame}>
      <div className={layout}>
        <div className="flex flex-1 flex-col gap-2">
          <span className="flex h-7 items-center">
            <Skeleton className={cn(bar, 'h-5 w-3/4')} />
          </span>
          <div>
            {['w-full', 'w-full', 'w-1/2'].map((width, i) => (
              <span key={i} className={line}>
                <Skeleton className={cn(bar, 'h-4', width)} />
              </span>
            ))}
          </div>
          <div className="mt-2 flex flex-wrap gap-3">
            <Skeleton className={cn(bar, bannerButton)}>
              <span className="invisible contents">
                <Download />
                {t('dashboard.certificate.download')}
              </span>
            </Skeleton>
            <Skeleton className={cn(bar, bannerButton, 'border border-transparent')}>
              <span className="invisible contents">
                <Eye />
                {t('dashboard.certificate.view')}
              </span>
            </Skeleton>
          </div>
        </div>
        <CertificatePicture />
      </div>
    </Card>
  );
}
