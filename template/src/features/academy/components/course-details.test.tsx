import { fireEvent, screen, within } from '@testing-library/react';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import { courseDetailSchema, type CourseDetail } from '../types';
import { CourseDetails } from './course-details';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

async function purchasedCourse(): Promise<CourseDetail> {
  const { body } = await callApi('GET', '/academy/courses', { token: demo.token() });
  const course = (body as { courses: { id: number; purchased: boolean }[] }).courses.find((c) => c.purchased)!;
  return courseDetailSchema.parse(
    (await callApi('GET', `/academy/courses/${course.id}`, { token: demo.token() })).body,
  );
}

describe('CourseDetails', () => {
  it('shows a lesson ticked in the frame of the click, and saves it', async () => {
    const detail = await purchasedCourse();
    const chapter = detail.chapters.find((c) => c.lessons.some((l) => !l.done))!;
    const lesson = chapter.lessons.find((l) => !l.done)!;
    await renderWithProviders(<CourseDetails detail={detail} />, { ns: ['academy'] });
    const box = within(screen.getByTestId('course-content')).getByRole('checkbox', {
      name: `${chapter.title}: ${lesson.title}`,
    });
    expect(box).not.toBeChecked();
    // No waiting: a controlled checkbox whose state came back a task later would read unchecked here.
    fireEvent.click(box);
    expect(box).toBeChecked();
    await vi.waitFor(async () => {
      const saved = courseDetailSchema.parse(
        (await callApi('GET', `/academy/courses/${detail.course.id}`, { token: demo.token() })).body,
      );
      expect(saved.chapters.flatMap((c) => c.lessons).find((l) => l.id === lesson.id)?.done).toBe(true);
    });
  });
});
