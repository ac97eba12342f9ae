import { fireEvent, screen, within } from '@testing-library/react';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { EcommerceTask } from '../../types/ecommerce';
import { TaskBoardCard } from './task-board-card';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });

const storedTasks = async () =>
  (await callApi('GET', '/dashboards/ecommerce', { token: demo.token() })).body.tasks as EcommerceTask[];

describe('TaskBoardCard', () => {
  it('shows each change at once, and a quick second move starts from the first', async () => {
    const tasks = await storedTasks();
    await renderWithProviders(<TaskBoardCard tasks={tasks} />, { ns: ['dashboards'] });
    const first = tasks[0]!;
    // Two presses with no wait in between: the second must move the task on from where the first put it.
    fireEvent.click(screen.getByRole('button', { name: `Move “${first.title}” down` }));
    fireEvent.click(screen.getByRole('button', { name: `Move “${first.title}” down` }));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent(first.title);
    const box = screen.getByRole('checkbox', { name: `Mark “${first.title}” as done` });
    const wasDone = (box as HTMLInputElement).checked;
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(!wasDone);
    await vi.waitFor(async () => {
      const saved = await storedTasks();
      expect(saved[2]?.id).toBe(first.id);
      expect(saved[2]?.done).toBe(!wasDone);
    });
  });
});
