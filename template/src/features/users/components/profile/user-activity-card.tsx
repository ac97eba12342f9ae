import {
  CircleUserRound,
  FileText,
  FolderGit2,
  Presentation,
  Rocket,
  ToggleLeft,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/cards/section-card';
import type { Tone } from '@/components/ui/tone';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import { formatDate, formatRelativeTime } from '@/lib/format';
import type { ActivityKind, UserActivity } from '../../types';

const kinds: Record<ActivityKind, { icon: LucideIcon; tone: Tone }> = {
  joined: { icon: Rocket, tone: 'primary' },
  team: { icon: UsersRound, tone: 'info' },
  project: { icon: FolderGit2, tone: 'success' },
  meeting: { icon: Presentation, tone: 'warning' },
  document: { icon: FileText, tone: 'secondary' },
  status: { icon: ToggleLeft, tone: 'error' },
  profile: { icon: CircleUserRound, tone: 'secondary' },
};

export interface UserActivityCardProps {
  activity: readonly UserActivity[];
  /** The entries shown, newest first. @default 6 */
  limit?: number;
}

/** What the user did lately, newest first, on a timeline: when (relative, full date on hover) and what. */
export function UserActivityCard({ activity, limit = 6 }: UserActivityCardProps) {
  const { t } = useTranslation('users');
  const shown = activity.slice(0, limit);
  return (
    <SectionCard
      title={t('profile.activity')}
      description={t('profile.activityHint')}
      status={shown.length ? 'ready' : 'empty'}
      empty={t('profile.noActivity')}
    >
      <Timeline>
        {shown.map((entry) => {
          const { icon: Icon, tone } = kinds[entry.kind];
          return (
            <TimelineItem key={entry.id} color={tone} dotVariant="tonal" icon={<Icon />}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="text-sm font-medium">{entry.title}</p>
                <time
                  dateTime={entry.at}
                  title={formatDate(entry.at, { dateStyle: 'long', timeStyle: 'short' })}
                  className="text-xs text-muted-foreground"
                >
                  {formatRelativeTime(entry.at)}
                </time>
              </div>
              {entry.detail && <p className="mt-0.5 text-sm text-muted-foreground">{entry.detail}</p>}
            </TimelineItem>
          );
        })}
      </Timeline>
    </SectionCard>
  );
}
