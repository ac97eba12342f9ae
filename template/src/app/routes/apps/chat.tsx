/** /apps/chat: the chat app (being built). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';

export default function ChatScreen() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('title') }]} />
    </div>
  );
}
