import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { useMailCounts } from '../api/get-counts';
import { getMail } from '../api/get-mail';
import { emptyCompose, valuesFromDraft, valuesFromReply } from '../compose-values';
import type { Mail } from '../types/schemas';
import type { ComposeRequest } from './email-compose-dialog';
import { fullDate } from './email-date';
import { EmailList } from './email-list';
import { EmailSidebar } from './email-sidebar';
import { useEmailView } from './use-email-view';

// The phones' folder drawer (Radix Dialog) loads the first time it opens.
const EmailFoldersSheet = lazy(() => import('./email-folders-sheet').then((m) => ({ default: m.EmailFoldersSheet })));
// The reader (and DOMPurify with it) loads when a message opens: the list needs neither.
const EmailReader = lazy(() => import('./email-reader').then((m) => ({ default: m.EmailReader })));
// Compose (TipTap, its toolbar, the form) loads the first time it opens: reading mail needs none of it.
const EmailComposeDialog = lazy(() =>
  import('./email-compose-dialog').then((m) => ({ default: m.EmailComposeDialog })),
);

/** The address replies are written from: the demo's signed-in admin. */
const ownAddress = 'admin@demo.com';

/**
 * The email app: folders and labels beside the list of a folder, or beside the open message.
 * On phones the folders sit in a drawer and the message replaces the list (Back returns to it).
 */
export function EmailApp() {
  const { t } = useTranslation('email');
  const view = useEmailView();
  const counts = useMailCounts();
  const [folders, setFolders] = useState(false);
  const [compose, setCompose] = useState<ComposeRequest | null>(null);
  const composeMounted = useMountOnceWanted(compose !== null);
  const foldersMounted = useMountOnceWanted(folders);

  const editDraft = (mail: Mail) =>
    setCompose({ kind: 'draft', values: valuesFromDraft(mail), draftId: mail.id, threadId: mail.threadId });
  const reply = (mail: Mail, kind: 'reply' | 'forward') =>
    setCompose({
      kind,
      values: valuesFromReply(
        mail,
        kind,
        ownAddress,
        t('compose.wrote', { date: fullDate(mail.date), name: mail.from.name }),
      ),
      threadId: kind === 'reply' ? mail.threadId : undefined,
    });
  const sidebar = (onNavigate?: () => void) => (
    <EmailSidebar
      view={view}
      counts={counts.data}
      onCompose={() => {
        onNavigate?.();
        setCompose({ kind: 'new', values: emptyCompose });
      }}
      onNavigate={onNavigate}
    />
  );

  return (
    <Card className="min-h-[40rem] flex-row overflow-hidden p-0" data-testid="email-app">
      <aside className="hidden w-64 shrink-0 border-e border-border lg:block">{sidebar()}</aside>
      {foldersMounted && (
        <Suspense fallback={null}>
          <EmailFoldersSheet open={folders} onOpenChange={setFolders}>
            {sidebar(() => setFolders(false))}
          </EmailFoldersSheet>
        </Suspense>
      )}
      {view.openId === undefined ? (
        <EmailList
          view={view}
          onShowFolders={() => setFolders(true)}
          onOpenDraft={(summary) =>
            void getMail(summary.id).then(
              ({ mail }) => editDraft(mail),
              () => toast.error(t('list.draftFailed')),
            )
          }
        />
      ) : (
        <Suspense fallback={<Skeleton className="m-4 h-96 flex-1" />}>
          <EmailReader view={view} id={view.openId} onReply={reply} onEditDraft={editDraft} />
        </Suspense>
      )}
      {composeMounted && (
        <Suspense fallback={null}>
          <EmailComposeDialog request={compose} onClose={() => setCompose(null)} />
        </Suspense>
      )}
    </Card>
  );
}
