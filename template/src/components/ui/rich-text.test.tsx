import { render } from '@testing-library/react';
import { RichText } from './rich-text';

it('puts named elements around their text and keeps the rest as text', () => {
  const { container } = render(
    <p>
      <RichText
        text="© 2023 <strong>Tessera</strong>, crafted with <heart></heart> and <icon/> by <unknown>us</unknown>"
        components={{ strong: <b className="x" />, heart: <i data-testid="heart" />, icon: <em>*</em> }}
      />
    </p>,
  );
  expect(container.innerHTML).toBe(
    '<p>© 2023 <b class="x">Tessera</b>, crafted with <i data-testid="heart"></i> and <em>*</em> by us</p>',
  );
});

it('renders plain text unchanged', () => {
  const { container } = render(<RichText text="No markup here" components={{}} />);
  expect(container.textContent).toBe('No markup here');
});
