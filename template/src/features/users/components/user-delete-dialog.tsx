import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { User } from '../types';

export interface UserDeleteDialogProps {
  /** The users waiting for confirmation; an empty list keeps the dialog closed. */
  users: readonly Pick<User, 'id' | 'name'>[];
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the row's button, or the search box once it is gone). */
  returnFocusTo?: () => HTMLElement | null;
}

/** "Delete Amara Okafor?" (or "Delete 3 users?"): nothing is removed before Delete is pressed. */
export function UserDeleteDialog({ users, deleting, onConfirm, onCancel, returnFocusTo }: UserDeleteDialogProps) {
  const { t } = useTranslation('users');
  const [first] = users;
  return (
    <Dialog open={users.length > 0} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {users.length === 1
              ? t('delete.titleOne', { name: first?.name })
              : t('delete.titleMany', { count: users.length })}
          </DialogTitle>
          <DialogDescription>{t('delete.description', { count: users.length })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="tonal" color="secondary" onClick={onCancel} disabled={deleting}>
            {t('delete.cancel')}
          </Button>
          <Button color="error" onClick={onConfirm} loading={deleting}>
            {t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
