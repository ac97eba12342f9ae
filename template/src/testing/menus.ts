import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens the dropdown menu whose trigger is the button named `name`, as a person does: the pointer
 * reaches the trigger, which fetches the menu's code, and the real trigger takes the dormant one's
 * place when it arrives (components/ui/deferred.tsx); then a press opens it. user-event sends every
 * event of a click to the element it was handed, so a press landing just after that swap went to
 * the detached dormant trigger and the menu never opened (a browser sends it to the element under
 * the pointer). Here the press waits for the code and finds the trigger again.
 */
export async function openMenu(user: UserEvent, name: string): Promise<void> {
  await user.hover(screen.getByRole('button', { name }));
  await act(async () => {
    await import('@/components/ui/dropdown-menu-parts');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await user.click(screen.getByRole('button', { name }));
}
