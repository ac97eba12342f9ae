/** Centred: the line in the middle, dates on the opposite side (above the text on phones). */
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const releases = [
  { version: 'Version 3.0', date: 'March 2025', text: 'New dashboard and dark mode.' },
  { version: 'Version 2.4', date: 'November 2024', text: 'Faster tables and CSV export.' },
  { version: 'Version 2.0', date: 'June 2024', text: 'Right-to-left languages.' },
];

export function TimelineOpposite() {
  return (
    <Timeline align="center" aria-label="Release history">
      {releases.map((release) => (
        <TimelineItem key={release.version} opposite={release.date} dotVariant="outline">
          <TimelineTitle>{release.version}</TimelineTitle>
          <TimelineDescription>{release.text}</TimelineDescription>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
