import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { salaryBands, workTypes, type JobFilters, type SalaryBand, type WorkType } from '../types';

export interface JobFiltersCardProps {
  value: JobFilters;
  onChange: (next: JobFilters) => void;
  onClear: () => void;
}

/** Role, location, work type and salary band; each change asks the server again. */
export function JobFiltersCard({ value, onChange, onClear }: JobFiltersCardProps) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  const ids = { role: useId(), location: useId(), workType: useId(), salary: useId() };
  const set = <K extends keyof JobFilters>(key: K, v: JobFilters[K]) => onChange({ ...value, [key]: v });
  const label = 'text-sm font-medium';
  return (
    <Card asChild aria-labelledby={titleId}>
      <section>
        <CardHeader>
          <CardTitle id={titleId}>{t('filters.title')}</CardTitle>
        </CardHeader>
        <div className="grid gap-4 px-6 pb-6 sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.role} className={label}>
              {t('filters.role')}
            </label>
            <Input
              id={ids.role}
              type="search"
              value={value.role}
              placeholder={t('filters.rolePlaceholder')}
              onChange={(e) => set('role', e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.location} className={label}>
              {t('filters.location')}
            </label>
            <Input
              id={ids.location}
              type="search"
              value={value.location}
              placeholder={t('filters.locationPlaceholder')}
              onChange={(e) => set('location', e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.workType} className={label}>
              {t('filters.workType')}
            </label>
            <NativeSelect
              id={ids.workType}
              value={value.workType}
              onChange={(e) => set('workType', e.target.value as WorkType | '')}
            >
              <option value="">{t('filters.any')}</option>
              {workTypes.map((w) => (
                <option key={w} value={w}>
                  {t(`workTypes.${w}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.salary} className={label}>
              {t('filters.salary')}
            </label>
            <NativeSelect
              id={ids.salary}
              value={value.salary}
              onChange={(e) => set('salary', e.target.value as SalaryBand | '')}
            >
              <option value="">{t('filters.any')}</option>
              {salaryBands.map((band) => {
                const [low, high] = band.split('-');
                return (
                  <option key={band} value={band}>
                    {t('salaryRange', { low, high })}
                  </option>
                );
              })}
            </NativeSelect>
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <Button variant="text" color="secondary" size="sm" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          </div>
        </div>
      </section>
    </Card>
  );
}
