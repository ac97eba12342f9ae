/** A radar comparing two teams on six skills scored out of 100. */
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const skills = ['Design', 'Frontend', 'Backend', 'Testing', 'Docs', 'Support'];
const teamA = [70, 90, 44, 60, 83, 90];
const teamB = [61, 48, 69, 63, 54, 45];

export function ChartJsRadar() {
  return (
    <ChartJsChart
      type="radar"
      label="Team A and team B scored on six skills"
      height={340}
      labels={skills}
      datasets={[
        { label: 'Team A', data: teamA, tone: 'primary' },
        { label: 'Team B', data: teamB, tone: 'info' },
      ]}
      table={{ columns: ['Skill', 'Team A', 'Team B'], rows: skills.map((s, i) => [s, teamA[i]!, teamB[i]!]) }}
    />
  );
}
