import { Mail, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Demo support addresses; replace them with your own help desk. */
export const supportContacts = { email: 'support@tessera.dev', phone: '+1 555 0142' } as const;

/** "Still have a question?": the two ways to reach a person. */
export function FaqContact() {
  const { t } = useTranslation('faq');
  const ways = [
    {
      id: 'email',
      icon: Mail,
      title: t('contact.email.title'),
      text: t('contact.email.text'),
      href: `mailto:${supportContacts.email}`,
      value: supportContacts.email,
    },
    {
      id: 'phone',
      icon: MessagesSquare,
      title: t('contact.phone.title'),
      text: t('contact.phone.text'),
      href: `tel:${supportContacts.phone.replace(/\s/g, '')}`,
      value: supportContacts.phone,
    },
  ];
  return (
    <section aria-labelledby="faq-contact" className="flex flex-col items-center gap-6 pt-4 text-center">
      <div>
        <span className="rounded-full bg-primary/12 px-3 py-1 text-xs font-medium text-primary-text">
          {t('contact.badge')}
        </span>
        <h2 id="faq-contact" className="mt-3 text-xl font-semibold">
          {t('contact.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('contact.text')}</p>
      </div>
      <div className="grid w-full max-w-3xl gap-6 sm:grid-cols-2">
        {ways.map(({ id, icon: Icon, title, text, href, value }) => (
          <Card key={id} className="items-center gap-3 p-6">
            <span aria-hidden className="grid size-12 place-items-center rounded-full bg-primary/12 text-primary-text">
              <Icon className="size-6" />
            </span>
            <h3 className="text-base font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
            <a href={href} dir="ltr" className={buttonClasses({ variant: 'tonal' })}>
              {value}
            </a>
          </Card>
        ))}
      </div>
    </section>
  );
}
