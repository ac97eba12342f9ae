import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import type { PageCell } from '@/components/layout/page-grid';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useAssignRole, useDeleteRole } from '../api/change-roles';
import { useMembers, useRoles } from '../api/get-roles';
import type { Member, Role } from '../types';
import { RoleCard } from './role-card';
import type { RoleDraft } from './role-editor';
import { RoleMembersTable } from './role-members-table';

// The editor's form code (react-hook-form, zod) loads when a role is first opened.
const RoleEditor = lazy(() => import('./role-editor').then((m) => ({ default: m.RoleEditor })));

const cardSpan = 'col-span-12 sm:col-span-6 xl:col-span-4';

/**
 * The roles screen's cells: a card per role (people, edit, duplicate, delete), an "Add role" card,
 * and the people with their role; plus the editor and the delete confirmation to render once.
 */
export function useRoleBoard(): { cells: PageCell[]; dialogs: ReactNode } {
  const { t } = useTranslation('roles');
  const roles = useRoles();
  const members = useMembers();
  const remove = useDeleteRole();
  const assign = useAssignRole();
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  const [editorMounted, setEditorMounted] = useState(false);
  if (draft && !editorMounted) setEditorMounted(true);

  const byRole = useMemo(() => {
    const map = new Map<number, Member[]>();
    for (const m of members.data ?? []) if (m.roleId !== null) map.set(m.roleId, [...(map.get(m.roleId) ?? []), m]);
    return map;
  }, [members.data]);

  const confirmDelete = useConfirmDelete<Role>({
    title: (rows) => t('cards.deleteTitle', { name: rows[0]?.name }),
    description: () => t('cards.deleteDescription'),
    rowName: (role) => role.name,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows[0]!);
      toast.success(t('cards.deleted', { name: rows[0]?.name }));
    },
  });

  const askDelete = (role: Role) => {
    const count = byRole.get(role.id)?.length ?? 0;
    // Refused before asking: the server would refuse too (409), and the person learns why at once.
    if (count > 0) toast.error(t('cards.deleteHasUsers', { name: role.name, count }));
    else confirmDelete.ask([role]);
  };

  const onAssign = useCallback(
    (chosen: Member[], roleId: number) =>
      assign.mutate(
        { roleId, members: chosen.map((m) => m.id) },
        {
          onSuccess: () => toast.success(t('members.assigned', { count: chosen.length })),
          onError: (error) => toast.error(apiErrorMessage(error) ?? t('members.assignFailed')),
        },
      ),
    [assign, t],
  );

  const list = roles.data ?? [];
  const takenNames = list.filter((r) => r.id !== draft?.id).map((r) => r.name);
  // A card counts its people: it waits for both lists, or it would say "0 users" until the people came.
  const roleCells: PageCell[] =
    roles.data && members.data
      ? list.map((role) => ({
          id: `role-${role.id}`,
          span: cardSpan,
          card: (
            <RoleCard
              role={role}
              members={byRole.get(role.id) ?? []}
              onEdit={() => setDraft(role)}
              onDuplicate={() => setDraft({ name: t('cards.copyName', { name: role.name }), rules: role.rules })}
              onDelete={() => askDelete(role)}
            />
          ),
        }))
      : // As many as the demo's roles, as tall as a role's card: the members table under them stays put.
        [0, 1, 2, 3, 4].map((n) => ({
          id: `role-skeleton-${n}`,
          span: cardSpan,
          card: <Skeleton className="h-50 rounded-card" />,
        }));

  const addCell: PageCell = {
    id: 'role-add',
    span: cardSpan,
    card: (
      <Card className="flex h-full flex-col items-start justify-center gap-3 p-5">
        <p className="text-sm text-muted-foreground">{t('cards.addHint')}</p>
        <Button onClick={() => setDraft({ name: '', rules: [] })} disabled={!roles.data}>
          <Plus aria-hidden />
          {t('cards.add')}
        </Button>
      </Card>
    ),
  };
  const membersCell: PageCell = {
    id: 'role-members',
    span: 'col-span-12',
    card: (
      <RoleMembersTable
        members={members.data ?? []}
        roles={list}
        onAssign={onAssign}
        busy={assign.isPending}
        {...listLoadState(members)}
      />
    ),
  };

  const dialogs = (
    <>
      {confirmDelete.dialog}
      {editorMounted && (
        <Suspense fallback={null}>
          <RoleEditor
            draft={draft}
            onOpenChange={(open) => !open && setDraft(null)}
            takenNames={takenNames}
            onSaved={(role) => {
              setDraft(null);
              toast.success(t('editor.saved', { name: role.name }));
            }}
          />
        </Suspense>
      )}
    </>
  );
  return { cells: [...roleCells, addCell, membersCell], dialogs };
}
