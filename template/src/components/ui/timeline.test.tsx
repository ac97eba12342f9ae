import { render, screen, within } from '@testing-library/react';
import { Timeline, TimelineItem, TimelineTitle } from './timeline';

describe('Timeline', () => {
  it('is an ordered list of events with decorative dots in the chosen tone', () => {
    render(
      <Timeline aria-label="Order history">
        <TimelineItem color="success" opposite="09:00">
          <TimelineTitle>Order placed</TimelineTitle>
        </TimelineItem>
        <TimelineItem color="warning" dotVariant="outline">
          <TimelineTitle>Packed</TimelineTitle>
        </TimelineItem>
      </Timeline>,
    );
    const list = screen.getByRole('list', { name: 'Order history' });
    const [placed, packed] = within(list).getAllByRole('listitem');
    expect(placed).toHaveTextContent('09:00Order placed');
    const dot = placed!.querySelector('[data-slot=timeline-dot]');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(dot).toHaveClass('bg-success');
    expect(packed!.querySelector('[data-slot=timeline-dot]')).toHaveClass('border-warning');
  });

  it('puts the opposite content before the line when centred, and keeps a copy in the flow for phones', () => {
    render(
      <Timeline align="center">
        <TimelineItem opposite="Monday">Kick-off</TimelineItem>
      </Timeline>,
    );
    const [wide, narrow] = screen.getAllByText('Monday');
    expect(wide).toHaveAttribute('data-part', 'opposite');
    expect(wide).toHaveClass('hidden', 'sm:block');
    expect(narrow).toHaveClass('sm:hidden');
  });

  it('lays items side by side when horizontal', () => {
    render(
      <Timeline orientation="horizontal">
        <TimelineItem>Design</TimelineItem>
        <TimelineItem>Build</TimelineItem>
      </Timeline>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-orientation', 'horizontal');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
