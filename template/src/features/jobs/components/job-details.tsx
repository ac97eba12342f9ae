import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatList } from '@/lib/format';
import type { Job } from '../types';
import { JobBookmarkButton, JobChips, JobLogo, JobPosted, useSalaryText } from './job-parts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground marker:text-primary-graphic">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One opening: who, where, the key facts, the description and the Apply button. */
export function JobDetails({ job, onApply }: { job: Job; onApply: () => void }) {
  const { t } = useTranslation('jobs');
  const salary = useSalaryText();
  const facts: [string, string][] = [
    [t('details.experience'), t('details.years', { count: job.experience })],
    [t('details.level'), t(`levels.${job.level}`)],
    [t('details.employment'), formatList(job.employment.map((e) => t(`workTypes.${e}`, { defaultValue: e })))],
    [t('details.salary'), salary(job.salary)],
  ];
  return (
    <Card className="gap-6 p-6">
      <div className="flex flex-wrap items-start gap-4">
        <JobLogo job={job} size="xl" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium">{job.companyName}</p>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {job.location} · {t('details.posted')} <JobPosted job={job} />
            </span>
          </p>
          <div className="pt-2">
            <JobChips job={job} />
          </div>
        </div>
        <JobBookmarkButton job={job} />
      </div>
      <dl className="grid gap-4 rounded-[var(--radius)] border border-border p-4 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
            <dd className="mt-1 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Section title={t('details.about')}>
        <p className="text-sm text-muted-foreground">{job.about}</p>
      </Section>
      <Section title={t('details.role')}>
        <p className="text-sm text-muted-foreground">{job.role}</p>
      </Section>
      <Section title={t('details.responsibilities')}>
        <Bullets items={job.responsibilities} />
      </Section>
      <Section title={t('details.qualifications')}>
        <Bullets items={job.qualifications} />
      </Section>
      <Section title={t('details.benefits')}>
        <Bullets items={job.benefits} />
      </Section>
      <div>
        <Button size="lg" onClick={onApply}>
          {t('details.apply')}
        </Button>
      </div>
    </Card>
  );
}
