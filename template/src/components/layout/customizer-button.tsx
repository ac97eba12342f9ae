import type { Ref } from 'react';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

/** The cog that opens (and closes) the customizer drawer. */
export function CustomizerButton({
  open,
  onToggle,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('common');
  return (
    <Tooltip content={t('customizer.tooltip')} side="bottom">
      <Button
        ref={ref}
        variant="ghost"
        color="secondary"
        size="icon"
        pill
        aria-label={t('customizer.tooltip')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-slot="customizer-trigger"
        onClick={onToggle}
        className="[&_svg]:transition-transform [&_svg]:duration-500 hover:[&_svg]:rotate-90"
      >
        <Settings />
      </Button>
    </Tooltip>
  );
}
