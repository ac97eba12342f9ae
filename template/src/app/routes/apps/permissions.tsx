/** /apps/permissions: every permission, which roles have it, and since when. */
import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { toast } from '@/components/ui/toast';
import { useDeletePermission } from '@/features/roles/api/change-roles';
import { usePermissions } from '@/features/roles/api/get-roles';
import { PermissionsTable } from '@/features/roles/components/permissions-table';
import type { Permission } from '@/features/roles/types';

export default function PermissionsScreen() {
  const { t } = useTranslation('roles');
  const query = usePermissions();
  const remove = useDeletePermission();
  const confirmDelete = useConfirmDelete<Permission>({
    title: (rows) => t('permissions.deleteTitle', { name: rows[0]?.id }),
    description: (rows) => t('permissions.deleteDescription', { count: rows[0]?.roles.length ?? 0 }),
    rowName: (p) => p.id,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows[0]!.id);
      toast.success(t('permissions.deleted', { name: rows[0]?.id }));
    },
  });
  const cells = [
    {
      id: 'permissions',
      span: 'col-span-12',
      card: (
        <PermissionsTable
          permissions={query.data ?? []}
          onDelete={(p) => confirmDelete.ask([p])}
          {...listLoadState(query)}
        />
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('permissions.title')}
        subtitle={t('permissions.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('permissions.title') }]}
      />
      <PageGrid cells={cells} />
      {confirmDelete.dialog}
    </div>
  );
}
