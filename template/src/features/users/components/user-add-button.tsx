import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { usePreloadAfterPaint } from '@/hooks/use-after-paint';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { useUsers } from '../api/get-users';
import type { User } from '../types';
import { distinctValues } from './user-facets';
import { userProfileHref } from './user-links';

// The drawer's form code (react-hook-form, zod) is not needed to show the list: it loads once the
// screen has painted, and is certainly there by the time someone reaches for "Add user".
const loadAddSheet = () => import('./user-add-sheet');
const UserAddSheet = lazy(() => loadAddSheet().then((m) => ({ default: m.UserAddSheet })));

export interface UserAddButtonProps {
  /** The id of the user the server created, once the drawer has closed (the list brings them into view). */
  onAdded: (id: number) => void;
}

/**
 * The "Add user" button and the drawer it opens (POST /user/add). Whether the drawer is open is
 * this component's own state, so opening and closing it re-render the drawer alone, never the
 * list behind it.
 */
export function UserAddButton({ onAdded }: UserAddButtonProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { data: users } = useUsers();
  const [open, setOpen] = useState(false);
  usePreloadAfterPaint(loadAddSheet);
  // Mounted from the first opening on, so closing can animate.
  const mounted = useMountOnceWanted(open);
  // Suggestions for the company and role fields: the values the directory already holds.
  const companies = useMemo(() => distinctValues(users, 'company'), [users]);
  const roles = useMemo(() => distinctValues(users, 'role'), [users]);

  const added = (user: User) => {
    setOpen(false);
    onAdded(user.id);
    toast.success(t('add.done', { name: user.name }), {
      action: { label: t('add.viewProfile'), onClick: () => void navigate(userProfileHref(user.id)) },
    });
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {t('list.add')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <UserAddSheet open={open} onOpenChange={setOpen} onAdded={added} companies={companies} roles={roles} />
        </Suspense>
      )}
    </>
  );
}
