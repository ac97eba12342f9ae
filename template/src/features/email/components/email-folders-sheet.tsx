import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';

export interface EmailFoldersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sidebar, as beside the list on wider screens. */
  children: ReactNode;
}

/** The folders on a phone: a drawer from the start edge. Loaded the first time it opens. */
export function EmailFoldersSheet({ open, onOpenChange, children }: EmailFoldersSheetProps) {
  const { t } = useTranslation('email');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="start" aria-describedby={undefined} className="overflow-y-auto">
        <SheetTitle className="px-7 pt-5 text-lg font-semibold">{t('sidebar.folders')}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
