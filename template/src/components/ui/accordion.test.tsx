import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const items = [
  { value: 'ship', question: 'Do you ship abroad?', answer: 'To 40 countries.' },
  { value: 'return', question: 'Can I return an item?', answer: 'Within 30 days.' },
];

function Items({ level }: { level?: 2 | 3 }) {
  return items.map((item) => (
    <AccordionItem key={item.value} value={item.value}>
      <AccordionTrigger level={level}>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
}

describe('Accordion', () => {
  it('opens one item at a time and shows its answer as a labelled region', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <Items />
      </Accordion>,
    );
    const ship = screen.getByRole('button', { name: 'Do you ship abroad?' });
    expect(ship).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('To 40 countries.')).not.toBeInTheDocument();

    await user.click(ship);
    expect(ship).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Do you ship abroad?' })).toHaveTextContent('To 40 countries.');

    await user.click(screen.getByRole('button', { name: 'Can I return an item?' }));
    expect(ship).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Within 30 days.')).toBeVisible();

    // collapsible: the open item closes again.
    await user.click(screen.getByRole('button', { name: 'Can I return an item?' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('puts each trigger in a heading of the requested level and marks the open state', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Accordion type="multiple" variant="boxed">
        <Items level={2} />
      </Accordion>,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(container.querySelector('[data-slot=accordion]')).toHaveAttribute('data-variant', 'boxed');

    await user.click(screen.getByRole('button', { name: 'Do you ship abroad?' }));
    await user.click(screen.getByRole('button', { name: 'Can I return an item?' }));
    const open = container.querySelectorAll('[data-slot=accordion-item][data-state=open]');
    expect(open).toHaveLength(2);
  });

  it('moves between headers with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single">
        <Items />
      </Accordion>,
    );
    screen.getByRole('button', { name: 'Do you ship abroad?' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Can I return an item?' })).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('return');
      return (
        <>
          <button type="button" onClick={() => setValue('ship')}>
            open shipping
          </button>
          <Accordion type="single" value={value} onValueChange={setValue}>
            <Items />
          </Accordion>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('Within 30 days.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'open shipping' }));
    expect(screen.getByText('To 40 countries.')).toBeVisible();
    expect(screen.queryByText('Within 30 days.')).not.toBeInTheDocument();
  });

  it('fades in a panel the visitor opens, not the one open in the pre-rendered markup', async () => {
    const user = userEvent.setup();
    const tree = (
      <Accordion type="multiple" defaultValue={['ship']}>
        <Items />
      </Accordion>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    act(() => {
      hydrateRoot(container, tree);
    });
    const fades = (name: string) => !!screen.getByRole('region', { name }).querySelector('.animate-fade-in');
    expect(fades('Do you ship abroad?')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Can I return an item?' }));
    expect(fades('Can I return an item?')).toBe(true);
    container.remove();
  });
});
