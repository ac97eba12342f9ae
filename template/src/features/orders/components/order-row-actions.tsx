import { Eye, EllipsisVertical, PencilLine, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { orderOverviewHref, type OrderLinkState } from './order-links';

export interface OrderRowActionsProps {
  orderId: number;
  /** Asks the table to confirm and delete this order. */
  onDelete: (orderId: number) => void;
  /** Opens the edit dialog for this order. */
  onEdit: (orderId: number) => void;
}

/** The ⋮ menu of an order row: View opens the overview, Edit a dialog, Delete asks for confirmation first. */
export function OrderRowActions({ orderId, onDelete, onEdit }: OrderRowActionsProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state: OrderLinkState = { from: pathname + search };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          id={`order-actions-${orderId}`}
          variant="ghost"
          color="secondary"
          size="icon-sm"
          aria-label={t('actions.menu', { id: orderId })}
        >
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void navigate(orderOverviewHref(orderId), { state })}>
          <Eye aria-hidden />
          {t('actions.view')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEdit(orderId)}>
          <PencilLine aria-hidden />
          {t('actions.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(orderId)}>
          <Trash2 aria-hidden />
          {t('actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
