import { Briefcase, Building2, CalendarDays, Languages, Mail, MapPin, Phone, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/cards/section-card';
import { Chip } from '@/components/ui/chip';
import { toneClasses, tones } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatDate, formatList, formatNumber } from '@/lib/format';
import type { UserDetails } from '../../types';

/** One labelled fact: icon, label, value (a definition list row). */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span aria-hidden className="mt-0.5 text-muted-foreground [&_svg]:size-4.5">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Bio, title, company, joining date, languages and skills. */
export function UserAboutCard({ details }: { details: UserDetails }) {
  const { t } = useTranslation('users');
  const { user, profile } = details;
  return (
    <SectionCard title={t('profile.about')}>
      <div className="flex flex-col gap-5">
        <p className="text-sm text-muted-foreground">{profile.bio || t('profile.noBio')}</p>
        <dl className="flex flex-col gap-3">
          <Fact icon={<Briefcase />} label={t('form.role')}>
            {user.role}
          </Fact>
          <Fact icon={<Building2 />} label={t('form.company')}>
            {user.company}
          </Fact>
          <Fact icon={<CalendarDays />} label={t('profile.joinedLabel')}>
            {t('profile.joined', { date: formatDate(`${profile.joinedAt}T00:00`, { dateStyle: 'long' }) })}
          </Fact>
          {profile.languages.length > 0 && (
            <Fact icon={<Languages />} label={t('form.languages')}>
              {formatList(profile.languages)}
            </Fact>
          )}
        </dl>
        {profile.skills.length > 0 && (
          <div>
            <h3 className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('profile.skills')}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {profile.skills.map((skill, index) => (
                <li key={skill}>
                  <Chip size="sm" color={tones[index % tones.length]}>
                    {skill}
                  </Chip>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </SectionCard>
  );
}

/** E-mail, phone and location, the first two as links. */
export function UserContactsCard({ details }: { details: UserDetails }) {
  const { t } = useTranslation('users');
  const { user, profile } = details;
  return (
    <SectionCard title={t('profile.contacts')}>
      <dl className="flex flex-col gap-3">
        <Fact icon={<Mail />} label={t('form.email')}>
          <a href={`mailto:${user.email}`} className="text-primary-text hover:underline">
            {user.email}
          </a>
        </Fact>
        <Fact icon={<Phone />} label={t('form.phone')}>
          {profile.phone ? (
            <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} className="hover:underline" dir="ltr">
              {profile.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">{t('profile.noPhone')}</span>
          )}
        </Fact>
        <Fact icon={<MapPin />} label={t('form.location')}>
          {profile.location || <span className="text-muted-foreground">{t('profile.noLocation')}</span>}
        </Fact>
      </dl>
    </SectionCard>
  );
}

/** The teams the user belongs to, with their size. */
export function UserTeamsCard({ details }: { details: UserDetails }) {
  const { t } = useTranslation('users');
  const { teams } = details.profile;
  return (
    <SectionCard title={t('profile.teams')} status={teams.length ? 'ready' : 'empty'} empty={t('profile.noTeams')}>
      <ul className="flex flex-col gap-3">
        {teams.map((team, index) => (
          <li key={team.name} className="flex items-center gap-3">
            <span
              aria-hidden
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-[calc(var(--radius)*0.8)] [&_svg]:size-4.5',
                toneClasses.tonal[tones[index % tones.length]!],
              )}
            >
              <UsersRound />
            </span>
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{team.name}</span>
            <Chip size="sm" color="secondary">
              {t('profile.members', { count: team.members, formatted: formatNumber(team.members) })}
            </Chip>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
