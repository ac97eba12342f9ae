import { fireEvent, render } from '@testing-library/react';
import { pictureUrl } from '@/lib/picture-sets';
import type { Job } from '../types';
import { JobLogo } from './job-parts';

const job: Job = {
  id: 1,
  name: 'Front-End Developer',
  companyName: 'Northwind Labs',
  companyLogo: pictureUrl('logos', 'northwind-labs'),
  location: 'New York, USA',
  postedDate: '01/02/2026',
  salary: '100-130k',
  employment: ['Full-Time', 'On-Site'],
  experience: 5,
  level: 'Senior',
  color: 'primary',
  about: '',
  role: '',
  responsibilities: [],
  qualifications: [],
  benefits: [],
  bookmarked: false,
};

describe('JobLogo', () => {
  it("shows the company's logo in every width of its set, decorative, with its box reserved", () => {
    const { container } = render(<JobLogo job={job} size="xl" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    expect(img).toHaveAttribute('sizes', '64px');
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      'images/logos/northwind-labs-128.avif 128w',
    );
  });

  it('falls back to the initials when the job has no logo, or the logo does not load', () => {
    const { container, rerender } = render(<JobLogo job={{ ...job, companyLogo: '' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('NL');
    rerender(<JobLogo job={job} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-slot="avatar"]')).toHaveTextContent('NL');
  });
});
