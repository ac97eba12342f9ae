/** A radar comparing two teams on six skills scored out of 100. */
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const skillKeys = ['design', 'frontend', 'backend', 'testing', 'docs', 'support'] as const;
const teamA = [70, 90, 44, 60, 83, 90];
const teamB = [61, 48, 69, 63, 54, 45];

export function ChartJsRadar() {
  const { t } = useTranslation('ui-charts');
  const skills = skillKeys.map((key) => t(`teams.skills.${key}`));
  const [nameA, nameB] = [t('teams.team', { name: 'A' }), t('teams.team', { name: 'B' })];
  return (
    <ChartJsChart
      type="radar"
      label={t('teams.label')}
      height={340}
      labels={skills}
      datasets={[
        { label: nameA, data: teamA, tone: 'primary' },
        { label: nameB, data: teamB, tone: 'info' },
      ]}
      table={{ columns: [t('teams.skill'), nameA, nameB], rows: skills.map((s, i) => [s, teamA[i]!, teamB[i]!]) }}
    />
  );
}
