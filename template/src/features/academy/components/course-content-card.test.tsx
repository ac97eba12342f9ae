import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/lib/i18n';
import type { Chapter } from '../types';
import { CourseContentCard } from './course-content-card';
import { CoursePlayer } from './course-player';

const lesson = (id: string, title: string, done: boolean) => ({
  id,
  title,
  minutes: 20,
  done,
  video: null,
  position: 0,
  watched: 0,
});
const chapters: Chapter[] = [
  { id: '1', title: 'Basics', lessons: [lesson('1.1', 'Overview', true), lesson('1.2', 'Recap and quiz', true)] },
  {
    id: '2',
    title: 'Going further',
    lessons: [lesson('2.1', 'Overview', false), lesson('2.2', 'Recap and quiz', false)],
  },
];
const course = { name: 'Design Mastery', progress: 50, lessonsDone: 2, lessonsTotal: 4, purchased: true };

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['academy', 'common']);
});

const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('CourseContentCard', () => {
  it('shows how much of a started lesson was watched, and nothing once it is done', () => {
    const started = { ...lesson('2.1', 'Overview', false), watched: 45, position: 5.4 };
    const list: Chapter[] = [chapters[0]!, { ...chapters[1]!, lessons: [started, chapters[1]!.lessons[1]!] }];
    wrap(<CourseContentCard course={course} chapters={list} currentLessonId="2.1" onSelectLesson={() => {}} />);
    expect(screen.getByText('45% watched')).toBeInTheDocument();
    expect(screen.getAllByText(/watched/)).toHaveLength(1);
  });

  it('opens the chapter of the current lesson and counts each chapter', () => {
    wrap(
      <CourseContentCard
        course={course}
        chapters={chapters}
        currentLessonId="2.1"
        onSelectLesson={vi.fn()}
        onToggleLesson={vi.fn()}
      />,
    );
    expect(screen.getByText('2/4 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '50');
    const first = screen.getByRole('button', { name: /^Chapter 1: Basics/ });
    const second = screen.getByRole('button', { name: /^Chapter 2: Going further/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveTextContent('0/2 lessons');
    expect(first).toHaveTextContent('2/2 lessons');
    // The current lesson is marked for assistive technology too.
    const current = screen.getByRole('checkbox', { name: 'Going further: Overview' }).closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
  });

  it('reports ticks and plays, named with their chapter', async () => {
    const onToggle = vi.fn();
    const onSelect = vi.fn();
    wrap(
      <CourseContentCard
        course={course}
        chapters={chapters}
        currentLessonId="2.1"
        onSelectLesson={onSelect}
        onToggleLesson={onToggle}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Going further: Recap and quiz' }));
    expect(onToggle).toHaveBeenCalledWith('2.2', true);
    await userEvent.click(screen.getByRole('button', { name: 'Play Going further: Recap and quiz' }));
    expect(onSelect).toHaveBeenCalledWith('2.2');
  });

  it('keeps the checkboxes read-only until the learner enrols', () => {
    wrap(
      <CourseContentCard
        course={{ ...course, purchased: false }}
        chapters={chapters}
        currentLessonId="2.1"
        onSelectLesson={vi.fn()}
      />,
    );
    expect(screen.getByText('Enroll in the course to tick lessons off.')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});

describe('CoursePlayer', () => {
  it('says plainly when a lesson has no video instead of showing a broken player', () => {
    const { container } = wrap(<CoursePlayer lesson={chapters[1]!.lessons[0]!} chapterTitle="Going further" />);
    expect(screen.getByText('No video for this lesson')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous lesson' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
  });

  it('plays a lesson that has a video with the native controls, poster and captions', async () => {
    const onToggle = vi.fn();
    const video = {
      sources: [
        { src: '/media/lesson.webm', type: 'video/webm' },
        { src: '/media/lesson.mp4', type: 'video/mp4' },
      ],
      poster: '/media/lesson.webp',
      captions: ['en', 'fr', 'ar'].map((lang) => ({ lang, src: `/media/lesson.${lang}.vtt` })),
    };
    const { container } = wrap(
      <CoursePlayer lesson={{ ...chapters[0]!.lessons[0]!, video }} chapterTitle="Basics" onToggleDone={onToggle} />,
    );
    const element = container.querySelector('video');
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('poster', '/media/lesson.webp');
    // Nothing but the poster loads before the learner presses play.
    expect(element).toHaveAttribute('preload', 'none');
    expect([...(element?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('src'))).toEqual([
      '/media/lesson.webm',
      '/media/lesson.mp4',
    ]);
    const tracks = [...(element?.querySelectorAll('track') ?? [])];
    expect(tracks.map((t) => [t.getAttribute('kind'), t.getAttribute('srclang'), t.hasAttribute('default')])).toEqual([
      ['captions', 'en', true],
      ['captions', 'fr', false],
      ['captions', 'ar', false],
    ]);
    expect(tracks[1]).toHaveAttribute('label', 'French');
    expect(screen.getByRole('figure', { name: /Basics.*Overview/ })).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Mark as complete' });
    expect(done).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(done);
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(within(screen.getByRole('figure')).queryByText('No video for this lesson')).toBeNull();
  });
});
