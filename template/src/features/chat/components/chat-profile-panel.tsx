import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { ChatContact } from '../types';
import { ChatAvatar, PresenceLabel } from './chat-presence';

export interface ChatProfilePanelProps {
  contact: ChatContact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The open contact's profile, in a side panel at the end edge. */
export function ChatProfilePanel({ contact, open, onOpenChange }: ChatProfilePanelProps) {
  const { t } = useTranslation('chat');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle className="text-lg font-semibold">{t('profile.title')}</SheetTitle>
          <SheetDescription className="sr-only">{contact.name}</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-6">
          <div className="flex flex-col items-center gap-2 text-center">
            <ChatAvatar contact={contact} size="xl" />
            <p className="text-lg font-semibold">{contact.name}</p>
            <p className="text-sm text-muted-foreground">{contact.role}</p>
            <PresenceLabel presence={contact.presence} className="text-sm font-medium" />
          </div>
          <section className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('profile.about')}
            </h3>
            <p className="text-sm">{contact.about}</p>
          </section>
          <section className="flex flex-col gap-2 text-sm">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('profile.contact')}
            </h3>
            <a className="flex items-center gap-2 hover:underline" href={`mailto:${contact.email}`}>
              <Mail aria-hidden className="size-4 text-muted-foreground" />
              {contact.email}
            </a>
            <span className="flex items-center gap-2" dir="ltr">
              <Phone aria-hidden className="size-4 text-muted-foreground" />
              {contact.phone}
            </span>
          </section>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
