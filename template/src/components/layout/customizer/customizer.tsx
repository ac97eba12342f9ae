import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { CustomizerFooter } from './customizer-footer';
import { CustomizerChoices } from './customizer-choices';

export interface CustomizerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cog: the drawer has no Radix trigger of its own, so it says where focus goes back on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The "Settings" drawer: every choice applies at once through updateSettings (persisted under the
 * app-1-* keys, re-applied by public/theme-init.js before the first paint of the next visit).
 */
export function Customizer({ open, onOpenChange, returnFocusTo }: CustomizerProps) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        scrim={false}
        data-slot="customizer"
        className="w-full max-w-customizer"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="text-base leading-6 font-semibold">{t('customizer.title')}</SheetTitle>
          <SheetDescription className="text-xs text-muted-foreground">{t('customizer.subtitle')}</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-6">
          <CustomizerChoices className="flex flex-col gap-6" />
        </SheetBody>
        <CustomizerFooter />
      </SheetContent>
    </Sheet>
  );
}
