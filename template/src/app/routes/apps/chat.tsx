/** /apps/chat: conversations with live replies over the chat socket (features/chat). */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { ChatApp } from '@/features/chat/components/chat-app';

export default function ChatScreen() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('title') }]}
      />
      <PageGrid cells={[{ id: 'chat', span: 'col-span-12', card: <ChatApp /> }]} />
    </div>
  );
}
