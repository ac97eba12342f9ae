/** For rich content (a profile card with buttons), use a popover: a dialog-like panel, not a menu. */
import { Mail, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export function MenuPopover() {
  const { t } = useTranslation('ui-components');
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="tonal" color="secondary">
          {t('menu.demo.viewProfile')}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72" aria-label="Nora Kim">
        <div className="flex items-center gap-3">
          <Avatar alt="Nora Kim" size="lg" />
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold">Nora Kim</span>
            <span className="truncate text-sm text-muted-foreground">{t('menu.demo.designer')}</span>
          </div>
        </div>
        <div className="mt-4 flex gap-2">
          <Button size="sm" className="flex-1">
            <MessageSquare aria-hidden />
            {t('menu.demo.message')}
          </Button>
          <Button size="sm" variant="outline" className="flex-1">
            <Mail aria-hidden />
            {t('menu.demo.email')}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
