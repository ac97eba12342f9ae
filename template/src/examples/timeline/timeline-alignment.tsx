/** `dotAlign` lines each dot up with the first line of its item (default) or with its middle. */
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const notes = ['Brief approved', 'Wireframes ready'];

export function TimelineAlignment() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {(['start', 'center'] as const).map((dotAlign) => (
        <div key={dotAlign} className="flex flex-col gap-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{dotAlign}</p>
          <Timeline dotAlign={dotAlign} aria-label={`Dots aligned ${dotAlign}`}>
            {notes.map((note) => (
              <TimelineItem key={note} color="info">
                <div className="rounded-[var(--radius)] border border-border p-3">
                  <TimelineTitle>{note}</TimelineTitle>
                  <TimelineDescription>
                    Two lines of detail, so the difference between the alignments shows.
                  </TimelineDescription>
                </div>
              </TimelineItem>
            ))}
          </Timeline>
        </div>
      ))}
    </div>
  );
}
