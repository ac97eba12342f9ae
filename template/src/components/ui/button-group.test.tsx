import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { ButtonGroup } from './button-group';

describe('ButtonGroup', () => {
  it('groups its buttons under one name and keeps them in tab order', () => {
    render(
      <ButtonGroup aria-label="Text alignment">
        <Button variant="outline">Left</Button>
        <Button variant="outline">Right</Button>
      </ButtonGroup>,
    );
    const group = screen.getByRole('group', { name: 'Text alignment' });
    expect(group).toHaveAttribute('data-orientation', 'horizontal');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
